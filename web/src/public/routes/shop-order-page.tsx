import type { OrderView } from '@portfolio/shared';
import { DATE_LOCALES, type Language } from '@portfolio/shared/languages';
import { formatVatRate } from '@portfolio/shared/shop-rules';
import { useHydrated } from '../../lib/use-hydrated';
import { buttonClass } from '../../ui/button-class';
import { useAnswer } from '../lib/page-data';
import { PageFormFields, usePageForm } from '../lib/page-form';
import { useShopT } from '../lib/shop-messages';
import { Link, useLocation, useParams } from '../router';

export const longDate = (iso: string, language: Language) => new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const STATUS_TONE: Record<OrderView['status'], string> = {
  awaiting_payment: 'border-amber-400/60 text-amber-300',
  paid: 'border-emerald-400/60 text-emerald-300',
  fulfilled: 'border-emerald-400/60 text-emerald-300',
  cancelled: 'border-red-400/60 text-red-300',
};

/** An order at its private address: its state, what was bought, and how to pay while it waits for payment. */
export default function ShopOrderPage() {
  const { t, language, href, price } = useShopT();
  const { token = '' } = useParams();
  const { search } = useLocation();
  const { data: order } = useAnswer('shopOrder', { token, language });
  const pay = usePageForm('pay', '');
  const hydrated = useHydrated();
  const query = new URLSearchParams(search);
  if (!order) return <p className="flex min-h-[60vh] items-center justify-center pt-16 text-muted-foreground">{order === null ? t('shop.order.notFound') : t('common.loading')}</p>;
  const card = query.get('card');
  const payProblem = pay.reply?.problems.method;
  return (
    <section className="mx-auto min-h-[70vh] max-w-3xl px-4 pt-24 pb-16" data-testid="order-page" data-status={order.status} data-hydrated={hydrated ? 'true' : undefined}>
      {query.get('placed') ? (
        <div role="status" className="mb-8 rounded-md border border-gold/40 bg-gold/10 p-4" data-testid="order-placed">
          <p className="font-semibold">{t('shop.order.placed', { number: order.number })}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('shop.order.placedNote', { email: order.buyerEmail })}</p>
        </div>
      ) : null}
      {card === 'done' && order.status === 'awaiting_payment' ? <p className="mb-6 rounded-md border border-border p-3 text-sm">{t('shop.order.cardDone')}</p> : null}
      {card === 'cancelled' && order.status === 'awaiting_payment' ? <p className="mb-6 rounded-md border border-border p-3 text-sm">{t('shop.order.cardCancelled')}</p> : null}
      {(card === 'failed' || payProblem) && order.status === 'awaiting_payment' ? (
        <p role="alert" className="mb-6 text-sm text-red-400">
          {t(`shop.problems.${payProblem ?? 'cardFailed'}`)}
        </p>
      ) : null}
      <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t('shop.order.title', { number: order.number })}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <span className={`rounded-full border px-3 py-0.5 font-medium ${STATUS_TONE[order.status]}`} data-testid="order-status">
          {t(`shop.order.status.${order.status}`)}
        </span>
        <span>{t('shop.order.placedOn', { date: longDate(order.createdAt, language) })}</span>
        {order.paidAt ? <span>{t('shop.order.paidOn', { date: longDate(order.paidAt, language) })}</span> : null}
        {order.shippedAt ? <span>{t('shop.order.shippedOn', { date: longDate(order.shippedAt, language) })}</span> : null}
        {order.cancelledAt ? <span>{t('shop.order.cancelledOn', { date: longDate(order.cancelledAt, language) })}</span> : null}
      </p>
      {order.tracking ? <p className="mt-2 whitespace-pre-line text-sm">{t('shop.order.tracking', { tracking: order.tracking })}</p> : null}

      {order.payment ? (
        <div className="mt-8 rounded-md border border-border p-4" data-testid="order-payment">
          {order.canPayByCard ? (
            <form method="post" action={pay.action} className="mb-4">
              <PageFormFields form="pay" />
              <button type="submit" className={buttonClass('default', 'lg')}>
                {t('shop.order.payByCard')}
              </button>
            </form>
          ) : null}
          <h2 className="font-serif text-xl font-semibold">{order.canPayByCard ? t('shop.order.orBank') : t('shop.order.howToPay')}</h2>
          <p className="mt-2">{t('shop.order.payAmount', { amount: price(order.totalMinor, order.currency), date: order.payment.dueDate })}</p>
          {order.payment.bankDetails ? <p className="mt-2 whitespace-pre-line font-mono text-sm">{order.payment.bankDetails}</p> : <p className="mt-2 text-sm text-muted-foreground">{t('shop.order.noBankDetails')}</p>}
          <p className="mt-2 font-semibold" data-testid="order-reference">
            {t('shop.order.reference', { reference: order.payment.reference })}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{t('shop.order.referenceNote')}</p>
        </div>
      ) : null}

      <h2 className="mt-10 font-serif text-xl font-semibold">{t('shop.order.lines')}</h2>
      <ul className="mt-3 divide-y divide-border border-y border-border">
        {order.lines.map((l) => (
          <li key={l.id} className="flex gap-4 py-3" data-testid="order-line">
            {l.thumbnailUrl ? <img src={l.thumbnailUrl} alt="" className="size-16 shrink-0 rounded object-cover" loading="lazy" /> : null}
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {l.quantity} × {l.title}
              </p>
              <p className="text-sm text-muted-foreground">{l.label}</p>
              {l.licenceUrl ? (
                <Link to={l.licenceUrl} className="mt-1 inline-block text-sm text-gold underline-offset-4 hover:underline" data-testid="licence-link">
                  {t('shop.order.openLicence')}
                </Link>
              ) : null}
            </div>
            <p className="whitespace-nowrap tabular-nums">{price(l.lineMinor, order.currency)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-right text-lg font-semibold" data-testid="order-total">
        {t('shop.cart.total')}: {price(order.totalMinor, order.currency)}
      </p>
      <p className="text-right text-sm text-muted-foreground">{t('shop.cart.vat', { rate: formatVatRate(order.vatRateBp, language), amount: price(order.vatMinor, order.currency) })}</p>

      <div className="mt-8 grid gap-6 text-sm sm:grid-cols-2">
        <div>
          <h2 className="font-semibold">{t('shop.order.buyer')}</h2>
          <p className="mt-1 text-muted-foreground">
            {order.buyerName}
            <br />
            {order.buyerEmail}
          </p>
        </div>
        {order.address.length ? (
          <div>
            <h2 className="font-semibold">{t('shop.order.address')}</h2>
            <p className="mt-1 text-muted-foreground">
              {order.address.map((line, i) => (
                <span key={i} className="block">
                  {line}
                </span>
              ))}
            </p>
          </div>
        ) : null}
      </div>
      <Link to={href('gallery')} className="mt-10 inline-block text-sm text-gold underline-offset-4 hover:underline">
        {t('shop.cart.browse')}
      </Link>
    </section>
  );
}
