import { API, FediBlockResultSchema, FediFollowersPageSchema, type FediFollower, FediOverviewSchema, FediverseHandleSchema, SiteSettingsSchema } from '@portfolio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, Trash2, Users } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useConfirm } from '../../ui/alert-dialog';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { toast } from '../../ui/toast';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { FieldError } from '../components/field-error';
import { EmptyState, LoadingState, PageHeader } from '../components/page-header';
import { toastFailure, useAdminQuery } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';
import { useAdminApi } from '../lib/admin-context';
import { formatDate, formatDateTime } from '../lib/format';

const keys = { overview: ['admin', 'fediverse'] as const, followers: ['admin', 'fediverse', 'followers'] as const };
const PAGE = 50;

/**
 * Fediverse: the site's account (its handle), its followers (count, instance, date; remove one),
 * the instances they are on (block one), blocked instances, and the posts waiting to be delivered.
 */
export function FediverseScreen() {
  const t = useAdminT();
  const api = useAdminApi();
  const { confirm, dialog } = useConfirm();
  const queryClient = useQueryClient();
  const overview = useAdminQuery(keys.overview, API.admin.fediverse, FediOverviewSchema, { refetchInterval: 10_000 });
  const [followers, setFollowers] = useState<FediFollower[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [handle, setHandle] = useState<string | null>(null);
  const [handleError, setHandleError] = useState<string | undefined>();
  const [host, setHost] = useState('');
  const [hostError, setHostError] = useState<string | undefined>();

  const loadFollowers = async (cursor: string | null) => {
    const page = await api.get(`${API.admin.fediFollowers}?limit=${PAGE}${cursor ? `&cursor=${cursor}` : ''}`, FediFollowersPageSchema);
    setFollowers((list) => (cursor ? [...list, ...page.items] : page.items));
    setNext(page.nextCursor);
  };
  useEffect(() => {
    loadFollowers(null).catch((e) => toastFailure(e, t('fediverse.loadFailed')));
  }, []);
  useEffect(() => {
    if (overview.data && handle === null) setHandle(overview.data.handle);
  }, [overview.data, handle]);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: keys.overview });
    await loadFollowers(null);
  };

  const saveHandle = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = FediverseHandleSchema.safeParse(handle ?? '');
    if (!parsed.success) return setHandleError(parsed.error.issues[0]?.message);
    if (overview.data && overview.data.followers > 0 && parsed.data !== overview.data.handle && !(await confirm({ title: t('fediverse.handleChangeTitle'), description: t('fediverse.handleChangeText'), confirmLabel: t('fediverse.save'), cancelLabel: t('fediverse.cancel'), destructive: false }))) return;
    try {
      await api.send('PUT', API.admin.settings, { fediverseHandle: parsed.data }, SiteSettingsSchema);
      setHandleError(undefined);
      toast({ title: t('fediverse.saved') });
      await queryClient.invalidateQueries({ queryKey: keys.overview });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setHandleError(err.serverMessage ?? err.message);
      else toastFailure(err, t('fediverse.saveFailed'));
    }
  };

  const block = async (target: string) => {
    if (!(await confirm({ title: t('fediverse.blockTitle', { host: target }), description: t('fediverse.blockText'), confirmLabel: t('fediverse.block'), cancelLabel: t('fediverse.cancel'), destructive: true }))) return;
    try {
      const res = await api.send('POST', API.admin.fediBlocked, { host: target }, FediBlockResultSchema);
      setHost('');
      setHostError(undefined);
      toast({ title: t('fediverse.blocked', { host: res.host, count: res.followersRemoved }) });
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setHostError(err.serverMessage ?? err.message);
      else toastFailure(err, t('fediverse.blockFailed'));
    }
  };

  const unblock = async (target: string) => {
    try {
      await api.call('DELETE', API.admin.fediBlockedHost(target));
      await refresh();
    } catch (err) {
      toastFailure(err, t('fediverse.unblockFailed'));
    }
  };

  const remove = async (f: FediFollower) => {
    if (!(await confirm({ title: t('fediverse.removeTitle', { handle: f.handle }), description: t('fediverse.removeText'), confirmLabel: t('fediverse.remove'), cancelLabel: t('fediverse.cancel'), destructive: true }))) return;
    try {
      await api.call('DELETE', API.admin.fediFollower(f.id));
      setFollowers((list) => list.filter((x) => x.id !== f.id));
      await queryClient.invalidateQueries({ queryKey: keys.overview });
    } catch (err) {
      toastFailure(err, t('fediverse.removeFailed'));
    }
  };

  const o = overview.data;
  if (!o) return <LoadingState label={t('fediverse.loading')} />;
  return (
    <div>
      {dialog}
      <PageHeader title={t('fediverse.title')} description={t('fediverse.description')} />
      <div className="grid max-w-4xl gap-6">
        <Card className="grid gap-3 p-6">
          <h2 className="text-lg font-semibold">{t('fediverse.account')}</h2>
          <p className="text-sm" data-testid="fedi-account">
            {o.account ? t('fediverse.accountIs', { account: o.account }) : t('fediverse.accountOff')}
          </p>
          <form onSubmit={saveHandle} noValidate className="grid gap-2 sm:max-w-md">
            <Label htmlFor="fedi-handle">{t('fediverse.handle')}</Label>
            <Input id="fedi-handle" name="fediverseHandle" value={handle ?? ''} aria-invalid={!!handleError} onChange={(e) => setHandle(e.target.value)} />
            <p className="text-xs text-muted-foreground">{t('fediverse.handleHint')}</p>
            <FieldError message={handleError} />
            <div>
              <Button type="submit">{t('fediverse.save')}</Button>
            </div>
          </form>
        </Card>

        <Card className="grid gap-3 p-6">
          <h2 className="text-lg font-semibold" data-testid="fedi-followers-count">
            {t('fediverse.followers', { count: o.followers })}
          </h2>
          {o.instances.length > 0 ? (
            <ul className="flex flex-wrap gap-2 text-sm">
              {o.instances.map((i) => (
                <li key={i.host} className="flex items-center gap-2 rounded border px-2 py-1">
                  <span>{t('fediverse.onInstance', { host: i.host, count: i.followers })}</span>
                  <Button type="button" size="sm" variant="ghost" onClick={() => void block(i.host)} aria-label={t('fediverse.blockTitle', { host: i.host })}>
                    <Ban className="size-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {followers.length === 0 ? (
            <EmptyState icon={<Users className="size-6" />} title={t('fediverse.noFollowers')} hint={o.account ? t('fediverse.noFollowersHint', { account: o.account }) : undefined} />
          ) : (
            <table className="w-full text-sm" data-testid="fedi-followers">
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th className="py-1 font-normal">{t('fediverse.follower')}</th>
                  <th className="py-1 font-normal">{t('fediverse.instance')}</th>
                  <th className="py-1 font-normal">{t('fediverse.since')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {followers.map((f) => (
                  <tr key={f.id} className="border-t">
                    <td className="py-2">
                      <a href={f.actorUrl} target="_blank" rel="noopener noreferrer" className="underline-offset-2 hover:underline">
                        {f.name ? `${f.name} ` : ''}
                        <span className="text-muted-foreground">{f.handle}</span>
                      </a>
                    </td>
                    <td className="py-2">{f.host}</td>
                    <td className="py-2">{formatDate(f.followedAt)}</td>
                    <td className="py-2 text-right">
                      <Button type="button" size="sm" variant="ghost" onClick={() => void remove(f)} aria-label={t('fediverse.removeTitle', { handle: f.handle })}>
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {next ? (
            <div>
              <Button type="button" variant="outline" onClick={() => void loadFollowers(next)}>
                {t('fediverse.loadMore')}
              </Button>
            </div>
          ) : null}
        </Card>

        <Card className="grid gap-3 p-6">
          <h2 className="text-lg font-semibold">{t('fediverse.waitingTitle')}</h2>
          <p className="text-sm text-muted-foreground" data-testid="fedi-waiting">
            {t('fediverse.waitingSummary', { count: o.waitingTotal, minutes: o.spreadMinutes })} {t('fediverse.queued', { count: o.deliveriesQueued, changes: o.changesWaiting })}
          </p>
          {o.waiting.length > 0 ? (
            <ol className="grid gap-1 text-sm" data-testid="fedi-waiting-list">
              {o.waiting.map((w) => (
                <li key={`${w.kind}-${w.refId}`} className="flex items-center gap-3">
                  {w.thumbnailUrl ? <img src={w.thumbnailUrl} alt="" className="size-10 rounded object-cover" /> : null}
                  <span className="min-w-0 flex-1 truncate">{w.title || t(w.kind === 'photo' ? 'fediverse.untitledPhoto' : 'fediverse.untitledPost')}</span>
                  <span className="text-muted-foreground">{formatDateTime(w.expectedAt)}</span>
                </li>
              ))}
            </ol>
          ) : null}
          {o.lastExpectedAt && o.waitingTotal > o.waiting.length ? (
            <p className="text-sm text-muted-foreground" data-testid="fedi-waiting-more">
              {t('fediverse.waitingMore', { count: o.waitingTotal - o.waiting.length, at: formatDateTime(o.lastExpectedAt) })}
            </p>
          ) : null}
        </Card>

        <Card className="grid gap-3 p-6">
          <h2 className="text-lg font-semibold">{t('fediverse.blockedTitle')}</h2>
          <form
            noValidate
            className="grid gap-2 sm:max-w-md"
            onSubmit={(e) => {
              e.preventDefault();
              void block(host.trim());
            }}
          >
            <Label htmlFor="fedi-block">{t('fediverse.blockLabel')}</Label>
            <Input id="fedi-block" name="host" value={host} placeholder="mastodon.example" aria-invalid={!!hostError} onChange={(e) => setHost(e.target.value)} />
            <FieldError message={hostError} />
            <div>
              <Button type="submit" variant="destructive">
                {t('fediverse.block')}
              </Button>
            </div>
          </form>
          {o.blocked.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('fediverse.noneBlocked')}</p>
          ) : (
            <ul className="grid gap-1 text-sm" data-testid="fedi-blocked">
              {o.blocked.map((b) => (
                <li key={b.host} className="flex items-center gap-3">
                  <span className="flex-1">{b.host}</span>
                  <span className="text-muted-foreground">{formatDate(b.blockedAt)}</span>
                  <Button type="button" size="sm" variant="outline" onClick={() => void unblock(b.host)}>
                    {t('fediverse.unblock')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
