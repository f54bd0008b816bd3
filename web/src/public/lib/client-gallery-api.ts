import type { ClientGalleryView, ClientOk, ClientPhoto, ClientSelectionSent } from '@portfolio/shared';
import { clientPaths } from '@portfolio/shared/client-gallery-paths';
import type { Language } from '@portfolio/shared/languages';
import type { Photo } from './gallery';

/** An answer that is not OK: its status and the server's message (in the visitor's language). */
export class ClientGalleryError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, language: Language, init: RequestInit = {}): Promise<T> {
  const url = `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
  const res = await fetch(url, { credentials: 'same-origin', ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new ClientGalleryError(res.status, body.message ?? res.statusText);
  return body as T;
}

/** The calls of a client gallery's page: all under /c/<token>, where its session cookie lives. */
export function clientGalleryApi(token: string, language: Language) {
  return {
    /** A page of the gallery; `refresh` looks again at a page shown (it counts no opening). */
    view: (cursor?: string | null, { refresh = false } = {}) => {
      const query = [cursor ? `cursor=${encodeURIComponent(cursor)}` : '', refresh ? 'refresh=1' : ''].filter(Boolean).join('&');
      return call<ClientGalleryView>(`${clientPaths.gallery(token)}${query ? `?${query}` : ''}`, language);
    },
    enter: (password: string) => call<ClientOk>(clientPaths.session(token), language, { method: 'POST', body: JSON.stringify({ password }) }),
    // keepalive: a comment saved as the page is being left still arrives.
    favourite: (itemId: number, comment: string | null) => call<ClientOk>(clientPaths.favourite(token, itemId), language, { method: 'PUT', body: JSON.stringify({ comment }), keepalive: true }),
    unfavourite: (itemId: number) => call<ClientOk>(clientPaths.favourite(token, itemId), language, { method: 'DELETE' }),
    sendSelection: () => call<ClientSelectionSent>(clientPaths.selection(token), language, { method: 'POST' }),
    unlockDownloads: (pin: string) => call<ClientOk>(clientPaths.unlock(token), language, { method: 'POST', body: JSON.stringify({ pin }) }),
  };
}

/** A client's photo in the shape the site's viewer draws. */
export function toViewerPhoto(p: ClientPhoto): Photo {
  const tile = p.image?.webp.find((s) => s.width >= 960) ?? p.image?.webp.at(-1);
  return {
    id: p.id,
    type: 'photo',
    src: p.image?.fallback ?? '',
    thumbnail: tile?.url ?? p.image?.fallback ?? '',
    alt: p.alt,
    title: p.title,
    description: null,
    altLang: p.altLang,
    titleLang: p.titleLang,
    location: '',
    country: null,
    date: new Date(0),
    categories: [],
    categorySlugs: [],
    width: p.width,
    height: p.height,
    image: p.image,
    camera: null,
    taken: null,
  };
}
