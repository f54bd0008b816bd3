import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminUserCreateSchema,
  AdminUserListItemSchema,
  AdminUserSchema,
  AdminUserUpdateSchema,
  API,
  DEFAULT_ADMIN_USERNAME,
  type AdminUser,
  type AdminUserListItem,
} from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone, Pencil, Trash2, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useConfirm } from '../../ui/alert-dialog';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { toast } from '../../ui/toast';
import { FieldError } from '../components/field-error';
import { SaveCancelFooter } from '../components/save-cancel-footer';
import { EmptyState, LoadingState, NewButton, PageHeader } from '../components/page-header';
import { queryKeys, toastFailure, useAdminQuery, useDeleteById } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';
import { useAdminApi } from '../lib/admin-context';
import { useAuthStore } from '../lib/auth-store';
import { formatDateTime, formatShortDate } from '../lib/format';

interface UserFormValues {
  username: string;
  fullName: string;
  password: string;
  currentPassword: string;
}

type UserPayload = z.output<typeof AdminUserUpdateSchema>;

export const isDefaultAdmin = (user: Pick<AdminUser, 'username'>) => user.username === DEFAULT_ADMIN_USERNAME;

function UserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const schema = user ? AdminUserUpdateSchema : AdminUserCreateSchema;
  const form = useForm<UserFormValues, unknown, UserPayload>({
    resolver: zodResolver(schema) as unknown as Resolver<UserFormValues, unknown, UserPayload>,
    defaultValues: { username: user?.username ?? '', fullName: user?.fullName ?? '', password: '', currentPassword: '' },
  });
  const { errors } = form.formState;
  // Changing one's own password asks for the current one (the server checks it).
  const myId = useAuthStore((s) => s.user?.id);
  const isSelf = !!user && myId === user.id;
  const save = useMutation({
    mutationFn: (payload: UserPayload) =>
      user ? api.send('PUT', API.admin.user(user.id), payload, AdminUserSchema) : api.send('POST', API.admin.users, payload, AdminUserSchema),
    onSuccess: (saved) => {
      toast({ title: user ? t('users.updatedToast') : t('users.createdToast') });
      // Renaming yourself updates the welcome line.
      const me = useAuthStore.getState();
      if (me.user && me.token && me.user.id === saved.id) me.login(me.token, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users });
      onClose();
    },
    onError: (error) => {
      // The server's reason goes next to its field (a wrong current password, a common password).
      const issues = error instanceof ApiError ? (error.issues ?? []) : [];
      for (const issue of issues) {
        if (issue.path === 'password' || issue.path === 'currentPassword') form.setError(issue.path, { message: issue.message });
      }
      toastFailure(error, errorMessage(error, t('users.saveFailed')));
    },
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{user ? t('users.editTitle') : t('users.newTitle')}</DialogTitle>
          <DialogDescription className="sr-only">{t('users.title')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.handleSubmit((payload) => save.mutate(payload))} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor="user-username">{t('users.username')}</Label>
            <Input id="user-username" autoComplete="off" aria-invalid={!!errors.username} {...form.register('username')} />
            <FieldError message={errors.username?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="user-fullname">{t('users.fullName')}</Label>
            <Input id="user-fullname" autoComplete="off" {...form.register('fullName')} />
            <FieldError message={errors.fullName?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="user-password">{t('users.password')}</Label>
            <Input
              id="user-password"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!errors.password}
              aria-describedby={user ? 'user-password-hint' : undefined}
              {...form.register('password')}
            />
            {user ? (
              <p id="user-password-hint" className="text-xs text-muted-foreground">
                {t('users.passwordHint')}
              </p>
            ) : null}
            <FieldError message={errors.password?.message} />
          </div>
          {isSelf ? (
            <div className="grid gap-2">
              <Label htmlFor="user-current-password">{t('users.currentPassword')}</Label>
              <Input
                id="user-current-password"
                type="password"
                autoComplete="current-password"
                aria-invalid={!!errors.currentPassword}
                aria-describedby="user-current-password-hint"
                {...form.register('currentPassword')}
              />
              <p id="user-current-password-hint" className="text-xs text-muted-foreground">
                {t('users.currentPasswordHint')}
              </p>
              <FieldError message={errors.currentPassword?.message} />
            </div>
          ) : null}
          <SaveCancelFooter onCancel={onClose} pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Ends the signed-in user's sessions on every device, this one too. */
function SignOutEverywhereButton({ confirm }: { confirm: ReturnType<typeof useConfirm>['confirm'] }) {
  const t = useAdminT();
  const api = useAdminApi();
  const signOut = useMutation({
    mutationFn: () => api.call('POST', API.admin.logoutEverywhere),
    onSuccess: () => useAuthStore.getState().logout(),
    onError: (error) => toastFailure(error, t('users.signOutEverywhereFailed')),
  });
  const ask = async () => {
    if (await confirm({ title: t('users.signOutEverywhereConfirm'), confirmLabel: t('users.signOutEverywhere'), cancelLabel: t('common.cancel') })) {
      signOut.mutate();
    }
  };
  return (
    <Button variant="outline" onClick={() => void ask()} disabled={signOut.isPending}>
      <LogOut aria-hidden="true" />
      {t('users.signOutEverywhere')}
    </Button>
  );
}

/** Admin users; the user named admin cannot be deleted. */
export function UsersScreen() {
  const t = useAdminT();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<{ user: AdminUser | null } | null>(null);
  const users = useAdminQuery(queryKeys.users, API.admin.users, z.array(AdminUserListItemSchema), { errorTitle: t('users.loadFailed') });
  const endSessions = useDeleteById(API.admin.userSessions, { deleted: t('users.sessionsEndedToast'), failed: t('users.endSessionsFailed'), refresh: [queryKeys.users] });

  const askEndSessions = async (user: AdminUserListItem) => {
    if (await confirm({ title: t('users.endSessionsConfirm', { username: user.username }), confirmLabel: t('users.endSessions'), cancelLabel: t('common.cancel') })) {
      endSessions.mutate(user.id);
    }
  };

  const remove = useDeleteById(API.admin.user, { deleted: t('users.deletedToast'), failed: t('users.deleteFailed'), refresh: [queryKeys.users], withReason: true });

  const askDelete = async (user: AdminUser) => {
    if (isDefaultAdmin(user)) {
      toast({ title: t('users.cannotDeleteDefault'), variant: 'destructive' });
      return;
    }
    if (await confirm({ title: t('users.deleteConfirm', { username: user.username }), confirmLabel: t('common.delete'), cancelLabel: t('common.cancel') })) {
      remove.mutate(user.id);
    }
  };

  return (
    <>
      <PageHeader
        title={t('users.title')}
        actions={
          <>
            <SignOutEverywhereButton confirm={confirm} />
            <NewButton label={t('users.new')} onClick={() => setEditing({ user: null })} />
          </>
        }
      />
      {users.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : users.data && users.data.length > 0 ? (
        <ul className="grid gap-3">
          {users.data.map((user) => (
            <li key={user.id}>
              <Card className="flex flex-wrap items-center gap-4 p-4" data-testid="user-row">
                <UserRound className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-semibold">{user.username}</h2>
                    {isDefaultAdmin(user) ? <Badge variant="secondary">{t('users.default')}</Badge> : null}
                    {user.fullName ? <span className="text-sm text-muted-foreground">{user.fullName}</span> : null}
                  </div>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t('users.created', { date: formatShortDate(user.createdAt, t('common.never')) })} ·{' '}
                    {t('users.lastLogin', { date: formatShortDate(user.lastLogin, t('common.never')) })}
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground" data-testid="user-sessions">
                    {user.activeSessions > 0
                      ? t('users.sessions', { count: user.activeSessions, date: formatDateTime(user.lastActive, t('common.never')) })
                      : t('users.noSessions')}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`${t('users.endSessions')}: ${user.username}`}
                    title={t('users.endSessions')}
                    disabled={user.activeSessions === 0}
                    onClick={() => void askEndSessions(user)}
                  >
                    <MonitorSmartphone aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`${t('common.edit')}: ${user.username}`} onClick={() => setEditing({ user })}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`${t('common.delete')}: ${user.username}`}
                    title={isDefaultAdmin(user) ? t('users.cannotDeleteDefault') : undefined}
                    disabled={isDefaultAdmin(user)}
                    onClick={() => void askDelete(user)}
                  >
                    <Trash2 className="text-destructive" aria-hidden="true" />
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : users.data ? (
        <EmptyState icon={<Users />} title={t('users.empty')} />
      ) : null}
      {editing ? <UserDialog user={editing.user} onClose={() => setEditing(null)} /> : null}
      {dialog}
    </>
  );
}
