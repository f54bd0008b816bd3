import { filterOfSearch, filterSearch, type GalleryFilter } from '@portfolio/shared/gallery-filter';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from '../router';
import { toPhoto, type Photo } from './gallery';
import { useLanguage } from './language-context';
import { useLightbox } from './lightbox-store';
import { pageLocation } from './page-location';
import { usePhotoId } from './photo-id';
import { useAnswer } from './page-data';

/** History state of an address that shows a photo over the page it was opened from. */
interface ViewerState {
  background?: unknown;
  /** The photo was opened by a click here (a history entry of ours), not by arriving at its address. */
  opened?: boolean;
}

/**
 * The photo viewer follows the address: opening a photo goes to its own address (one history
 * entry), moving to the next one replaces it, and closing goes back, so Back closes the viewer
 * and Forward opens it again. The address carries the gallery's filter (/gallery/{id}?country=…):
 * previous, next (wrapping at both ends) and the counter come from the server over the whole
 * filtered set, not from the tiles loaded so far.
 */
export function usePhotoViewer() {
  const location = useLocation();
  const navigate = useNavigate();
  const { href, language, t } = useLanguage();
  const photoId = usePhotoId();
  const filterKey = photoId === null ? '' : filterSearch(filterOfSearch(location.search));
  const filter = useMemo(() => filterOfSearch(filterKey), [filterKey]);
  const known = useLightbox((s) => (photoId === null ? undefined : s.known.get(Number(photoId))));
  const unknown = t('common.unknown');
  const item = useAnswer('galleryItem', photoId !== null && !known ? { id: Number(photoId), language } : null);
  const around = useAnswer('galleryNeighbours', photoId === null ? null : { id: Number(photoId), language, ...filter }, { keepPrevious: true });
  const photo = known ?? (item.data ? toPhoto(item.data, undefined, unknown) : undefined);
  const n = around.data;
  const previous = useMemo(() => (n?.previous ? toPhoto(n.previous, undefined, unknown) : null), [n, unknown]);
  const next = useMemo(() => (n?.next ? toPhoto(n.next, undefined, unknown) : null), [n, unknown]);
  useEffect(() => useLightbox.getState().remember([previous, next]), [previous, next]);
  const state = (location.state ?? {}) as ViewerState;
  const photoPath = (p: Pick<Photo, 'id'>, f: GalleryFilter = filter) => {
    const search = filterSearch(f);
    return href('photo', { id: p.id }, search);
  };
  const show = (p: Photo | null) => p && navigate(photoPath(p), { replace: true, state });
  return {
    open: photoId !== null && photo !== undefined,
    photo,
    previous,
    next,
    /** 1-based place of the photo in the filtered set, and the set's size (once the server said). */
    position: n?.position ?? 0,
    total: n?.total ?? 0,
    photoPath,
    /** Opens `photo` from a tile of a list filtered by `listFilter`: the page stays drawn beneath. */
    openAt: (p: Photo, listFilter: GalleryFilter) => {
      useLightbox.getState().opening(p);
      navigate(photoPath(p, listFilter), { state: { background: pageLocation(location), opened: true } satisfies ViewerState });
    },
    /** The gallery the photo belongs to, with its filter. */
    galleryPath: href('gallery', {}, filterKey),
    goNext: () => show(next),
    goPrevious: () => show(previous),
    close: () => {
      if (state.opened) navigate(-1);
      else navigate(href('gallery', {}, filterKey), { replace: true });
    },
  };
}
