import path from 'node:path';

/**
 * Paths the user chose in this session (the folder picker or a drop). Main walks only these and
 * what lies below them; a path that comes from anywhere else is refused.
 */
export class GrantedPaths {
  private roots = new Set<string>();

  grant(paths: readonly string[]): string[] {
    const added = paths.filter((p) => path.isAbsolute(p)).map((p) => path.resolve(p));
    for (const p of added) this.roots.add(p);
    return added;
  }

  allows(candidate: string): boolean {
    if (!path.isAbsolute(candidate)) return false;
    const resolved = path.resolve(candidate);
    for (const root of this.roots) {
      const rel = path.relative(root, resolved);
      if (rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))) return true;
    }
    return false;
  }

  clear(): void {
    this.roots.clear();
  }
}
