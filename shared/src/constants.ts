/** Business constants of the specification (section 9). */

export const HERO_SLIDE_INTERVAL_MS = 5000;
export const NAV_SCROLLED_THRESHOLD_PX = 100;

export const GALLERY_PAGE_SIZE = 12;
/** The header with the number of items in the whole (filtered) list, beside each page of a public list. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const HOME_BLOG_PREVIEW_LIMIT = 3;
export const HOVER_CARD_MAX_CATEGORIES = 3;
/**
 * Target row heights (CSS px) of the justified gallery from each breakpoint up (Tailwind's sm, lg,
 * xl, 2xl); below sm every tile takes the full width. web/src/public/components/photo-tile.tsx
 * sets the same values as CSS.
 */
export const GALLERY_ROW_HEIGHTS = [
  [1536, 260],
  [1280, 250],
  [1024, 200],
  [640, 170],
] as const;

/**
 * How wide a gallery tile of this aspect ratio is drawn (`sizes`): a tile grows beyond its row
 * height by at most 1.6 times to fill its row (GALLERY_MAX_GROWTH), never beyond the screen. The server preloads
 * the first tile with the same value.
 */
export const GALLERY_MAX_GROWTH = 1.6;

export function photoTileSizes(width: number | null | undefined, height: number | null | undefined): string {
  const ratio = width && height ? width / height : 1.5;
  const at = GALLERY_ROW_HEIGHTS.map(([min, row]) => `(min-width: ${min}px) min(${Math.round(ratio * row * GALLERY_MAX_GROWTH)}px, 100vw)`);
  return [...at, '100vw'].join(', ');
}
/**
 * How wide the photo viewer draws a photo unzoomed (`sizes`): the screen's width, or the height
 * left by its bars (9.5rem) times the aspect ratio, whichever binds first. The server preloads a
 * photo's own page with the same value.
 */
export function photoFrameSizes(width: number | null | undefined, height: number | null | undefined): string {
  const ratio = width && height ? width / height : 1.5;
  return `min(100vw, calc((100vh - 9.5rem) * ${ratio.toFixed(3)}))`;
}
/** How wide a photo inside a post's text is drawn (`sizes`): the text column is at most 720 px. */
export const POST_IMAGE_SIZES = '(min-width: 768px) 720px, calc(100vw - 2rem)';

export const BULK_UPLOAD_TIMEOUT_MS = 60_000;
export const BULK_UPLOAD_PAUSE_MS = 500;

/** Hashes per POST /api/admin/media/lookup: one request per few hundred files of a card, each answered quickly. */
export const MEDIA_LOOKUP_BATCH = 500;
export const STATS_POLL_INTERVAL_MS = 30_000;
export const UNREAD_BADGE_CAP = 99;

export const EDITOR_MIN_HEIGHT_PX = 300;
export const EDITOR_HEADING_LEVELS = [2, 3] as const;
export const EMBED_VIDEO_WIDTH = 640;
export const EMBED_VIDEO_HEIGHT = 480;
export const UNDO_HISTORY_DEPTH = 100;
export const UNDO_GROUP_DELAY_MS = 500;

export const BLOG_HEADER_VIEWPORT_HEIGHT = 60;
export const CONTACT_MESSAGE_ROWS = 6;
export const DEFAULT_HERO_DISPLAY_ORDER = 0;

export const COPYRIGHT_YEAR = 2025;

/** Local storage keys used by the browser clients. */
export const STORAGE_KEYS = { language: 'language', adminAuth: 'admin-auth', adminLanguage: 'admin-language' } as const;

/** Toast behaviour (Radix defaults, kept as the spec lists them). */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The user that can never be deleted. */
export const DEFAULT_ADMIN_USERNAME = 'admin';

/** Contact form subjects: the form's values. */
export const CONTACT_SUBJECTS = ['print-inquiry', 'licensing', 'commission', 'general'] as const;

/** Category types, with the default one first. */
export const CATEGORY_TYPES = ['country', 'animal', 'plant', 'landscape', 'other'] as const;
export const DEFAULT_CATEGORY_TYPE = 'country';

export const GALLERY_ITEM_TYPES = ['photo', 'video'] as const;

/**
 * The desktop app serves its back-office from this fixed origin; the server grants it CORS and
 * the desktop's IPC and CSP check it.
 */
export const DESKTOP_APP_SCHEME = 'app';
export const DESKTOP_APP_HOST = 'portfolio';
export const DESKTOP_APP_ORIGIN = `${DESKTOP_APP_SCHEME}://${DESKTOP_APP_HOST}`;
