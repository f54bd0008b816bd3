import type { Language } from '@portfolio/shared/languages';
import type { FormProblem, PageForm } from '@portfolio/shared/page-forms';
import type { Context } from 'hono';
import { AppError } from '../lib/app-error';
import { clientIp } from '../lib/client-ip';
import type { RouteDeps } from '../lib/route-deps';
import { getCookie } from 'hono/cookie';
import { CLIENT_SESSION_COOKIE, checkGalleryPassword, openGallery, requireAccess, unlockDownloads } from './client-access.service';
import { setSessionCookie } from './client-gallery.routes';

/** Answers the page again with the refused form: the reason (the API's message) at the password field. */
export type RefuseWithMessage = (form: PageForm, typed: Record<string, string>, status: 400 | 429, problems: Partial<Record<string, FormProblem>>, message: string) => Promise<Response>;

/**
 * A client gallery's password, or its download PIN, sent without scripts (a POST of form fields to
 * the gallery's page): the same checks, limits and session as its API. Accepted, the visitor is led
 * (303) to the page, which the server draws with the photos (or with the downloads open); refused,
 * the page answers with the reason. What was typed is not written back into the page, as sign-in
 * forms do not.
 */
export async function clientGalleryForm(deps: Pick<RouteDeps, 'db' | 'env'>, c: Context, form: 'client-password' | 'client-pin', fields: URLSearchParams, language: Language, pageAddress: string, token: string, refuse: RefuseWithMessage): Promise<Response> {
  const { db, env } = deps;
  const secret = fields.get(form === 'client-password' ? 'password' : 'pin') ?? '';
  try {
    const row = await openGallery(db, token, language);
    let session: string | null;
    if (form === 'client-password') {
      session = await checkGalleryPassword(db, row, secret, clientIp(c, env.TRUST_PROXY), language);
    } else {
      await requireAccess(db, row, getCookie(c, CLIENT_SESSION_COOKIE), language);
      session = await unlockDownloads(db, row, getCookie(c, CLIENT_SESSION_COOKIE), secret, clientIp(c, env.TRUST_PROXY), language);
    }
    if (session) setSessionCookie(c, env, row.token, session);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // An unknown or closed gallery, or one whose password is still to be given: its page says so.
    if (err.status === 401 && form === 'client-pin') return c.redirect(pageAddress, 303);
    if (err.status === 404 || err.status === 410) return c.redirect(pageAddress, 303);
    if ([400, 401, 403, 429].includes(err.status)) return refuse(form, {}, err.status === 429 ? 429 : 400, {}, err.message);
    throw err;
  }
  return c.redirect(pageAddress, 303);
}
