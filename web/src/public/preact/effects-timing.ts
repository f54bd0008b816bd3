import { options } from 'preact';

// The public site's browser build runs on Preact (web/vite.config.ts). Preact runs effects after the
// next frame, where React runs them before the next input is handled: a key pressed right after
// the viewer opens would find no handler yet (focus not yet inside it). Run them in the next task
// instead: still after the render, never inside it. (In the Vite dev server the site runs on
// React, and this changes nothing.)
options.requestAnimationFrame = (flush) => {
  setTimeout(flush, 0);
};
