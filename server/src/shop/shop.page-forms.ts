import { CartChangeSchema, CheckoutSchema } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';
import { pagePath } from '@portfolio/shared/page-paths';
import type { FormProblem, PageForm } from '@portfolio/shared/page-forms';
import type { CheckoutProblem } from '@portfolio/shared/shop-rules';
import type { Context } from 'hono';
import { AppError } from '../lib/app-error';
import type { RouteDeps } from '../lib/route-deps';
import { licenceFile } from './licence-file';
import { CheckoutRefused, orderByToken, takeDownload } from './orders.service';
import { cartEntries, changeCart, checkout, checkoutRefusal, startCardPayment, writeCart } from './shop.routes';
import { SHOP_TEXT } from './shop-text';
import { attachmentOf } from '../lib/content-disposition';

/** Refuses a form: the page again with what was typed and the reasons at its fields. */
export type Refuse = (form: PageForm, typed: Record<string, string>, status: 400 | 409 | 410 | 429, problems: Partial<Record<string, FormProblem>>) => Promise<Response>;

const CHECKOUT_TYPED = ['name', 'email', 'address', 'postalCode', 'city', 'country', 'method', 'terms'] as const;

/** The problem key of a shop refusal's message in the buyer's language, if it is one. */
function problemOf(err: unknown, language: Language): CheckoutProblem | null {
  if (!(err instanceof AppError)) return null;
  const found = Object.entries(SHOP_TEXT[language].problems).find(([, text]) => text === err.message);
  return (found?.[0] as CheckoutProblem | undefined) ?? null;
}

/**
 * The shop's forms sent without scripts (a POST of form fields to the page they are on), with the
 * same checks and effects as the shop's API: add to or change the cart (then the cart page),
 * place the order (then its page, or Stripe's), pay an order by card, download a licence's file.
 */
export async function shopPageForm(deps: Pick<RouteDeps, 'db' | 'env'>, c: Context, intent: string, fields: URLSearchParams, language: Language, params: Record<string, string | undefined>, refuse: Refuse): Promise<Response> {
  const { db, env } = deps;
  const text = (name: string) => fields.get(name) ?? '';
  switch (intent) {
    case 'cart': {
      const typed = { item: text('item'), product: text('product'), quantity: text('quantity') };
      const parsed = CartChangeSchema.safeParse({ itemId: typed.item, productId: typed.product, quantity: Number(typed.quantity || '1'), mode: text('mode') === 'set' ? 'set' : 'add' });
      if (!parsed.success) return refuse('cart', typed, 400, { product: 'notForSale' });
      try {
        writeCart(c, env, await changeCart(db, cartEntries(c), parsed.data, language));
      } catch (err) {
        const problem = problemOf(err, language);
        if (problem) return refuse('cart', typed, 400, { product: problem });
        throw err;
      }
      return c.redirect(pagePath('cart', {}, language), 303);
    }
    case 'checkout': {
      const typed = Object.fromEntries(CHECKOUT_TYPED.map((f) => [f, text(f)]));
      const parsed = CheckoutSchema.safeParse({ ...typed, acceptTerms: typed.terms === 'on' ? true : undefined });
      if (!parsed.success) {
        const refusal = await checkoutRefusal(deps, c, typed, parsed.error.issues, language);
        return refuse('checkout', typed, 400, refusal?.problems ?? { name: 'nameRequired' });
      }
      try {
        const result = await checkout(deps, c, parsed.data, language);
        return c.redirect(result.redirectUrl, 303);
      } catch (err) {
        if (err instanceof CheckoutRefused) return refuse('checkout', typed, err.status === 429 ? 429 : 400, err.problems);
        const problem = problemOf(err, language);
        if (problem) return refuse('checkout', typed, 409, { cart: problem });
        throw err;
      }
    }
    case 'pay': {
      const order = await orderByToken(db, params.token ?? '');
      if (!order) throw new AppError('not_found', SHOP_TEXT[language].orderNotFound);
      try {
        return c.redirect(await startCardPayment(db, env, order), 303);
      } catch (err) {
        if (!(err instanceof AppError)) console.error(`[shop] card payment of order ${order.number} could not start:`, err);
        return refuse('pay', {}, 409, { method: problemOf(err, language) ?? 'cardFailed' });
      }
    }
    case 'download': {
      try {
        const { line, order } = await takeDownload(db, params.token ?? '', language);
        const found = await licenceFile(db, env, order, line);
        if (!found) return refuse('download', {}, 410, { download: 'fileMissing' });
        return new Response(found.file.stream(), {
          headers: {
            'Content-Type': found.file.ext === 'jpg' ? 'image/jpeg' : `image/${found.file.ext === 'tif' ? 'tiff' : found.file.ext}`,
            'Content-Length': String(found.file.size),
            'Content-Disposition': attachmentOf(found.name),
            'Cache-Control': 'no-store',
            'Referrer-Policy': 'no-referrer',
          },
        });
      } catch (err) {
        const problem = problemOf(err, language);
        if (problem) return refuse('download', {}, err instanceof AppError && err.status === 403 ? 409 : 410, { download: problem });
        throw err;
      }
    }
    default:
      throw new AppError('bad_request', 'Unknown form');
  }
}
