/*
 * The public forms as plain HTML forms: without scripts the contact and newsletter forms post to
 * the page they are on, and the server answers with that page showing the result. No zod here:
 * the public pages import this file.
 */
import { SERVER_MESSAGE_PROBLEMS, type FieldProblem } from './form-rules';
import type { CheckoutProblem } from './shop-rules';

/** Why a field is refused, as the forms show it: a rule of form-rules, or too many attempts. */
export type FormProblem = FieldProblem | 'tooMany' | CheckoutProblem;

/** The forms a page answers by itself (the hidden `intent` field names one). */
/** The shop's: `cart` (add, change, remove), `checkout`, `pay` (by card, from the order page), `download` (a licence's file); a client gallery's `client-password` and `client-pin` (its downloads). */
export const PAGE_FORMS = ['contact', 'newsletter', 'cart', 'checkout', 'pay', 'download', 'client-password', 'client-pin'] as const;
export type PageForm = (typeof PAGE_FORMS)[number];
export const FORM_INTENT_FIELD = 'intent';

/** The query parameter of the page a sent form leads to (Post/Redirect/Get), and its values. */
export const SENT_PARAM = 'sent';
export const SENT_NOTES = ['contact', 'newsletter', 'newsletter-confirm'] as const;
export type SentNote = (typeof SENT_NOTES)[number];

/** Where a page's answer holds a refused form (a key of the page's answers that no API URL has). */
export const FORM_REPLY_KEY = 'form-reply';

/** A form the server refused: what was typed, to show it again, and the reason at each field. */
export interface FormReply {
  form: PageForm;
  values: Record<string, string>;
  problems: Partial<Record<string, FormProblem>>;
  /** The reason as the API words it, in the visitor's language, for a form whose reasons only the server knows (a wrong password). */
  message?: string;
}

/**
 * The reasons by field of a refused form: 429 is "too many" at the e-mail field (else the first),
 * a 400's issues become the rules they name; null when nothing names a field.
 */
export function fieldProblems<F extends string>(status: number, issues: readonly { path: string; message: string }[] | undefined, fields: readonly F[]): Partial<Record<F, FormProblem>> | null {
  if (status === 429) return { [fields.includes('email' as F) ? 'email' : fields[0]!]: 'tooMany' } as Partial<Record<F, FormProblem>>;
  if (status !== 400) return null;
  const out: Partial<Record<F, FormProblem>> = {};
  for (const issue of issues ?? []) {
    const field = issue.path as F;
    const problem = SERVER_MESSAGE_PROBLEMS[issue.message];
    if (problem && fields.includes(field)) out[field] ??= problem;
  }
  return Object.keys(out).length ? out : null;
}

/** A page's address with the note of a sent form (or without any note), and the part to scroll to. */
export function addressWithNote(pathAndQuery: string, note: SentNote | null, anchor = ''): string {
  const url = new URL(pathAndQuery, 'http://site');
  url.searchParams.delete(SENT_PARAM);
  if (note) url.searchParams.set(SENT_PARAM, note);
  return url.pathname + url.search + (anchor ? `#${anchor}` : '');
}

/** The note of a sent form an address names, or null. */
export function sentNote(search: string): SentNote | null {
  const value = new URLSearchParams(search).get(SENT_PARAM);
  return (SENT_NOTES as readonly string[]).includes(value ?? '') ? (value as SentNote) : null;
}
