import type { Cart, CartLine } from '@portfolio/shared';
import { PUBLIC_API as API } from '@portfolio/shared/public-api-paths';
import { formatVatRate } from '@portfolio/shared/shop-rules';
import { useState, type FormEvent } from 'react';
import { ApiError, apiFetch } from '../../lib/api-client';
import { useHydrated } from '../../lib/use-hydrated';
import { buttonClass } from '../../ui/button-class';
import { useAnswer, usePageData } from '../lib/page-data';
import { PageFormFields, usePageForm } from '../lib/page-form';
import { useShopT } from '../lib/shop-messages';
import { Link } from '../router';
import { answerUrl } from '@portfolio/shared/answers';

/** A line's quantity and "Remove": forms that post to this page without scripts, and go through the API with them. */
function LineForms({ line, onChange }: { line: CartLine; onChange: (quantity: number) => Promise<void> }) {
  const { t } = useShopT();
  const form = usePageForm('cart', '');
  const submit = (quantity: (data: FormData) => number) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void onChange(quantity(new FormData(e.currentTarget)));
  };
  const hidden = (
    <>
      <PageFormFields form="cart" />
      <input type="hidden" name="item" value={line.itemId} />
      <input type="hidden" name="product" value={line.productId} />
      <input type="hidden" name="mode" value="set" />
    </>
  );
  return (
    <div className="flex flex-wrap items-end gap-2">
      {line.kind === 'print' ? (
        <form method="post" action={form.action} onSubmit={submit((d) => Number(d.get('quantity') ?? 1))} className="flex items-end gap-2">
          {hidden}
          <label className="grid gap-1 text-xs text-muted-foreground">
            {t('shop.cart.quantity')}
            <input type="number" name="quantity" min={1} max={20} defaultValue={line.quantity} key={line.quantity} className="h-9 w-20 rounded-md border border-border bg-transparent px-2 text-sm text-foreground" />
          </label>
          <button type="submit" className={buttonClass('outline', 'sm')}>
            {t('shop.cart.update')}
          </button>
        </form>
      ) : null}
      <form method="post" action={form.action} onSubmit={submit(() => 0)}>
        {hidden}
        <input type="hidden" name="quantity" value="0" />
        <button type="submit" className={buttonClass('ghost', 'sm')}>
          {t('shop.cart.remove')}
        </button>
      </form>
    </div>
  );
}

/** The cart: each line with its price from the server, quantities, removal, the total with VAT, and the way to the checkout. */
export default function ShopCartPage() {
  const { t, language, href, price } = useShopT();
  const store = usePageData();
  const url = answerUrl('shopCart', { language });
  const { data: cart } = useAnswer('shopCart', { language });
  const [failed, setFailed] = useState<string | null>(null);
  const hydrated = useHydrated();

  const change = (line: CartLine) => async (quantity: number) => {
    setFailed(null);
    try {
      const res = await apiFetch(`${API.shopCart}?language=${language}`, { method: 'POST', body: { itemId: line.itemId, productId: line.productId, quantity, mode: 'set' } });
      store.set(url, (await res.json()) as Cart);
    } catch (error) {
      setFailed(error instanceof ApiError && error.serverMessage ? error.serverMessage : t('shop.buy.failed'));
    }
  };

  return (
    <section className="mx-auto min-h-[70vh] max-w-3xl px-4 pt-24 pb-16" data-testid="cart-page" data-hydrated={hydrated ? 'true' : undefined}>
      <h1 className="font-serif text-3xl font-semibold text-foreground sm:text-4xl">{t('shop.cart.title')}</h1>
      {cart?.dropped ? <p className="mt-4 rounded-md border border-gold/40 bg-gold/10 p-3 text-sm">{t('shop.cart.dropped')}</p> : null}
      {failed ? (
        <p role="alert" className="mt-4 text-sm text-red-400">
          {failed}
        </p>
      ) : null}
      {!cart || cart.lines.length === 0 ? (
        <div className="mt-8">
          <p className="text-muted-foreground">{t('shop.cart.empty')}</p>
          <Link to={href('gallery')} className={buttonClass('default', 'default', 'mt-6')}>
            {t('shop.cart.browse')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-8 divide-y divide-border border-y border-border" data-testid="cart-lines">
            {cart.lines.map((line) => (
              <li key={`${line.itemId}.${line.productId}`} className="flex gap-4 py-4" data-testid="cart-line">
                {line.thumbnailUrl ? <img src={line.thumbnailUrl} alt="" className="size-20 shrink-0 rounded object-cover" loading="lazy" /> : null}
                <div className="min-w-0 flex-1">
                  <Link to={href('photo', { id: line.itemId })} lang={line.titleLang !== language ? line.titleLang : undefined} className="font-medium text-foreground hover:text-gold">
                    {line.title}
                  </Link>
                  <p className="text-sm text-muted-foreground">{line.label}</p>
                  {line.quantity > 1 ? <p className="text-xs text-muted-foreground">{t('shop.cart.each', { price: price(line.unitMinor, cart.currency) })}</p> : null}
                  <div className="mt-2">
                    <LineForms line={line} onChange={change(line)} />
                  </div>
                </div>
                <p className="whitespace-nowrap font-semibold tabular-nums" data-testid="line-total">
                  {price(line.lineMinor, cart.currency)}
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-6 text-right">
            <p className="text-lg font-semibold" data-testid="cart-total">
              {t('shop.cart.total')}: {price(cart.totalMinor, cart.currency)}
            </p>
            <p className="text-sm text-muted-foreground">{t('shop.cart.vat', { rate: formatVatRate(cart.vatRateBp, language), amount: price(cart.vatMinor, cart.currency) })}</p>
            {cart.open ? (
              <Link to={href('checkout')} className={buttonClass('default', 'lg', 'mt-6')} data-testid="to-checkout">
                {t('shop.cart.checkout')}
              </Link>
            ) : (
              <p className="mt-6 text-muted-foreground">{t('shop.cart.closed')}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
