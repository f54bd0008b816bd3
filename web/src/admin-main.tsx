import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, useLocation } from 'react-router-dom';
import BrowserAdmin from './admin/browser-admin';
import { adminLanguageReady } from './admin/i18n';

/** The public site is another page (index.html): leaving /admin loads it. */
function LeaveAdmin() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.replace(pathname + search + hash), [pathname, search, hash]);
  return null;
}

// The back-office at /admin is a page of its own (admin.html, a separate build), so the public
// pages carry none of its code. A data router lets the post editor hold back in-app navigation,
// Back included, while it has unsaved changes.
const router = createBrowserRouter([
  { path: '/admin/*', element: <BrowserAdmin /> },
  { path: '*', element: <LeaveAdmin /> },
]);

// The first screen is drawn in the back-office's language (Swedish and Dutch are fetched first).
void adminLanguageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
