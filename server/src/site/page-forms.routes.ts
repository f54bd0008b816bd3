import { ContactPayloadSchema, NewsletterPayloadSchema } from '@portfolio/shared';
import { parseLanguage, type Language } from '@portfolio/shared/languages';
import { addressWithNote, fieldProblems, FORM_INTENT_FIELD, type FormReply, type PageForm } from '@portfolio/shared/page-forms';
import type { Context } from 'hono';
import { AppError } from '../lib/app-error';
import { readBodyText } from '../lib/read-body';
import { invalid, MAX_PUBLIC_JSON_BYTES } from '../lib/validate';
import { fromOwnSite, OTHER_SITE } from '../middleware/cross-origin';
import type { PublicSite } from './public-site';
import { privatePageHeaders } from './private-page';
import type { RouteDeps } from '../lib/route-deps';
import { receiveContactMessage } from '../mail/contact.routes';
import { receiveSignup } from '../mail/newsletter.routes';
import { shopPageForm } from '../shop/shop.page-forms';
import { clientGalleryForm } from '../client-galleries/client-gallery.page-forms';

/** Renders a page with a refused form in it (what was typed and the reasons). */
export type RenderWithReply = (c: Context, url: string, language: Language, plain: boolean, reply: FormReply) => Promise<{ html: string }>;

const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
const SIGNUP_FIELDS = ['email', 'name'] as const;

/**
 * The contact and newsletter forms sent without scripts (a POST of form fields to the page they
 * are on): the same checks and effects as their API routes. Refused, the same page answers (422,
 * or 429 for too many attempts) with what was typed and the reasons at the fields; accepted, the
 * visitor is led (303) to the page with a note of success, so a reload sends nothing twice.
 */
export function pageFormHandler(deps: RouteDeps, site: PublicSite, render: RenderWithReply, visitorLanguage: (c: Context) => Language) {
  const ownSite = fromOwnSite(deps.env);
  return async (c: Context) => {
    const pathname = c.req.path;
    const match = site.matchPublicPage(pathname);
    if (!match.page) return c.json({ message: 'Not found' }, 404);
    if (!ownSite(c)) throw new AppError('forbidden', OTHER_SITE);
    if (!(c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) throw new AppError('unsupported_media_type', 'Send the form as form fields');
    const fields = new URLSearchParams(await readBodyText(c, MAX_PUBLIC_JSON_BYTES));
    const language = match.language ?? parseLanguage(fields.get('language')) ?? visitorLanguage(c);
    const address = addressWithNote(pathname + new URL(c.req.url).search, null);
    const text = (name: string) => fields.get(name) ?? '';
    const honeypot = fields.get('website') ?? undefined;

    const answer = async (form: PageForm, values: Record<string, string>, status: number, problems: FormReply['problems'], message?: string) => {
      const page = await render(c, address, language, match.language === null, { form, values, problems, ...(message ? { message } : {}) });
      return c.html(page.html, (status === 400 ? 422 : status) as 422, site.pageKey(address) === null ? privatePageHeaders(match.page?.id) : { 'Cache-Control': 'no-store' });
    };
    const refuse = async <F extends string>(form: PageForm, typed: Record<F, string>, status: 400 | 429, issues?: { path: string; message: string }[]) =>
      answer(form, typed, status, fieldProblems(status, issues, Object.keys(typed) as F[]) ?? {});
    // Too many attempts (the API's 429) come back as the reason at the form's field.
    const tooMany = (err: unknown) => err instanceof AppError && err.status === 429;

    switch (fields.get(FORM_INTENT_FIELD)) {
      case 'contact': {
        const typed = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, text(f)])) as Record<(typeof CONTACT_FIELDS)[number], string>;
        const parsed = ContactPayloadSchema.safeParse({ ...typed, website: honeypot, language });
        if (!parsed.success) return refuse('contact', typed, 400, invalid(parsed.error).issues);
        try {
          await receiveContactMessage(deps, c, parsed.data);
        } catch (err) {
          if (tooMany(err)) return refuse('contact', typed, 429);
          throw err;
        }
        return c.redirect(addressWithNote(address, 'contact', 'contact'), 303);
      }
      case 'newsletter': {
        const typed = Object.fromEntries(SIGNUP_FIELDS.map((f) => [f, text(f)])) as Record<(typeof SIGNUP_FIELDS)[number], string>;
        const source = fields.get('source') === 'card' ? 'card' : 'footer';
        const parsed = NewsletterPayloadSchema.safeParse({ ...typed, language, source, website: honeypot });
        if (!parsed.success) return refuse('newsletter', typed, 400, invalid(parsed.error).issues);
        let confirmation: boolean;
        try {
          confirmation = await receiveSignup(deps, c, parsed.data);
        } catch (err) {
          if (tooMany(err)) return refuse('newsletter', typed, 429);
          throw err;
        }
        return c.redirect(addressWithNote(address, confirmation ? 'newsletter-confirm' : 'newsletter', 'newsletter'), 303);
      }
      case 'cart':
      case 'checkout':
      case 'pay':
      case 'download':
        return shopPageForm(deps, c, fields.get(FORM_INTENT_FIELD)!, fields, language, match.params, answer);
      case 'client-password':
      case 'client-pin':
        return clientGalleryForm(deps, c, fields.get(FORM_INTENT_FIELD) as 'client-password' | 'client-pin', fields, language, address, match.params.token ?? '', answer);
      default:
        throw new AppError('bad_request', 'Unknown form');
    }
  };
}
