import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';
import { readBodyText } from './read-body';

/** Largest JSON body a signed-in admin may send (a blog post holds up to three 1 MB contents). */
const MAX_ADMIN_JSON_BYTES = 8 * 1024 * 1024;
/** Largest JSON body of a public route or the sign-in (a contact message is at most 5,000 characters). */
export const MAX_PUBLIC_JSON_BYTES = 64 * 1024;

/** Turns a zod failure into the API's 400 envelope: `{ message, issues }`. */
export function invalid(error: z.ZodError): AppError {
  const issues = error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  // The first issue's message is the one a form shows on its own (e.g. 'Username is required').
  return new AppError('bad_request', issues[0]?.message ?? 'Invalid input', issues);
}

/** Parses a value with a shared schema or throws a 400 AppError. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

/** Reads the JSON body and validates it. Malformed JSON gives 400 `{ message }`. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  // userId is set by require-admin, which runs before any admin route reads its body.
  const text = await readBodyText(c, c.get('userId') ? MAX_ADMIN_JSON_BYTES : MAX_PUBLIC_JSON_BYTES);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'Malformed JSON body');
  }
  return parseWith(schema, value);
}

/** Validates the query string (single values only). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

/** Validates path parameters. */
export function readParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.param());
}
