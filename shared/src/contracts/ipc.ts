import { z } from 'zod';
import { GalleryItemCreateSchema, GalleryItemFieldsSchema } from './gallery';
import { PhotoMetadataSchema } from './media';

/**
 * Contracts of the desktop app's bridge between the renderer and the main process.
 * Every payload that crosses the bridge is parsed with these schemas in main (STYLE 3).
 * Paths never travel from the renderer to main except through the preload's drop handler;
 * the renderer refers to files by draft id only.
 */

/** Where a draft stands. 'on-server': the server already has these bytes (media lookup). */
export const DraftStatusSchema = z.enum(['new', 'on-server', 'duplicate', 'broken', 'queued', 'uploading', 'complete', 'failed', 'cancelled']);
export type DraftStatus = z.infer<typeof DraftStatusSchema>;

/**
 * The fields a photographer edits before upload: a gallery item's own fields, as create takes them
 * (a title left empty is the file's name). A queue saved before the sensitive-location mark existed
 * reads as unmarked.
 */
export const DraftFieldsSchema = GalleryItemFieldsSchema.extend({
  title: GalleryItemCreateSchema.shape.title.unwrap(),
  sensitiveLocation: z.boolean().default(false),
});
export type DraftFields = z.output<typeof DraftFieldsSchema>;

export const ImportDraftSchema = z.object({
  /** Stable id of the file in this session; the renderer never sees or sends its path. */
  id: z.string(),
  fileName: z.string(),
  /** Path below the dropped or picked folder, for display. */
  relativePath: z.string(),
  size: z.number().int().nonnegative(),
  kind: z.enum(['photo', 'video']).nullable(),
  mime: z.string().nullable(),
  /** sha256 of the file bytes, hex; null for a broken file. */
  hash: z.string().nullable(),
  status: DraftStatusSchema,
  /** Why a file is broken, failed or a duplicate. */
  message: z.string().nullable(),
  fields: DraftFieldsSchema,
  /** ISO code from GPS (territory level, e.g. 'NO' for Svalbard with region 'Svalbard'). */
  countryCode: z.string().nullable(),
  dateTaken: z.string().nullable(),
  metadata: PhotoMetadataSchema.nullable(),
  /** Small embedded Exif thumbnail as a data: URL, when the camera wrote one. */
  thumbnail: z.string().nullable(),
  /** URL on the server when the photo is already there. */
  serverUrl: z.string().nullable(),
  /** The photographer's keywords in the file (IPTC/XMP): matched to categories by the import screen. */
  keywords: z.array(z.string().max(200)).max(500).default([]),
});
export type ImportDraft = z.infer<typeof ImportDraftSchema>;

/**
 * What reading dropped or picked files added: counts only (a card of 10,000 files stays in main;
 * the renderer asks for the rows it shows with 'import:page').
 */
export const ScanSummarySchema = z.object({
  /** Files added to the session by this read. */
  added: z.number().int(),
  new: z.number().int(),
  onServer: z.number().int(),
  duplicates: z.number().int(),
  broken: z.number().int(),
  /** Files passed over: hidden, system or not a photo/video. */
  skipped: z.number().int(),
  /** Set when the server could not be asked which photos it has. */
  lookupError: z.string().nullable(),
});
export type ScanSummary = z.infer<typeof ScanSummarySchema>;

export const QueueItemStatusSchema = z.enum(['pending', 'uploading', 'complete', 'failed', 'cancelled']);
export type QueueItemStatus = z.infer<typeof QueueItemStatusSchema>;
export const QueueRunStateSchema = z.enum(['idle', 'running', 'paused', 'cancelled', 'done']);
export type QueueRunState = z.infer<typeof QueueRunStateSchema>;

export const QueueItemProgressSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: QueueItemStatusSchema,
  /** 0..1 for this file. */
  progress: z.number(),
  error: z.string().nullable(),
  galleryItemId: z.number().int().nullable(),
});
export type QueueItemProgress = z.infer<typeof QueueItemProgressSchema>;

