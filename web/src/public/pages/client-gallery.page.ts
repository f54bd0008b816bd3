import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';
import { cursorOf } from '../lib/list-cursor';
import { CLIENT_GALLERY_STATUS, CLIENT_GALLERY_VIEW } from '../routing';

/**
 * A client gallery (/c/{token}): the address is the secret, so the page is never listed, cached,
 * indexed or counted. The server draws the photos (from `?cursor=`, so "Load more" works without
 * scripts) for a visitor who gave the password (its session cookie reaches this page) or when there
 * is none; else it says only whether the address answers.
 */
export default definePage({
  id: 'clientGallery',
  path: PAGE_PATHS.clientGallery,
  Component: lazyPage(() => import('../routes/client-gallery-page')),
  listed: false,
  uncached: true,
  unseen: true,
  load: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : async ({ clientGalleryStatus, clientGalleryView, params: { token = '' }, search }) => {
        const status = await clientGalleryStatus(token);
        const view = status === 'open' ? await clientGalleryView(token, cursorOf(search)) : null;
        return { answers: { [CLIENT_GALLERY_STATUS]: status, [CLIENT_GALLERY_VIEW]: view }, found: status !== 'missing', status: status === 'gone' ? 410 : undefined };
      },
  title: ({ t }) => ({ title: t('clientGallery.metaTitle'), description: t('clientGallery.metaDescription') }),
  head: !ONLY_ON_SERVER ? SERVER_ONLY : () => ({ type: 'website', image: null, private: true }),
});
