import { describe, expect, it } from 'vitest';
import { extensionOf, sniffType } from './media-type';

/** The first bytes of a file, written as hex the way a hex dump shows them. */
const head = (hex: string) => Uint8Array.from(hex.replace(/\s+/g, '').match(/../g)!.map((h) => Number.parseInt(h, 16)));

// Heads of files as cameras and phones write them (ftyp box and the start of the next box).
const CAMERA_HEADS = {
  /** Sony α / FX XAVC S clip (.MP4): major brand XAVC, compatible XAVC mp42 iso2. */
  sonyXavcS: '0000001c 66747970 58415643 01001fff 58415643 6d703432 69736f32 00000094 75756964',
  /** Canon EOS R raw (.CR3): major brand "crx ", compatible "crx " isom. */
  canonCr3: '00000018 66747970 63727820 00000001 63727820 69736f6d 00005e40 6d6f6f76',
  /** Canon EOS HEIF (.HIF): major heix, compatible mif1 heix. */
  canonHeif: '00000018 66747970 68656978 00000000 6d696631 68656978 00000d4c 6d657461',
  /** iPhone photo (.HEIC): major heic, compatible mif1 heic. */
  iphoneHeic: '00000018 66747970 68656963 00000000 6d696631 68656963 00000d2c 6d657461',
  /** iPhone clip (.MOV): QuickTime brand. */
  iphoneMov: '00000014 66747970 71742020 00000000 71742020 00000008 77696465',
  /** Android phone clip (.mp4): major mp42, compatible isom mp42. */
  androidMp4: '00000018 66747970 6d703432 00000000 69736f6d 6d703432 00002a6d 6d6f6f76',
  /** ffmpeg/x264 (.mp4): isom iso2 avc1 mp41. */
  ffmpegMp4: '00000020 66747970 69736f6d 00000200 69736f6d 69736f32 61766331 6d703431 00000008 66726565',
  /** An old QuickTime movie that starts with a wide atom. */
  oldQuickTime: '00000008 77696465 00000818 6d646174',
};

describe('sniffType', () => {
  it('accepts the videos and photos cameras and phones write', () => {
    expect(sniffType(head(CAMERA_HEADS.sonyXavcS))).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    expect(sniffType(head(CAMERA_HEADS.androidMp4))).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    expect(sniffType(head(CAMERA_HEADS.ffmpegMp4))).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    expect(sniffType(head(CAMERA_HEADS.iphoneMov))).toMatchObject({ kind: 'video', mime: 'video/quicktime', ext: 'mov' });
    expect(sniffType(head(CAMERA_HEADS.oldQuickTime))).toMatchObject({ kind: 'video', mime: 'video/quicktime' });
    expect(sniffType(head(CAMERA_HEADS.iphoneHeic))).toMatchObject({ kind: 'photo', mime: 'image/heic' });
    expect(sniffType(head(CAMERA_HEADS.canonHeif))).toMatchObject({ kind: 'photo', mime: 'image/heic' });
  });

  it('does not take a Canon CR3 raw for a video although it names isom', () => {
    expect(sniffType(head(CAMERA_HEADS.canonCr3))).toBeNull();
  });

  it('recognises the still formats by their signatures', () => {
    expect(sniffType(head('ffd8ffe1 0000 4578 6966'))?.mime).toBe('image/jpeg');
    expect(sniffType(head('89504e47 0d0a1a0a 0000000d 49484452'))?.mime).toBe('image/png');
    expect(sniffType(head('52494646 24000000 57454250 56503820'))?.mime).toBe('image/webp');
    expect(sniffType(head('49492a00 08000000'))?.mime).toBe('image/tiff');
    expect(sniffType(head('4d4d002a 00000008'))?.mime).toBe('image/tiff');
    expect(sniffType(head('0000001c 66747970 61766966 00000000 61766966 6d696631 6d696166'))?.mime).toBe('image/avif');
    expect(sniffType(head('1a45dfa3 9f428681 01428284 7765626d'))?.mime).toBe('video/webm');
  });

  it('refuses everything else', () => {
    expect(sniffType(head('47494638 3961'))).toBeNull(); // GIF
    expect(sniffType(head('25504446 2d312e37'))).toBeNull(); // PDF
    expect(sniffType(head('1a45dfa3 4282886d 6174726f 736b61'))).toBeNull(); // Matroska, not WebM
    expect(sniffType(head('00000018 66747970 61626364 00000000 61626364 65666768'))).toBeNull(); // unknown brand
    expect(sniffType(new Uint8Array())).toBeNull();
    expect(sniffType(head('ffd8'))).toBeNull();
  });
});

describe('extensionOf', () => {
  it('is the lower-case part after the last dot', () => {
    expect(extensionOf('C0001.MP4')).toBe('mp4');
    expect(extensionOf('IMG_0001.tar.CR3')).toBe('cr3');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('README')).toBe('');
  });
});
