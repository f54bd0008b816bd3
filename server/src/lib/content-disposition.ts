/**
 * A name a download may carry: no folders (`/`, `\`, `..`), no control characters, no quotes or
 * characters file systems refuse, no leading or trailing dots or spaces, at most 120 characters.
 * A gallery named `../../etc/evil` downloads as `etc evil.zip`.
 */
export function safeFileName(name: string, fallback = 'download'): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f"\\/:*?<>|]+/g, ' ')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120)
    .trim();
  return cleaned || fallback;
}

/**
 * `Content-Disposition: attachment` for a name and its extension (kept whatever the name): the
 * cleaned name in ASCII for old clients, and in UTF-8 (RFC 6266 / 5987) for the others.
 */
export function attachment(name: string, ext: string): string {
  return attachmentNamed(`${safeFileName(name)}.${ext.replace(/[^a-z0-9]/gi, '')}`);
}

/** The same for a whole file name (`name.ext`), the extension read off its end; every download the server sends is named with one of these two. */
export function attachmentOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).replace(/[^a-z0-9]/gi, '') : '';
  if (!ext) return attachmentNamed(safeFileName(fileName));
  return attachment(fileName.slice(0, dot), ext);
}

function attachmentNamed(file: string): string {
  const ascii = file.replace(/[^\x20-\x7e]/g, '_').replace(/[%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}
