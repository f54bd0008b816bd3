import type { CheckoutResult } from '@portfolio/shared';
import { PUBLIC_API as API } from '@portfolio/shared/public-api-paths';
import { type CheckoutField, countryName, formatVatRate, SHIPPING_COUNTRIES } from '@portfolio/shared/shop-rules';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, apiFetch } from '../../lib/api-client';
import { useHydrated } from '../../lib/use-hydrated';
import { buttonClass } from '../../ui/button-class';
import { useAnswer, usePageData } from '../lib/page-data';
import { PageFormFields, usePageForm } from '../lib/page-form';
import { useShopT } from '../lib/shop-messages';
import { Link } from '../router';
import { answerUrl } from '@portfolio/shared/answers';

const input = 'h-10 w-full rounded-md border border-border bg-transparent px-3 text-sm text-foreground aria-[invalid=true]:border-red-400';

/** The checkout: who buys, where prints go, the terms, the payment method; then the order is placed by the server from the cart. */
export default function ShopCheckoutPage() {
  const { t, language, href, price } = useShopT();
  const store = usePageData();
  const { data: cart } = useAnswer('shopCart', { language });
  // No anchor: a browser keeps a form address's #part across the redirect to the order.
  const form = usePageForm('checkout', '');
  const hydrated = useHydrated();
  const typed = form.reply?.values ?? {};
  // The reasons by field: the server's of a form sent without scripts (its words), or of the API's answer.
  const [problems, setProblems] = useState<Partial<Record<string, string>>>(() =>
    Object.fromEntries(Object.entries(form.reply?.problems ?? {}).map(([field, p]) => [field, t(`shop.problems.${p}`)])),
  );
  const [busy, setBusy] = useState(false);
  const countries = useMemo(() => SHIPPING_COUNTRIES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => a.name.localeCompare(b.name, language)), [language]);

  if (!cart || cart.lines.length === 0) {
    return (
      <section className="mx-auto min-h-[70vh] max-w-3xl px-4 pt-24 pb-16" data-testid="checkout-page">
        <h1 className="font-serif text-3xl font-semibold">{t('shop.checkout.title')}</h1>
        <p className="mt-6 text-muted-foreground">{t('shop.cart.empty')}</p>
        <Link to={href('gallery')} className={buttonClass('default', 'default', 'mt-6')}>
          {t('shop.cart.browse')}
        </Link>
      </section>
    );
  }

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    setBusy(true);
    setProblems({});
    try {
      const res = await apiFetch(`${API.shopCheckout}?language=${language}`, {
        method: 'POST',
        body: { name: text('name'), email: text('email'), address: text('address'), postalCode: text('postalCode'), city: text('city'), country: text('country'), acceptTerms: data.get('terms') === 'on' ? true : undefined, method: text('method') },
      });
      const placed = (await res.json()) as CheckoutResult;
      store.set(answerUrl('shopCart', { language }), { ...cart, lines: [], totalMinor: 0, vatMinor: 0, needsShipping: false });
      window.location.assign(placed.redirectUrl);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.issues?.length) setProblems(Object.fromEntries(error.issues.map((i) => [i.path, i.message])));
      else setProblems({ cart: error instanceof ApiError && error.serverMessage ? error.serverMessage : t('shop.buy.failed') });
    }
  };

  const field = (name: CheckoutField, label: string, control: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode) => (
    <div className="grid gap-1">
      <label htmlFor={`checkout-${name}`} className="text-sm font-medium">
        {label}
      </label>
      {control({ id: `checkout-${name}`, 'aria-invalid': Boolean(problems[name]), 'aria-describedby': problems[name] ? `checkout-${name}-problem` : undefined })}
      {problems[name] ? (
        <p id={`checkout-${name}-problem`} role="alert" className="text-sm text-red-400" data-testid="field-problem">
          {problems[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <section className="mx-auto min-h-[70vh] max-w-3xl px-4 pt-24 pb-16" data-testid="checkout-page" data-hydrated={hydrated ? 'true' : undefined}>
      <h1 className="font-serif text-3xl font-semibold">{t('shop.checkout.title')}</h1>
      <div className="mt-6 rounded-md border border-border p-4">
        <h2 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">{t('shop.checkout.summary')}</h2>
        <ul className="mt-2 grid gap-1 text-sm">
          {cart.lines.map((l) => (
            <li key={`${l.itemId}.${l.productId}`} className="flex justify-between gap-4">
              <span>
                {l.quantity} × {l.title} · <span className="text-muted-foreground">{l.label}</span>
              </span>
              <span className="tabular-nums">{price(l.lineMinor, cart.currency)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-right font-semibold" data-testid="checkout-total">
          {t('shop.cart.total')}: {price(cart.totalMinor, cart.currency)}
        </p>
        <p className="text-right text-xs text-muted-foreground">{t('shop.cart.vat', { rate: formatVatRate(cart.vatRateBp, language), amount: price(cart.vatMinor, cart.currency) })}</p>
        <Link to={href('cart')} className="mt-2 inline-block text-sm text-gold underline-offset-4 hover:underline">
          {t('shop.checkout.back')}
        </Link>
      </div>
      {problems.cart ? (
        <p role="alert" className="mt-4 text-sm text-red-400" data-testid="field-problem">
          {problems.cart}
        </p>
      ) : null}
      <form id="checkout" method="post" action={form.action} onSubmit={submit} noValidate className="mt-8 grid gap-6">
        <PageFormFields form="checkout" />
        <fieldset className="grid gap-4">
          <legend className="mb-2 font-serif text-xl font-semibold">{t('shop.checkout.you')}</legend>
          {field('name', t('shop.checkout.name'), (p) => <input {...p} name="name" autoComplete="name" defaultValue={typed.name} className={input} required />)}
          {field('email', t('shop.checkout.email'), (p) => <input {...p} name="email" type="email" autoComplete="email" defaultValue={typed.email} className={input} required />)}
        </fieldset>
        {cart.needsShipping ? (
          <fieldset className="grid gap-4">
            <legend className="mb-2 font-serif text-xl font-semibold">{t('shop.checkout.delivery')}</legend>
            <p className="text-sm text-muted-foreground">{t('shop.checkout.shippingNote')}</p>
            {field('address', t('shop.checkout.address'), (p) => <input {...p} name="address" autoComplete="street-address" defaultValue={typed.address} className={input} required />)}
            <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
              {field('postalCode', t('shop.checkout.postalCode'), (p) => <input {...p} name="postalCode" autoComplete="postal-code" defaultValue={typed.postalCode} className={input} required />)}
              {field('city', t('shop.checkout.city'), (p) => <input {...p} name="city" autoComplete="address-level2" defaultValue={typed.city} className={input} required />)}
            </div>
            {field('country', t('shop.checkout.country'), (p) => (
              <select {...p} name="country" autoComplete="country" defaultValue={typed.country || ''} className={input} required>
                <option value="">{t('shop.checkout.chooseCountry')}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            ))}
          </fieldset>
        ) : null}
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-serif text-xl font-semibold">{t('shop.checkout.payment')}</legend>
          {cart.methods.map((m, i) => (
            <label key={m} className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-gold">
              <input type="radio" name="method" value={m} defaultChecked={typed.method ? typed.method === m : i === 0} className="mt-1 accent-[#d4a24c]" />
              <span>
                <span className="font-medium">{t(`shop.checkout.${m}`)}</span>
                <span className="block text-sm text-muted-foreground">{t(`shop.checkout.${m}Note`)}</span>
              </span>
            </label>
          ))}
          {problems.method ? (
            <p role="alert" className="text-sm text-red-400" data-testid="field-problem">
              {problems.method}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-serif text-xl font-semibold">{t('shop.checkout.terms')}</legend>
          {cart.terms || cart.termsUrl ? (
            <div className="rounded-md border border-border p-3 text-sm">
              <p className="font-medium">{t('shop.checkout.termsOfSale')}</p>
              {cart.terms ? <p className="mt-1 whitespace-pre-line text-muted-foreground">{cart.terms}</p> : null}
              {cart.termsUrl ? (
                <a href={cart.termsUrl} rel="noopener" className="mt-1 inline-block text-gold underline-offset-4 hover:underline">
                  {t('shop.buy.termsLink')}
                </a>
              ) : null}
            </div>
          ) : null}
          {cart.licenceTerms.map((l) => (
            <div key={l.name} className="rounded-md border border-border p-3 text-sm" data-testid="licence-terms">
              <p className="font-medium">
                {t('shop.buy.licence')}: {l.name}
              </p>
              <p className="mt-1 whitespace-pre-line text-muted-foreground">{l.terms}</p>
              {l.termsUrl ? (
                <a href={l.termsUrl} rel="noopener" className="mt-1 inline-block text-gold underline-offset-4 hover:underline">
                  {t('shop.buy.termsLink')}
                </a>
              ) : null}
            </div>
          ))}
          <label className="flex cursor-pointer items-start gap-3 text-sm">
            <input type="checkbox" name="terms" defaultChecked={typed.terms === 'on'} aria-invalid={Boolean(problems.terms)} aria-describedby={problems.terms ? 'checkout-terms-problem' : undefined} className="mt-0.5 size-4 accent-[#d4a24c]" />
            <span>{t('shop.checkout.accept')}</span>
          </label>
          {problems.terms ? (
            <p id="checkout-terms-problem" role="alert" className="text-sm text-red-400" data-testid="field-problem">
              {problems.terms}
            </p>
          ) : null}
        </fieldset>
        <div>
          <button type="submit" disabled={busy} className={buttonClass('default', 'lg')}>
            {busy ? t('shop.checkout.placing') : t('shop.checkout.place')}
          </button>
        </div>
      </form>
    </section>
  );
}
