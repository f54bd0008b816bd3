import { useEffect, useState } from 'react';
import { useAuthStore } from '../../lib/auth-store';
import { useAdminApi } from '../../lib/admin-context';

/**
 * A photo's thumbnail in the admin. A private photo's file is not on the public /media: it comes
 * from an admin path, fetched with the session's token and shown from memory.
 */
export function AdminThumb({ url, alt, className }: { url: string | null; alt: string; className?: string }) {
  const api = useAdminApi();
  const isPrivate = !!url && url.startsWith('/api/admin/');
  const [src, setSrc] = useState<string | null>(isPrivate ? null : url);
  useEffect(() => {
    if (!url || !isPrivate) {
      setSrc(url);
      return;
    }
    let objectUrl: string | null = null;
    let cancelled = false;
    void fetch(`${api.baseUrl}${url}`, { headers: { Authorization: `Bearer ${useAuthStore.getState().token ?? ''}` } })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, isPrivate, api.baseUrl]);
  return src ? <img src={src} alt={alt} loading="lazy" className={className} /> : <div className={`${className ?? ''} bg-muted`} role="img" aria-label={alt} />;
}
