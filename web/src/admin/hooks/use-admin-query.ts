import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../ui/toast';
import { isUnauthorized } from '../lib/admin-api';
import { useAdminApi } from '../lib/admin-context';

export const queryKeys = {
  stats: ['admin', 'stats'],
  blogPosts: ['admin', 'blog'],
  blogPost: (id: number | string) => ['admin', 'blog', String(id)],
  /** The server-paged lists (infinite queries; the plain keys above hold whole lists or items). */
  blogPostPages: ['admin', 'blog', 'paged'],
  categoryPages: ['admin', 'categories', 'paged'],
  heroImagePages: ['admin', 'hero-images', 'paged'],
  messagePages: ['admin', 'messages', 'paged'],
  galleryItems: ['admin', 'gallery'],
  galleryItem: (id: number | string) => ['admin', 'gallery', String(id)],
  categories: ['admin', 'categories'],
  collections: ['admin', 'collections'],
  collection: (id: number | string) => ['admin', 'collections', String(id)],
  heroImages: ['admin', 'hero-images'],
  users: ['admin', 'users'],
  messages: ['admin', 'messages'],
  backups: ['admin', 'backups'],
  settings: ['admin', 'settings'],
  clientGalleries: ['admin', 'client-galleries'],
  clientGallery: (id: number | string) => ['admin', 'client-galleries', String(id)],
  siteTexts: ['admin', 'site-texts'],
} as const;

/** Shows a destructive toast when `error` is set (a 401 is not shown: the user is sent to log in). */
export function useErrorToast(error: unknown, title: string) {
  useEffect(() => {
    if (error && !isUnauthorized(error)) toast({ title, variant: 'destructive' });
  }, [error, title]);
}

/** A GET of an admin path parsed with a shared schema; a failure shows `errorTitle`. */
export function useAdminQuery<S extends z.ZodType>(
  key: QueryKey,
  path: string,
  schema: S,
  options: { errorTitle?: string; enabled?: boolean; refetchInterval?: number } = {},
) {
  const api = useAdminApi();
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.get(path, schema),
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
  });
  useErrorToast(options.errorTitle ? query.error : null, options.errorTitle ?? '');
  return query;
}

/** Toast for a failed change, unless the session expired (then the login screen explains it). */
export function toastFailure(error: unknown, title: string, description?: string) {
  if (isUnauthorized(error)) return;
  toast({ title, description, variant: 'destructive' });
}

/**
 * DELETE of one row by its id: a toast either way (with the server's reason when `withReason`),
 * and the lists that show the row asked again.
 */
export function useDeleteById(
  path: (id: number) => string,
  { deleted, failed, refresh, withReason = false, onDeleted }: { deleted: string; failed: string; refresh: QueryKey[]; withReason?: boolean; onDeleted?: (id: number) => void },
) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('DELETE', path(id)),
    onSuccess: (_, id) => {
      toast({ title: deleted });
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
      onDeleted?.(id);
    },
    onError: (error) => toastFailure(error, failed, withReason ? errorMessage(error, '') || undefined : undefined),
  });
}
