import type { Language } from '@portfolio/shared/languages';
import type { FormProblem, PageForm } from '@portfolio/shared/page-forms';
import type { Context } from 'hono';
import { AppError } from '../lib/app-error';
import { clientIp } from '../lib/client-ip';
import type { RouteDeps } from '../lib/route-deps';
import { checkGalleryPassword, openGallery } from './client-access.service';
import { setSessionCookie } from './client-gallery.routes';

/** Answers the page again with the refused form: the reason (the API's message) at the password field. */
export type RefuseWithMessage = (form: PageForm, typed: Record<string, string>, status: 400 | 429, problems: Partial<Record<string, FormProblem>>, message: string) => Promise<Response>;

/**
 * A client gallery's password sent without scripts (a POST of form fields to the gallery's page):
 * the same check, limits and session as its API. Accepted, the visitor is led (303) to the page,
 * which the server now draws with the photos; refused, the page answers with the reason. The
 * password typed is not written back into the page, as sign-in forms do not.
 */
export async function clientPasswordForm(deps: Pick<RouteDeps, 'db' | 'env'>, c: Context, fields: URLSearchParams, language: Language, pageAddress: string, token: string, refuse: RefuseWithMessage): Promise<Response> {
  const { db, env } = deps;
  try {
    const row = await openGallery(db, token, language);
    const session = await checkGalleryPassword(db, row, fields.get('password') ?? '', clientIp(c, env.TRUST_PROXY), language);
    setSessionCookie(c, env, row.token, session);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // An unknown or closed gallery: its page says so.
    if (err.status === 404 || err.status === 410) return c.redirect(pageAddress, 303);
    if (err.status === 400 || err.status === 401 || err.status === 429) return refuse('client-password', {}, err.status === 429 ? 429 : 400, {}, err.message);
    throw err;
  }
  return c.redirect(pageAddress, 303);
}
