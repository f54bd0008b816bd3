import { create } from 'zustand';
import type { Photo } from './gallery';

interface LightboxState {
  /** The list the open photo belongs to (the filtered list it was opened from). */
  photos: Photo[];
  /** Element that had focus when the viewer opened; focus returns there on close. */
  opener: HTMLElement | null;
  setPhotos: (photos: Photo[]) => void;
  /** Remembers the list and the focused element as a photo is opened. */
  opening: (photos: Photo[]) => void;
}

export const useLightbox = create<LightboxState>((set) => ({
  photos: [],
  opener: null,
  setPhotos: (photos) => set({ photos }),
  opening: (photos) =>
    set({
      photos,
      opener: typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
    }),
}));
