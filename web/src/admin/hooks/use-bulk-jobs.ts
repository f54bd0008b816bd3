import { API, GalleryBulkJobSchema, type GalleryBulkJob, type GalleryBulkJobRequest } from '@portfolio/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { useAdminApi } from '../lib/admin-context';
import { toastFailure } from './use-admin-query';

const activeKey = ['admin', 'gallery', 'bulk-jobs'] as const;

/**
 * The gallery's bulk jobs: `start` records one on the server, `active` are those still running
 * (asked again every ~second while there are any, so the progress shows after a reload too), and
 * `onFinished` hears of each job this screen saw running once it is done.
 */
export function useBulkJobs(onFinished: (job: GalleryBulkJob) => void, failedTitle: string) {
  const api = useAdminApi();
  const watched = useRef(new Set<number>());
  const active = useQuery({
    queryKey: activeKey,
    queryFn: () => api.get(API.admin.galleryBulkJobs, z.array(GalleryBulkJobSchema)),
    refetchInterval: (q) => (q.state.data?.length || watched.current.size ? 700 : false),
  });
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    const running = new Set((active.data ?? []).map((j) => j.id));
    for (const job of active.data ?? []) watched.current.add(job.id);
    for (const id of [...watched.current]) {
      if (running.has(id)) continue;
      watched.current.delete(id);
      void api.get(API.admin.galleryBulkJob(id), GalleryBulkJobSchema).then((job) => finished.current(job), () => undefined);
    }
  }, [active.data, api]);

  const start = useMutation({
    mutationFn: (request: GalleryBulkJobRequest) => api.send('POST', API.admin.galleryBulkJobs, request, GalleryBulkJobSchema),
    onSuccess: (job) => {
      if (job.status === 'done' || job.status === 'failed') return finished.current(job);
      watched.current.add(job.id);
      void active.refetch();
    },
    onError: (error) => toastFailure(error, failedTitle),
  });
  return { active: active.data ?? [], start: start.mutate, starting: start.isPending };
}
