import { z } from 'zod';

// Length limits explain themselves wherever a schema gives no message of its own: the same words
// reach the form beside the field and the API's answer.
z.config({
  customError: (issue) => {
    if (issue.origin !== 'string') return undefined;
    if (issue.code === 'too_big') return `Must be at most ${String(issue.maximum)} characters`;
    if (issue.code === 'too_small' && Number(issue.minimum) > 1) return `Must be at least ${String(issue.minimum)} characters`;
    return undefined;
  },
});

/** Every non-OK answer of the API carries this body. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageSchema>;

export const IdSchema = z.coerce.number().int().positive();
export const IdParamSchema = z.object({ id: IdSchema });

/** ISO 8601 timestamp as sent over the wire. */
export const TimestampSchema = z.string();

/** Optional text: trimmed, and an empty value becomes null. */
export const MEDIA_URL_MESSAGE = 'Use a web address (https:// or http://) or a path on this site (/media/…)';

/**
 * An admin-supplied media address: http(s) or a path on this site. Anything else (javascript:,
 * data:, //other.host) would reach <link rel=preload>, og:image and JSON-LD of public pages.
 */
export function isSafeMediaUrl(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/[\s\\]/.test(value);
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
  } catch {
    return false;
  }
}

/** A required media address (see isSafeMediaUrl). */
export const mediaUrl = (max: number) =>
  z.string().trim().min(1, 'URL is required').max(max, `Must be at most ${max} characters`).refine(isSafeMediaUrl, MEDIA_URL_MESSAGE);

/** An optional media address; blank is none. */
export const optionalMediaUrl = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v), mediaUrl(max).nullable().optional());

export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z.string().max(max, `Must be at most ${max} characters`).nullable().optional(),
  );

/**
 * The message for a missing value only: a schema-wide `error` would also stand in for every other
 * rule of the field (a too long text would read "Name is required").
 */
export const whenMissing = (message: string) => (issue: { code: string }) => (issue.code === 'invalid_type' ? message : undefined);

/** Required text, trimmed, with a message for the empty case. */
export const requiredText = (max: number, message: string) =>
  z.string({ error: whenMissing(message) }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
