import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import '../index.css';
import { Spinner } from '../ui/spinner';
import { Toaster } from '../ui/toast';
import { AdminLayout } from './components/admin-layout';
import { RequireAuth } from './components/require-auth';
import { useAdminT } from './i18n';
import { keepSessionIn, useAuthStore } from './lib/auth-store';
import { createAdminApi } from './lib/admin-api';
import { AdminContextProvider } from './lib/admin-context';
import { createAdminQueryClient } from './lib/query-client';
import type { AdminPlatform } from './platform';
import { BlogListScreen } from './routes/blog-list';
import { CategoriesScreen } from './routes/categories';
import { CollectionEditScreen } from './routes/collection-edit';
import { CollectionsScreen } from './routes/collections';
import { ClientGalleriesScreen } from './routes/client-galleries';
import { ClientGalleryScreen } from './routes/client-gallery';
import { DashboardScreen } from './routes/dashboard';
import { GalleryEditScreen } from './routes/gallery-edit';
import { GalleryScreen } from './routes/gallery';
import { HeroImagesScreen } from './routes/hero-images';
import { LoginScreen } from './routes/login';
import { MessagesScreen } from './routes/messages';
import { SubscribersScreen } from './routes/subscribers';
import { FediverseScreen } from './routes/fediverse';
import { UsersScreen } from './routes/users';
import { SettingsScreen } from './routes/settings';
import { SiteTextsScreen } from './routes/site-texts';
import { ShopScreen } from './routes/shop';
import { OrderScreen, OrdersScreen } from './routes/orders';

export type { AdminExtraScreen, AdminPlatform, AuthStorage } from './platform';
export { useAuthStore };
export { useAdminApi, usePlatform } from './lib/admin-context';
export { adminLanguageReady, t as adminT, useAdminT } from './i18n';
export * from './lib/upload-queue';
export { AddToCollectionButton } from './components/collections/add-to-collection-dialog';

// The editor pulls in TipTap and ProseMirror: only the blog editor route downloads them.
// The back-office has no photo to wait for: its web fonts load at once.
if (typeof document !== 'undefined') document.documentElement.classList.add('web-fonts');

const BlogEditScreen = lazy(() => import('./routes/blog-edit'));

function ScreenFallback() {
  const t = useAdminT();
  return (
    <div className="flex justify-center p-12">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/** The admin's routes, relative to /admin. */
function AdminRoutes({ platform }: { platform: AdminPlatform }) {
  return (
    <Routes>
      <Route path="login" element={<LoginScreen />} />
      <Route
        element={
          <RequireAuth>
            <AdminLayout extraScreens={platform.extraScreens ?? []} />
          </RequireAuth>
        }
      >
        <Route index element={<DashboardScreen />} />
        <Route path="blog" element={<BlogListScreen />} />
        <Route
          path="blog/new"
          element={
            <Suspense fallback={<ScreenFallback />}>
              <BlogEditScreen />
            </Suspense>
          }
        />
        <Route
          path="blog/:id"
          element={
            <Suspense fallback={<ScreenFallback />}>
              <BlogEditScreen />
            </Suspense>
          }
        />
        <Route path="hero-images" element={<HeroImagesScreen />} />
        <Route path="gallery" element={<GalleryScreen />} />
        <Route path="gallery/:id/edit" element={<GalleryEditScreen />} />
        <Route path="collections" element={<CollectionsScreen />} />
        <Route path="collections/:id" element={<CollectionEditScreen />} />
        <Route path="client-galleries" element={<ClientGalleriesScreen />} />
        <Route path="client-galleries/:id" element={<ClientGalleryScreen />} />
        <Route path="categories" element={<CategoriesScreen />} />
        <Route path="users" element={<UsersScreen />} />
        <Route path="messages" element={<MessagesScreen />} />
        <Route path="subscribers" element={<SubscribersScreen />} />
        <Route path="fediverse" element={<FediverseScreen />} />
        <Route path="settings" element={<SettingsScreen />} />
        <Route path="shop" element={<ShopScreen />} />
        <Route path="orders" element={<OrdersScreen />} />
        <Route path="orders/:id" element={<OrderScreen />} />
        <Route path="site-texts" element={<SiteTextsScreen />} />
        {(platform.extraScreens ?? []).map((screen) => (
          <Route key={screen.path} path={screen.path.replace(/^\/+/, '')} element={screen.element} />
        ))}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}

/**
 * The whole back-office. Render it inside a Router the host provides: the browser mounts it at
 * /admin/* of its BrowserRouter; the desktop app may render it directly inside a HashRouter
 * (then it serves /admin/... itself and sends every other path to /admin).
 */
export function AdminApp({ platform }: { platform: AdminPlatform }) {
  const [queryClient] = useState(createAdminQueryClient);
  const [api] = useState(() => createAdminApi(platform.apiBaseUrl));
  // Signing out (button or a 401) drops every cached answer so the next user starts clean.
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.isAuthenticated && !state.isAuthenticated) queryClient.clear();
      }),
    [queryClient],
  );
  // A host with its own session store (the desktop's sealed one) is read before the first screen.
  const [sessionReady, setSessionReady] = useState(!platform.authStorage);
  useEffect(() => {
    if (platform.authStorage) void keepSessionIn(platform.authStorage).finally(() => setSessionReady(true));
  }, [platform.authStorage]);
  // The browser host renders us as the element of its '/admin/*' route (a splat param exists);
  // a host that renders us straight inside its Router gets the '/admin/*' route from here.
  const mountedAtAdmin = useParams()['*'] !== undefined;
  if (!sessionReady) return null;
  return (
    <AdminContextProvider value={{ platform, api }}>
      <QueryClientProvider client={queryClient}>
        {mountedAtAdmin ? (
          <AdminRoutes platform={platform} />
        ) : (
          <Routes>
            <Route path="admin/*" element={<AdminRoutes platform={platform} />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        )}
        {/* On large screens, over the foot of the sidebar: forms keep their buttons at the right. */}
        <Toaster placement="lg:left-0 lg:right-auto lg:w-64 lg:max-w-64 lg:p-3" />
      </QueryClientProvider>
    </AdminContextProvider>
  );
}

export default AdminApp;
