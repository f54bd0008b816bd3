import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';

/** The visitor's cart (its cookie): drawn for that visitor only, never cached or indexed. */
export default definePage({
  id: 'cart',
  path: PAGE_PATHS.cart,
  Component: lazyPage(() => import('../routes/shop-cart-page')),
  listed: false,
  uncached: true,
  load: !ONLY_ON_SERVER ? SERVER_ONLY : async ({ answer, language }) => {
        // The cart of the visitor's cookie: this page is never cached.
        await answer('shopCart', { language });
        return { found: true };
      },
  title: ({ t }) => ({ title: `${t('shopMeta.cart')} — ${t('meta.siteName')}`, description: t('shopMeta.cartDescription') }),
  head: !ONLY_ON_SERVER ? SERVER_ONLY : () => ({ type: 'website', image: null, private: true }),
});
