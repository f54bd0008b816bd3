import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import PublicApp, { preloadPage } from './public/public-app';
import './index.css';

// The public site. The back-office is another page (admin.html, its own build): visitors never
// download admin code, and this page needs no data router, the largest part of React Router.

/** Longest wait for the page shell's photo and the page's code before the app renders anyway. */
const FIRST_RENDER_WAIT_MS = 1500;

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
  });
}

const ready = Promise.all([shellPhotoShown(), preloadPage(window.location.pathname)]);

// A transition lets React render the first screen in short slices instead of one long task, so
// the page answers taps while it starts.
void Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <PublicApp />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
});
