/** Draft title of a bulk-uploaded file: name without extension, dashes and underscores to spaces. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return stem.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}
