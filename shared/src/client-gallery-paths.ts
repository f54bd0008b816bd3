// No zod here: the client gallery's page reads these and loads nothing it does not draw.

/** The address of a client gallery's page and of its API, files and downloads (cookie path: /c/<token>). */
export const clientPaths = {
  page: (language: string, token: string) => `/${language}/c/${token}`,
  base: (token: string) => `/c/${token}`,
  session: (token: string) => `/c/${token}/api/session`,
  gallery: (token: string) => `/c/${token}/api/gallery`,
  favourite: (token: string, itemId: number) => `/c/${token}/api/favourites/${itemId}`,
  selection: (token: string) => `/c/${token}/api/selection`,
  unlock: (token: string) => `/c/${token}/api/downloads/unlock`,
  /** One photo; `size` web or original (without it, the largest offered). */
  download: (token: string, itemId: number, size?: 'web' | 'original') => `/c/${token}/download/${itemId}${size ? `?size=${size}` : ''}`,
  zip: (token: string, which: 'all' | 'favourites', size?: 'web' | 'original') => `/c/${token}/download.zip?photos=${which}${size ? `&size=${size}` : ''}`,
  file: (token: string, name: string) => `/c/${token}/media/${name}`,
};
