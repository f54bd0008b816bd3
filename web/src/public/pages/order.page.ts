import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';

/** An order at its unguessable address: its state, lines and how to pay. Never listed, cached, indexed or counted. */
export default definePage({
  id: 'order',
  path: PAGE_PATHS.order,
  Component: lazyPage(() => import('../routes/shop-order-page')),
  listed: false,
  uncached: true,
  unseen: true,
  load: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : async ({ answer, language, params: { token = '' } }) => ({ found: (await answer('shopOrder', { token, language })) !== null }),
  title: ({ t }) => ({ title: `${t('shopMeta.order')} — ${t('meta.siteName')}`, description: t('shopMeta.orderDescription') }),
  head: !ONLY_ON_SERVER ? SERVER_ONLY : () => ({ type: 'website', image: null, private: true }),
});
