import { create } from 'zustand';
import type { Photo } from './gallery';

interface LightboxState {
  /** Photos already drawn (tiles, neighbours), by id: the viewer shows them without asking again. */
  known: Map<number, Photo>;
  /** Element that had focus when the viewer opened; focus returns there on close. */
  opener: HTMLElement | null;
  remember: (photos: Array<Photo | null | undefined>) => void;
  /** Remembers the photo and the focused element as a photo is opened. */
  opening: (photo: Photo) => void;
}

export const useLightbox = create<LightboxState>((set, get) => ({
  known: new Map(),
  opener: null,
  remember: (photos) => {
    const fresh = photos.filter((p): p is Photo => !!p && get().known.get(p.id) !== p);
    if (fresh.length === 0) return;
    const known = new Map(get().known);
    for (const p of fresh) known.set(p.id, p);
    set({ known });
  },
  opening: (photo) => {
    get().remember([photo]);
    set({ opener: typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null });
  },
}));
