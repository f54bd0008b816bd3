import type { DraftSelection } from '@portfolio/shared';

/**
 * The rows ticked on the Import screen: some ids, or every draft but some. "Select all" costs the
 * same for 10,000 drafts as for 10 (no list of ids is made), and main resolves it.
 */
export type Selection = { kind: 'ids'; ids: ReadonlySet<string> } | { kind: 'all'; except: ReadonlySet<string> };

export const NOTHING: Selection = { kind: 'ids', ids: new Set() };
export const EVERYTHING: Selection = { kind: 'all', except: new Set() };

export function isSelected(selection: Selection, id: string): boolean {
  return selection.kind === 'ids' ? selection.ids.has(id) : !selection.except.has(id);
}

/** How many drafts are ticked, of `total`. */
export function selectedCount(selection: Selection, total: number): number {
  return selection.kind === 'ids' ? selection.ids.size : Math.max(0, total - selection.except.size);
}

/** The selection with one row ticked or not. */
export function toggle(selection: Selection, id: string, on: boolean): Selection {
  const set = new Set(selection.kind === 'ids' ? selection.ids : selection.except);
  // In "all" mode the set holds the rows left out, so ticking removes from it.
  if (on === (selection.kind === 'ids')) set.add(id);
  else set.delete(id);
  return selection.kind === 'ids' ? { kind: 'ids', ids: set } : { kind: 'all', except: set };
}

/** Whether every one of `total` drafts is ticked. */
export const allSelected = (selection: Selection, total: number) => total > 0 && selectedCount(selection, total) === total;

/** The selection as main takes it over the bridge. */
export function toRequest(selection: Selection): DraftSelection {
  return selection.kind === 'ids' ? { ids: [...selection.ids] } : { all: true, except: [...selection.except] };
}
