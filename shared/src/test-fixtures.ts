// Values the suites of several packages build their cases from.
import type { UploadResult } from './contracts/media';

/** The upload call's answer for a stored photo named `name`. */
export const uploadResultFixture = (name: string): UploadResult => ({
  url: `/media/${name}.jpg`,
  type: 'photo',
  thumbnailUrl: `/media/${name}-480.webp`,
  hash: 'a'.repeat(64),
  mime: 'image/jpeg',
  width: 10,
  height: 10,
  dateTaken: null,
  metadata: null,
  image: null,
});
