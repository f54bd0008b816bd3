import { HttpError } from '@portfolio/shared/upload-queue';
import { uploadResultFixture } from '@portfolio/shared/test-fixtures';
import { describe, expect, it } from 'vitest';
import { browserEntries, describeUploadError, parseBulkUploadAnswer, type QueueMessages } from './upload-queue';

const messages: QueueMessages = {
  timeout: 'Upload timed out (60s limit)',
  failedStatus: (code) => `Upload failed with status ${code}`,
  noUrl: 'No file URL returned from server',
  network: 'Network error',
};

const result = uploadResultFixture;

describe('browser upload entries', () => {
  it('queue the chosen files in order, videos as videos', () => {
    const entries = browserEntries([new File(['abc'], 'a.jpg', { type: 'image/jpeg' }), new File(['x'], 'b.mp4', { type: 'video/mp4' })]);
    expect(entries.map((e) => [e.id, e.fileName, e.size, e.kind, e.status])).toEqual([
      ['0', 'a.jpg', 3, 'photo', 'pending'],
      ['1', 'b.mp4', 1, 'video', 'pending'],
    ]);
  });

  it("say a failure in the server's words, and a request without an answer as a network error", () => {
    expect(describeUploadError(new HttpError(413, 'File too large'), messages)).toBe('File too large');
    expect(describeUploadError(new TypeError('Network error'), messages)).toBe('Network error');
    expect(describeUploadError('?', messages)).toBe('Network error');
  });
});

describe('parseBulkUploadAnswer', () => {
  it('returns the first uploaded file', () => {
    expect(parseBulkUploadAnswer(200, JSON.stringify({ files: [result('a')] }), messages).url).toBe('/media/a.jpg');
  });
  it('uses the server message of a failed answer', () => {
    expect(() => parseBulkUploadAnswer(422, JSON.stringify({ message: 'The file is not a valid image' }), messages)).toThrow('The file is not a valid image');
  });
  it('falls back to the status code', () => {
    expect(() => parseBulkUploadAnswer(502, 'Bad gateway', messages)).toThrow('Upload failed with status 502');
  });
  it('needs a file URL', () => {
    expect(() => parseBulkUploadAnswer(200, JSON.stringify({ files: [] }), messages)).toThrow('No file URL returned from server');
    expect(() => parseBulkUploadAnswer(200, '', messages)).toThrow('No file URL returned from server');
  });
});
