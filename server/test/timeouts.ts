/**
 * The time-out of a test that encodes images (sharp writes JPEG, WebP and AVIF files): bun's 5 s
 * default is far too short for that on a busy 2-core machine. bun does not read a time-out from
 * bunfig.toml, so each such test passes this one.
 */
export const ENCODES_IMAGES = 180_000;
