import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';

/** A licence at its unguessable address: the terms its buyer accepted, and its file once paid. Never listed, cached, indexed or counted. */
export default definePage({
  id: 'licence',
  path: PAGE_PATHS.licence,
  Component: lazyPage(() => import('../routes/shop-licence-page')),
  listed: false,
  uncached: true,
  unseen: true,
  load: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : async ({ answer, language, params: { token = '' } }) => ({ found: (await answer('shopLicence', { token, language })) !== null }),
  title: ({ t }) => ({ title: `${t('shopMeta.licence')} — ${t('meta.siteName')}`, description: t('shopMeta.licenceDescription') }),
  head: !ONLY_ON_SERVER ? SERVER_ONLY : () => ({ type: 'website', image: null, private: true }),
});
