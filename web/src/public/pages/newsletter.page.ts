import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';

/** The pages behind the links in newsletter mail (confirm, unsubscribe): never cached, never indexed. */
export default definePage({
  id: 'newsletter',
  path: PAGE_PATHS.newsletter,
  Component: lazyPage(() => import('../routes/newsletter-page')),
  listed: false,
  uncached: true,
  load: !ONLY_ON_SERVER ? SERVER_ONLY : async ({ params: { action } }) => ({ answers: {}, found: action === 'confirm' || action === 'unsubscribe' }),
  title: ({ t, params }) => ({
    title: `${t(params.action === 'unsubscribe' ? 'newsletterPage.unsubscribeMetaTitle' : 'newsletterPage.confirmTitle')} — ${t('meta.siteName')}`,
    description: t('footer.newsletterSubtitle'),
  }),
  head: !ONLY_ON_SERVER ? SERVER_ONLY : () => ({ type: 'website', image: null, private: true }),
});
