import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import PublicApp from './public/public-app';
import './index.css';

// The back-office is a separate chunk: visitors never download admin code. The public site is in
// the entry chunk so the home page renders without a second round trip.
const AdminApp = lazy(() => import('./admin/browser-admin'));

// The public site is dark (set in index.html to avoid a flash); the back-office uses the light theme.
if (window.location.pathname.startsWith('/admin')) document.documentElement.classList.remove('dark');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="/*" element={<PublicApp />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  </StrictMode>,
);
