import { describe, expect, it } from 'vitest';
import { photoIdInMessage } from './message-photo-link';

describe('photoIdInMessage', () => {
  it('finds the photo a licensing message names by its address', () => {
    expect(photoIdInMessage('I would like to license the photo “Owl” (reference #12): https://photos.example/sv/gallery/12')).toBe(12);
    expect(photoIdInMessage('Hello, do you sell prints?')).toBeNull();
    expect(photoIdInMessage('see https://photos.example/gallery/abc')).toBeNull();
  });
});
