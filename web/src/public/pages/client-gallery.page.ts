import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';
import { CLIENT_GALLERY_STATUS } from '../routing';

/**
 * A client gallery (/c/{token}): the address is the secret, so the page is never listed, cached,
 * indexed or counted. The server says only whether the address answers; the photos come from the
 * gallery's own API, behind its password.
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
    : async ({ clientGalleryStatus, params: { token = '' } }) => {
        const status = await clientGalleryStatus(token);
        return { answers: { [CLIENT_GALLERY_STATUS]: status }, found: status !== 'missing', status: status === 'gone' ? 410 : undefined };
      },
  title: ({ t }) => ({ title: t('clientGallery.metaTitle'), description: t('clientGallery.metaDescription') }),
  head: !ONLY_ON_SERVER ? SERVER_ONLY : () => ({ type: 'website', image: null, private: true }),
});
