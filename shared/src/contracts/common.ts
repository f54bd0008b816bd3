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

/** A field's schema without its `.default()`. */
type WithoutDefault<S> = S extends z.ZodDefault<infer Inner> ? Inner : S;

/**
 * The update schema of an object of editable fields: every field optional and none with a
 * default, so a field an update does not send keeps its value. (A `.partial()` made straight from a
 * create schema still fills in the create's defaults and resets what the update did not name.)
 */
export function updateOf<T extends z.ZodRawShape>(fields: z.ZodObject<T>) {
  const shape = Object.fromEntries(Object.entries(fields.shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.removeDefault() : field]));
  return z.object(shape as { [K in keyof T]: WithoutDefault<T[K]> }).partial();
}

/** Objects merged field by field, to any depth; lists and other values replaced whole. */
export type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** Every object of a schema made partial, to any depth (lists stay whole): an update of a part of a document. */
export function deepPartialOf<T>(schema: z.ZodType<T>): z.ZodType<DeepPartial<T>> {
  const walk = (s: z.ZodType): z.ZodType =>
    s instanceof z.ZodObject ? z.object(Object.fromEntries(Object.entries(s.shape as Record<string, z.ZodType>).map(([key, field]) => [key, walk(field).optional()]))) : s;
  return walk(schema) as z.ZodType<DeepPartial<T>>;
}

/** `update` over `current`: objects merged field by field, lists and other values replaced, undefined left out. */
export function mergeDeep<T>(current: T, update: DeepPartial<T> | undefined): T {
  if (update === undefined) return current;
  if (!isPlainObject(current) || !isPlainObject(update)) return update as T;
  const out: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(update)) if (value !== undefined) out[key] = mergeDeep((current as Record<string, unknown>)[key], value as never);
  return out as T;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
