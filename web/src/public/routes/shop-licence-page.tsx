import { Download } from 'lucide-react';
import { useHydrated } from '../../lib/use-hydrated';
import { buttonClass } from '../../ui/button-class';
import { useAnswer } from '../lib/page-data';
import { PageFormFields, usePageForm } from '../lib/page-form';
import { useShopT } from '../lib/shop-messages';
import { Link, useParams } from '../router';
import { longDate } from './shop-order-page';

/**
 * A licence at its private address: who may use which photo how (the terms the buyer accepted),
 * and, once paid, the file with the licence in it. The download is a POST, so a link that is only
 * fetched (as mail scanners do) uses up no download.
 */
export default function ShopLicencePage() {
  const { t, language } = useShopT();
  const { token = '' } = useParams();
  const { data: licence } = useAnswer('shopLicence', { token, language });
  const download = usePageForm('download', '');
  const hydrated = useHydrated();
  if (!licence) return <p className="flex min-h-[60vh] items-center justify-center pt-16 text-muted-foreground">{licence === null ? t('shop.licence.notFound') : t('common.loading')}</p>;
  const problem = download.reply?.problems.download;
  const rows: [string, string][] = [
    [t('shop.licence.licensee'), licence.licensee],
    [t('shop.licence.type'), licence.name],
    [t('shop.licence.file'), t(`shop.buy.${licence.size}`)],
    [t('shop.licence.order'), licence.orderNumber],
    [t('shop.licence.photographer'), licence.photographer],
    [t('shop.licence.copyright'), licence.copyright],
  ];
  return (
    <section className="mx-auto min-h-[70vh] max-w-3xl px-4 pt-24 pb-16" data-testid="licence-page" data-hydrated={hydrated ? 'true' : undefined}>
      <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t('shop.licence.title', { title: licence.title })}</h1>
      <div className="mt-6 flex flex-col gap-6 sm:flex-row">
        {licence.thumbnailUrl ? <img src={licence.thumbnailUrl} alt="" className="size-40 shrink-0 rounded object-cover" /> : null}
        <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <h2 className="mt-8 font-serif text-xl font-semibold">{t('shop.licence.terms')}</h2>
      <p className="mt-1 text-xs text-muted-foreground">{t('shop.licence.accepted', { date: longDate(licence.acceptedAt, language) })}</p>
      <p className="mt-3 whitespace-pre-line" data-testid="licence-terms">
        {licence.terms}
      </p>
      {licence.termsUrl ? (
        <a href={licence.termsUrl} rel="noopener" className="mt-2 inline-block text-sm text-gold underline-offset-4 hover:underline">
          {t('shop.licence.termsLink')}
        </a>
      ) : null}
      <div className="mt-8 rounded-md border border-border p-4">
        {licence.paid ? (
          <>
            <form method="post" action={download.action}>
              <PageFormFields form="download" />
              <button type="submit" disabled={licence.downloadsLeft === 0} className={buttonClass('default', 'lg')} data-testid="licence-download">
                <Download aria-hidden="true" />
                {t('shop.licence.download')}
              </button>
            </form>
            {licence.downloadUntil ? <p className="mt-2 text-sm text-muted-foreground">{t('shop.licence.downloadsLeft', { count: licence.downloadsLeft, date: longDate(licence.downloadUntil, language) })}</p> : null}
          </>
        ) : (
          <p className="text-muted-foreground">{t('shop.licence.unpaid')}</p>
        )}
        {problem ? (
          <p role="alert" className="mt-2 text-sm text-red-400">
            {t(`shop.problems.${problem}`)}
          </p>
        ) : null}
      </div>
      <Link to={licence.orderUrl} className="mt-8 inline-block text-sm text-gold underline-offset-4 hover:underline">
        {t('shop.licence.backToOrder')}
      </Link>
    </section>
  );
}
