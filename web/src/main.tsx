import { StrictMode, Suspense, lazy, startTransition } from 'react';
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

/** Longest wait for the page shell's photo before the app renders anyway. */
const SHELL_WAIT_MS = 1500;

/**
 * On the home page and a post's page the server sends the first photo as plain HTML inside #root
 * (server/src/routes/spa.ts). Rendering waits until that photo is on screen, so the app's first and
 * longest task does not hold back what the visitor sees first.
 */
function shellPhotoShown(): Promise<void> {
  const photo = document.querySelector<HTMLImageElement>('#root img');
  if (!photo) return Promise.resolve();
  return new Promise((resolve) => {
    const afterNextFrame = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    photo.decode().then(afterNextFrame, afterNextFrame);
    setTimeout(resolve, SHELL_WAIT_MS);
  });
}

// A transition lets React render the first screen in short slices instead of one long task, so
// the page answers taps while it starts.
void shellPhotoShown().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
});
