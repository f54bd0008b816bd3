import { useLocation, useNavigate } from '../router';
import { matchPagePath } from '../page-paths';
import type { Photo } from './gallery';
import { useLanguage } from './language-context';
import { useLightbox } from './lightbox-store';
import { pageLocation } from './page-location';

/** History state of an address that shows a photo over the page it was opened from. */
interface ViewerState {
  background?: unknown;
  /** The photo was opened by a click here (a history entry of ours), not by arriving at its address. */
  opened?: boolean;
}

/** The id of the photo the address shows (/gallery/{id}), if any. */
export function usePhotoId(): string | null {
  const { pathname } = useLocation();
  const match = matchPagePath(pathname);
  return match.id === 'photo' ? (match.params.id ?? null) : null;
}

/**
 * The photo viewer follows the address: opening a photo goes to its own address (one history
 * entry), moving to the next one replaces it, and closing goes back, so Back closes the viewer
 * and Forward opens it again.
 */
export function usePhotoViewer() {
  const location = useLocation();
  const navigate = useNavigate();
  const { href } = useLanguage();
  const photoId = usePhotoId();
  const photos = useLightbox((s) => s.photos);
  const found = photoId === null ? -1 : photos.findIndex((p) => String(p.id) === photoId);
  const index = Math.max(0, found);
  const state = (location.state ?? {}) as ViewerState;
  const photoPath = (photo: Photo) => href(`/gallery/${photo.id}`);

  const show = (photo: Photo) => navigate(photoPath(photo), { replace: true, state });
  return {
    open: found >= 0,
    photos,
    index,
    /** Opens `list[i]` from a tile: the page stays drawn beneath. */
    openAt: (list: Photo[], i: number) => {
      const photo = list[i];
      if (!photo) return;
      useLightbox.getState().opening(list);
      navigate(photoPath(photo), { state: { background: pageLocation(location), opened: true } satisfies ViewerState });
    },
    // Navigation wraps at both ends.
    next: () => photos.length > 1 && show(photos[(index + 1) % photos.length]!),
    previous: () => photos.length > 1 && show(photos[(index - 1 + photos.length) % photos.length]!),
    close: () => {
      if (state.opened) navigate(-1);
      else navigate(href('/gallery'), { replace: true });
    },
  };
}
