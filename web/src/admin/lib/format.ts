import { UNREAD_BADGE_CAP } from '@portfolio/shared';

/** Red badge text on Messages: nothing for 0, capped at '99+'. */
export function formatUnreadBadge(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** e.g. 'March 4, 2024 at 2:05 PM' (admin dates are en-US). */
export function formatLongDateTime(iso: string | null | undefined, fallback: string): string {
  const d = valid(iso);
  // Used for Date Taken: the camera's clock, stored as UTC (see cameraFactsFromExif).
  return d ? d.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) : fallback;
}

/** e.g. '3/4/2024'. */
export function formatShortDate(iso: string | null | undefined, fallback: string): string {
  const d = valid(iso);
  return d ? d.toLocaleDateString('en-US') : fallback;
}

/** e.g. 'Mar 4, 2024, 2:05 PM'. */
export function formatDateTime(iso: string | null | undefined, fallback = ''): string {
  const d = valid(iso);
  return d ? d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : fallback;
}

/** e.g. 'Mar 4, 2024'. */
export function formatDate(iso: string | null | undefined, fallback = ''): string {
  const d = valid(iso);
  return d ? d.toLocaleDateString('en-US', { dateStyle: 'medium' }) : fallback;
}

/** Exposure time in seconds as photographers write it: 0.004 → '1/250', 2 → '2'. */
export function formatExposure(seconds: number): string {
  if (seconds > 0 && seconds < 1) return `1/${Math.round(1 / seconds)}`;
  return String(Number(seconds.toFixed(1)));
}

/** '35mm · f/2.8 · 1/250s · ISO 400'; null without a focal length. */
export function formatCameraSettings(meta: { FocalLength?: number; FNumber?: number; ExposureTime?: number; ISO?: number } | null | undefined): string | null {
  if (!meta || meta.FocalLength == null) return null;
  const parts = [`${meta.FocalLength}mm`];
  if (meta.FNumber != null) parts.push(`f/${meta.FNumber}`);
  if (meta.ExposureTime != null) parts.push(`${formatExposure(meta.ExposureTime)}s`);
  if (meta.ISO != null) parts.push(`ISO ${meta.ISO}`);
  return parts.join(' · ');
}
