import type { DraftPage, DraftPatch, DraftSelection, ImportDraft, QueueItemProgress } from '@portfolio/shared';
import type { CategoryNames } from '@portfolio/shared/photo-metadata';
import { applyBulkEdit, matchDraftKeywords, titleFromPattern } from '@portfolio/shared/gallery-fields';
import type { ImportEntry, ImportSession } from './import-pipeline';

/*
 * The Import screen's rows, kept in main: the renderer asks for the window it shows and edits by
 * id or by selection, so a card of 10,000 files never crosses the bridge as one answer.
 */

/** The queue's view of files, as much as the rows need (UploadQueue.progressOf). */
export interface QueueProgress {
  progressOf(ids: Iterable<string>): Map<string, QueueItemProgress>;
}

const UPLOADABLE_DRAFT = new Set(['new', 'failed', 'cancelled']);

/** Whether a draft can be uploaded: its bytes were read, and it is new or its last upload did not finish. */
export function isUploadable(draft: ImportDraft, queued: QueueItemProgress | undefined): boolean {
  if (!draft.hash) return false;
  return queued ? queued.status === 'failed' || queued.status === 'cancelled' : UPLOADABLE_DRAFT.has(draft.status);
}

/** The rows from `offset` (at most `limit`), with the queue's progress of each and the session's counts. */
export function draftPage(session: ImportSession, queue: QueueProgress | null, offset: number, limit: number): DraftPage {
  const entries = session.all().slice(offset, offset + limit);
  const progress = queue?.progressOf(entries.map((e) => e.draft.id)) ?? new Map<string, QueueItemProgress>();
  const rows = entries.map((e) => ({ ...e.draft, queued: progress.get(e.draft.id) ?? null }));
  return { offset, rows, total: session.size, uploadable: countUploadable(session.all(), queue) };
}

function countUploadable(entries: readonly ImportEntry[], queue: QueueProgress | null): number {
  const progress = queue?.progressOf(entries.map((e) => e.draft.id));
  return entries.reduce((n, e) => (isUploadable(e.draft, progress?.get(e.draft.id)) ? n + 1 : n), 0);
}

/** The chosen entries, in the order read. */
export function chosen(session: ImportSession, selection: DraftSelection): ImportEntry[] {
  if ('ids' in selection) {
    const ids = new Set(selection.ids);
    return session.all().filter((e) => ids.has(e.draft.id));
  }
  const except = new Set(selection.except ?? []);
  return session.all().filter((e) => !except.has(e.draft.id));
}

/** How many drafts a choice holds, and how many of them can be uploaded. */
export function countChosen(session: ImportSession, queue: QueueProgress | null, selection: DraftSelection): { selected: number; uploadable: number } {
  const entries = chosen(session, selection);
  return { selected: entries.length, uploadable: countUploadable(entries, queue) };
}

/**
 * A batch edit of the chosen drafts in one pass: the shared fields (categories added to each
 * draft's own), and a title pattern numbered in list order. Answers how many drafts it touched.
 */
export function bulkEditDrafts(session: ImportSession, selection: DraftSelection, { titlePattern, ...patch }: DraftPatch): number {
  const entries = chosen(session, selection);
  entries.forEach((entry, i) => {
    const fields = applyBulkEdit(entry.draft.fields, patch);
    entry.draft.fields = titlePattern ? { ...fields, title: titleFromPattern(titlePattern, i + 1, entry.draft.fileName) } : fields;
  });
  return entries.length;
}

/** Gives every draft the categories its keywords name; answers the keywords no category names (to offer them). */
export function matchSessionKeywords(session: ImportSession, categories: CategoryNames[]): string[] {
  const drafts = session.drafts();
  const { drafts: matched, unmatched } = matchDraftKeywords(drafts, categories);
  matched.forEach((draft, i) => {
    if (draft !== drafts[i]) session.get(draft.id)!.draft.fields = draft.fields;
  });
  return unmatched;
}