export const QueueSnapshotSchema = z.object({
  state: QueueRunStateSchema,
  items: z.array(QueueItemProgressSchema),
  counts: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    uploading: z.number().int(),
    complete: z.number().int(),
    failed: z.number().int(),
    cancelled: z.number().int(),
  }),
  bytesTotal: z.number(),
  bytesDone: z.number(),
  /** 0..1 over all files, by bytes. */
  progress: z.number(),
  /** Estimated milliseconds left, null until there is something to estimate from. */
  etaMs: z.number().nullable(),
});
export type QueueSnapshot = z.infer<typeof QueueSnapshotSchema>;

/** The queue's standing without its files: what progress events and the queue's verbs answer. */
export const QueueStatusSchema = QueueSnapshotSchema.omit({ items: true });
export type QueueStatus = z.infer<typeof QueueStatusSchema>;

/** Drafts the photographer chose: these ids, or every draft of the session but those in `except`. */
export const DraftSelectionSchema = z.union([
  z.strictObject({ ids: z.array(z.string().max(40)).max(20_000) }),
  z.strictObject({ all: z.literal(true), except: z.array(z.string().max(40)).max(20_000).default([]) }),
]);
export type DraftSelection = z.input<typeof DraftSelectionSchema>;

/** The most draft rows one 'import:page' answers. */
export const DRAFT_PAGE_MAX = 200;

/** A draft as the Import screen shows it: its fields, and its file's place in the upload queue. */
export const DraftRowSchema = ImportDraftSchema.extend({ queued: QueueItemProgressSchema.nullable() });
export type DraftRow = z.infer<typeof DraftRowSchema>;

/** A window of the session's drafts, in the order they were read, with the session's size. */
export const DraftPageSchema = z.object({
  offset: z.number().int(),
  rows: z.array(DraftRowSchema),
  total: z.number().int(),
  /** Drafts that can be uploaded (new, failed or cancelled, with their bytes read). */
  uploadable: z.number().int(),
});
export type DraftPage = z.infer<typeof DraftPageSchema>;

/** A batch edit of drafts: the shared fields to set, and a title pattern (`{n}`, `{name}`) made per draft. */
export const DraftPatchSchema = DraftFieldsSchema.partial().extend({ titlePattern: z.string().max(300).optional() });
export type DraftPatch = z.output<typeof DraftPatchSchema>;

/** A category as keyword matching needs it (its names in every language). */
const CategoryNamesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable().optional(),
  nameSv: z.string().nullable().optional(),
});

export const AuthSchema = z.object({ token: z.string().min(1).max(4096) });

export const SettingsSchema = z.object({ serverUrl: z.string().nullable() });
export type DesktopSettings = z.infer<typeof SettingsSchema>;

/** Where plain http:// stays on this computer. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A server URL as typed on the first-run screen: https (http only for localhost), no path, query or credentials. */
export const ServerUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the address of your portfolio server')
  .transform((v, ctx) => {
    let url: URL;
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'This is not a valid address' });
      return z.NEVER;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: 'Use an http:// or https:// address' });
      return z.NEVER;
    }
    if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: 'Leave user name and password out of the address' });
      return z.NEVER;
    }
    // The password and the session token would cross the network readable by anyone on the way.
    if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
      ctx.addIssue({ code: 'custom', message: 'Use an https:// address: plain http:// is only for a server on this computer (localhost)' });
      return z.NEVER;
    }
    return url.origin;
  });

const empty = z.object({}).strict();
const ok = <T extends z.ZodType>(data: T) => z.object({ ok: z.literal(true), data });

/** Every handler answers `{ ok: true, data } | { ok: false, error }` instead of throwing across the bridge (STYLE 4). */
export const IpcErrorSchema = z.object({ ok: z.literal(false), error: z.string() });
export const ipcResult = <T extends z.ZodType>(data: T) => z.union([ok(data), IpcErrorSchema]);

