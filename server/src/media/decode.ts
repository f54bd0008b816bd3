import sharp, { type SharpOptions } from 'sharp';

/**
 * The most pixels any decode may have: 250 megapixels (above a 100 MP medium-format frame and
 * most stitched panoramas). A small file that declares a huge image (a decompression bomb) is
 * refused from its header, and libvips never allocates for it.
 */
export const MAX_INPUT_PIXELS = 250_000_000;

/** sharp for an input the server did not draw itself, always with the pixel limit. */
export function decodeInput(input: string | Buffer, options: SharpOptions = {}) {
  return sharp(input, { ...options, limitInputPixels: MAX_INPUT_PIXELS });
}

/** The refusal of an image over the limit (422), naming its size. */
export function tooManyPixels(label: string, width: number, height: number): string {
  return `${label} is too large: ${width} × ${height} pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`;
}
