import type { Cart, ShopOffer } from '@portfolio/shared';
import { formatPrintSize, formatVatRate } from '@portfolio/shared/shop-rules';
import { PUBLIC_API as API } from '@portfolio/shared/public-api-paths';
import { ShoppingCart } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ApiError, apiFetch } from '../../lib/api-client';
import { useHydrated } from '../../lib/use-hydrated';
import { buttonClass } from '../../ui/button-class';
import { usePageData } from '../lib/page-data';
import { PageFormFields, usePageForm } from '../lib/page-form';
import { Link } from '../router';
import { answerUrl } from '@portfolio/shared/answers';
import { useShopT } from '../lib/shop-messages';

type Status = { state: 'idle' | 'busy' | 'added' } | { state: 'failed'; message: string };

/**
 * One kind of the photo's offer as a form: the options with their prices, a quantity for prints,
 * and "Add to cart". Without scripts it posts to the photo's page, which leads to the cart; with
 * them it adds through the shop's API and says so here, without leaving the photo.
 */
function BuyForm({ offer, kind }: { offer: ShopOffer; kind: 'print' | 'licence' }) {
  const { t, price, language, href } = useShopT();
  const store = usePageData();
  // No anchor: a browser keeps a form address's #part across the redirect to the cart.
  const form = usePageForm('cart', '');
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const options =
    kind === 'print'
      ? offer.prints.map((p) => ({ id: p.productId, label: `${formatPrintSize(p, language)} · ${p.finish}`, priceMinor: p.priceMinor, terms: null, termsUrl: '' }))
      : offer.licences.map((l) => ({ id: l.productId, label: `${l.name} · ${t(`shop.buy.${l.size}`)}`, priceMinor: l.priceMinor, terms: l.terms, termsUrl: l.termsUrl }));
  const replied = form.reply?.values.product && options.some((o) => String(o.id) === form.reply?.values.product) ? form.reply : null;
  const problem = replied?.problems.product;
  const name = `product-${kind}`;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setStatus({ state: 'busy' });
    try {
      const res = await apiFetch(`${API.shopCart}?language=${language}`, {
        method: 'POST',
        body: { itemId: offer.itemId, productId: Number(data.get('product')), quantity: Number(data.get('quantity') ?? 1), mode: 'add' },
      });
      store.set(answerUrl('shopCart', { language }), (await res.json()) as Cart);
      setStatus({ state: 'added' });
    } catch (error) {
      setStatus({ state: 'failed', message: error instanceof ApiError && error.serverMessage ? error.serverMessage : t('shop.buy.failed') });
    }
  };

  return (
    <form method="post" action={form.action} onSubmit={submit} className="mt-4" data-testid={`buy-${kind}`}>
      <PageFormFields form="cart" />
      <input type="hidden" name="item" value={offer.itemId} />
      <input type="hidden" name="mode" value="add" />
      <fieldset>
        <legend className="mb-2 text-xs font-semibold uppercase tracking-wider text-white/60">{t(kind === 'print' ? 'shop.buy.prints' : 'shop.buy.licences')}</legend>
        <p className="mb-2 text-xs text-white/55">{t(kind === 'print' ? 'shop.buy.printsNote' : 'shop.buy.licencesNote')}</p>
        <ul className="grid gap-1.5">
          {options.map((o, i) => (
            <li key={o.id}>
              <label className="flex cursor-pointer items-start gap-2 rounded-md border border-white/10 px-3 py-2 hover:border-gold/60 has-[:checked]:border-gold">
                <input type="radio" name="product" value={o.id} defaultChecked={replied ? replied.values.product === String(o.id) : i === 0} className="mt-1 accent-[#d4a24c]" data-name={name} />
                <span className="flex-1 text-white">{o.label}</span>
                <span className="whitespace-nowrap font-semibold tabular-nums text-gold">{price(o.priceMinor, offer.currency)}</span>
              </label>
              {o.terms ? (
                <details className="ml-7 mt-1 text-xs text-white/70">
                  <summary className="cursor-pointer text-white/60 hover:text-white">{t('shop.licence.terms')}</summary>
                  <p className="mt-1 whitespace-pre-line">{o.terms}</p>
                  {o.termsUrl ? (
                    <a href={o.termsUrl} rel="noopener" className="mt-1 inline-block text-gold underline-offset-4 hover:underline">
                      {t('shop.buy.termsLink')}
                    </a>
                  ) : null}
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-3 flex items-end gap-3">
        {kind === 'print' ? (
          <label className="grid gap-1 text-xs text-white/60">
            {t('shop.buy.quantity')}
            <input type="number" name="quantity" min={1} max={20} defaultValue={replied?.values.quantity || 1} className="h-10 w-20 rounded-md border border-white/20 bg-transparent px-2 text-sm text-white" />
          </label>
        ) : (
          <input type="hidden" name="quantity" value="1" />
        )}
        <button type="submit" disabled={status.state === 'busy'} className={buttonClass('default', 'default', 'bg-gold text-[#04070c] hover:bg-gold/90')}>
          <ShoppingCart aria-hidden="true" />
          {status.state === 'busy' ? t('shop.buy.adding') : t('shop.buy.add')}
        </button>
      </div>
      <div aria-live="polite" className="mt-2 text-sm">
        {status.state === 'added' ? (
          <p className="text-white" data-testid="buy-added">
            {t('shop.buy.added')}{' '}
            <Link to={href('cart')} className="text-gold underline underline-offset-4">
              {t('shop.buy.viewCart')}
            </Link>
          </p>
        ) : null}
        {status.state === 'failed' ? (
          <p role="alert" className="text-red-300">
            {status.message}
          </p>
        ) : null}
        {problem && status.state === 'idle' ? (
          <p role="alert" className="text-red-300" data-testid="field-problem">
            {t(`shop.problems.${problem}`)}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** What the photo is for sale as, beside it on its page (drawn by the server; this code comes when the section is near). */
export default function BuySection({ offer }: { offer: ShopOffer }) {
  const { t, language, href } = useShopT();
  const hydrated = useHydrated();
  return (
    <section id="buy" aria-labelledby="buy-title" className="mt-6 border-t border-white/10 pt-5" data-testid="buy-section" data-hydrated={hydrated ? 'true' : undefined}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="buy-title" className="font-serif text-lg font-semibold text-white">
          {t('shop.buy.title')}
        </h2>
        <Link to={href('cart')} className="text-xs text-gold underline-offset-4 hover:underline">
          {t('shop.buy.viewCart')}
        </Link>
      </div>
      <p className="mt-1 text-xs text-white/55">{t('shop.buy.vatIncluded', { rate: formatVatRate(offer.vatRateBp, language) })}</p>
      {offer.prints.length ? <BuyForm offer={offer} kind="print" /> : null}
      {offer.licences.length ? <BuyForm offer={offer} kind="licence" /> : null}
    </section>
  );
}