/** Channel → request and response schemas. The preload builds `window.desktop` from these names. */
export const IPC_CHANNELS = {
  'settings:get': { request: empty, response: SettingsSchema },
  /** Checks that the address answers /api/health before saving it. */
  'settings:set-server': { request: z.object({ serverUrl: z.string().max(2000) }), response: SettingsSchema },
  'app:open-external': { request: z.object({ url: z.url({ protocol: /^https?$/ }) }), response: z.object({}) },
  /** The back-office's signed-in session (token and user, as JSON), kept sealed by main with safeStorage. */
  'session:get': { request: empty, response: z.object({ value: z.string().nullable() }) },
  'session:set': { request: z.object({ value: z.string().max(100_000).nullable() }), response: z.object({}) },
  /** Opens the system picker; the chosen folders or files become readable for this session. */
  'import:pick': { request: AuthSchema.extend({ mode: z.enum(['folders', 'files']) }), response: ScanSummarySchema },
  /** Sent by the preload only, with paths of files the user dropped (webUtils.getPathForFile). */
  'import:dropped': { request: AuthSchema.extend({ paths: z.array(z.string().min(1).max(4096)).min(1).max(10_000) }), response: ScanSummarySchema },
  'import:clear': { request: empty, response: z.object({}) },
  /** The rows the renderer's list shows (it asks for the window in view), with the session's size. */
  'import:page': {
    request: z.object({ offset: z.number().int().min(0), limit: z.number().int().min(1).max(DRAFT_PAGE_MAX) }),
    response: DraftPageSchema,
  },
  /** One draft's fields as edited in its row. */
  'import:set-fields': { request: z.object({ id: z.string().max(40), fields: DraftFieldsSchema }), response: z.object({}) },
  /** A batch edit of the chosen drafts in main, in one pass; answers how many changed. */
  'import:bulk-edit': { request: z.object({ selection: DraftSelectionSchema, patch: DraftPatchSchema }), response: z.object({ changed: z.number().int() }) },
  /** How many drafts the choice holds, and how many of those can be uploaded. */
  'import:count': { request: z.object({ selection: DraftSelectionSchema }), response: z.object({ selected: z.number().int(), uploadable: z.number().int() }) },
  /** Gives drafts the categories their files' keywords name; answers the keywords no category names. */
  'import:match-keywords': { request: z.object({ categories: z.array(CategoryNamesSchema).max(10_000) }), response: z.object({ offered: z.array(z.string()) }) },
  /** Queues the chosen drafts (no choice: every uploadable one) with their fields as main holds them. */
  'upload:start': {
    request: AuthSchema.extend({ selection: DraftSelectionSchema.optional(), publishAtOnce: z.boolean().default(false) }),
    response: QueueStatusSchema,
  },
  'upload:get': { request: empty, response: QueueStatusSchema.nullable() },
  /** The gallery items made by this queue so far (to put them into a collection at once). */
  'upload:created': { request: empty, response: z.object({ galleryItemIds: z.array(z.number().int()) }) },
  'upload:pause': { request: empty, response: QueueStatusSchema.nullable() },
  'upload:resume': { request: AuthSchema, response: QueueStatusSchema.nullable() },
  'upload:cancel': { request: empty, response: QueueStatusSchema.nullable() },
  'upload:retry-failed': { request: AuthSchema, response: QueueStatusSchema.nullable() },
} as const;
export type IpcChannel = keyof typeof IPC_CHANNELS;
export type IpcRequest<C extends IpcChannel> = z.input<(typeof IPC_CHANNELS)[C]['request']>;
export type IpcResponse<C extends IpcChannel> = z.infer<(typeof IPC_CHANNELS)[C]['response']>;
export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: string };

/** Events main sends to the renderer. */
/** How far reading a card is: files and bytes read of those found, and the time left at this pace (null until known). */
export const ReadProgressSchema = z.object({
  filesRead: z.number().int(),
  filesTotal: z.number().int(),
  bytesRead: z.number(),
  bytesTotal: z.number(),
  etaMs: z.number().nullable(),
});
export type ReadProgress = z.infer<typeof ReadProgressSchema>;

/** Events carry counts, never lists: the renderer asks for the rows in view when they change. */
export const IPC_EVENTS = {
  'upload:progress': QueueStatusSchema,
  'import:progress': ReadProgressSchema,
} as const;
export type IpcEvent = keyof typeof IPC_EVENTS;
