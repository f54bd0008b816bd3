/** A field the server refused, with its reason. */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The API's error answer `{ message, code?, issues? }` read from a body's text, or null when the
 * body is not one (an HTML error page from a proxy, an empty body). Checked by hand so that the
 * public pages need not load zod up front.
 */
export function readErrorAnswer(text: string): { message: string; issues?: FieldIssue[] } | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || typeof (body as { message?: unknown }).message !== 'string') return null;
  const { message, issues } = body as { message: string; issues?: unknown };
  if (!Array.isArray(issues)) return { message };
  return {
    message,
    issues: issues
      .filter((i): i is { path?: unknown; message?: unknown } => !!i && typeof i === 'object')
      .map((i) => ({ path: String(i.path ?? ''), message: String(i.message ?? '') })),
  };
}
