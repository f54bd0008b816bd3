import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import './index.css';

// Public pages and the back-office are separate chunks: visitors never download admin code.
const PublicApp = lazy(() => import('./public/public-app'));
const AdminApp = lazy(() => import('./admin/browser-admin'));

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
