import { zodResolver } from '@hookform/resolvers/zod';
import { API, LoginRequestSchema, LoginResponseSchema, type LoginRequest } from '@portfolio/shared';
import { Camera } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import { apiRequest } from '../../lib/api-request';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { toast } from '../../ui/toast';
import { FieldError } from '../components/field-error';
import { useAdminT } from '../i18n';
import { usePlatform } from '../lib/admin-context';
import { useAuthStore } from '../lib/auth-store';

/** Sign-in. The default credentials are deliberately not shown. */
export function LoginScreen() {
  const t = useAdminT();
  const platform = usePlatform();
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated && !!s.token);
  const form = useForm<LoginRequest, unknown, LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (isAuthenticated) return <Navigate to="/admin" replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await apiRequest(API.admin.login, LoginResponseSchema, { method: 'POST', body: values, baseUrl: platform.apiBaseUrl });
      useAuthStore.getState().login(answer.token, answer.user);
      toast({ title: t('login.successTitle'), description: t('login.successDescription') });
      navigate('/admin', { replace: true });
    } catch (error) {
      toast({ title: t('login.failedTitle'), description: errorMessage(error, t('login.invalidCredentials')), variant: 'destructive' });
    }
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4 text-foreground">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <Camera className="size-8 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-xl font-semibold tracking-tight">{t('login.title')}</h1>
          <CardDescription>{t('login.subtitle')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <div className="grid gap-2">
              <Label htmlFor="login-username">{t('login.username')}</Label>
              <Input id="login-username" autoComplete="username" autoFocus aria-invalid={!!errors.username} {...form.register('username')} />
              <FieldError message={errors.username?.message} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="login-password">{t('login.password')}</Label>
              <Input id="login-password" type="password" autoComplete="current-password" aria-invalid={!!errors.password} {...form.register('password')} />
              <FieldError message={errors.password?.message} />
            </div>
            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting ? t('login.submitting') : t('login.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
