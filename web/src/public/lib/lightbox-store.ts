import { create } from 'zustand';
import type { Photo } from './gallery';

interface LightboxState {
  open: boolean;
  photos: Photo[];
  index: number;
  /** Element that had focus when the lightbox opened; focus returns there on close. */
  opener: HTMLElement | null;
  /** The open-photo event: the photo's index in the filtered list it was clicked in. */
  openAt: (photos: Photo[], index: number) => void;
  close: () => void;
  next: () => void;
  previous: () => void;
}

export const useLightbox = create<LightboxState>((set, get) => ({
  open: false,
  photos: [],
  index: 0,
  opener: null,
  openAt: (photos, index) =>
    set({
      open: photos.length > 0,
      photos,
      index: Math.max(0, Math.min(index, photos.length - 1)),
      opener: typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
    }),
  close: () => set({ open: false }),
  // Navigation wraps at both ends.
  next: () => {
    const { photos, index } = get();
    if (photos.length > 1) set({ index: (index + 1) % photos.length });
  },
  previous: () => {
    const { photos, index } = get();
    if (photos.length > 1) set({ index: (index - 1 + photos.length) % photos.length });
  },
}));
