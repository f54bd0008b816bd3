import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import PublicApp from './public/public-app';
import './index.css';

// The back-office is a separate chunk: visitors never download admin code. The public site is in
// the entry chunk so the home page renders without a second round trip.
const AdminApp = lazy(() => import('./admin/browser-admin'));

// The public site is dark (set in index.html to avoid a flash); the back-office uses the light theme.
if (window.location.pathname.startsWith('/admin')) document.documentElement.classList.remove('dark');

// A data router, so the admin editor can hold back in-app navigation (Back included) while it
// has unsaved changes.
const router = createBrowserRouter([
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={null}>
        <AdminApp />
      </Suspense>
    ),
  },
  { path: '/*', element: <PublicApp /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
