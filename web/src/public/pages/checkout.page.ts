import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';

/** The checkout of the visitor's cart: their details, the terms and the payment. Never cached or indexed. */
export default definePage({
  id: 'checkout',
  path: PAGE_PATHS.checkout,
  Component: lazyPage(() => import('../routes/shop-checkout-page')),
  listed: false,
  uncached: true,
  load: !ONLY_ON_SERVER ? SERVER_ONLY : async ({ answer, language }) => {
        // The cart of the visitor's cookie: this page is never cached.
        await answer('shopCart', { language });
        return { found: true };
      },
  title: ({ t }) => ({ title: `${t('shopMeta.checkout')} — ${t('meta.siteName')}`, description: t('shopMeta.checkoutDescription') }),
  head: !ONLY_ON_SERVER ? SERVER_ONLY : () => ({ type: 'website', image: null, private: true }),
});
