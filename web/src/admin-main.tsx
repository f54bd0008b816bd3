import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, useLocation } from 'react-router-dom';
import BrowserAdmin from './admin/browser-admin';

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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
