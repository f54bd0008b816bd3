import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

/**
 * The page's baseline CSP as a meta tag. The server is only known at run time, so the meta allows
 * any http(s) server for connect/img and main adds a header naming the chosen one; a page must
 * satisfy both, so the header is what counts. The dev server needs inline scripts (React refresh).
 */
function cspMeta(): Plugin {
  let dev = false;
  return {
    name: 'app-csp-meta',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    transformIndexHtml(html) {
      const policy = [
        "default-src 'self'",
        `script-src 'self'${dev ? " 'unsafe-inline'" : ''}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https: http:",
        "media-src 'self' blob: https: http:",
        `connect-src 'self' https: http:${dev ? ' ws:' : ''}`,
        "font-src 'self' data:",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-src 'none'",
      ].join('; ');
      return html.replace('%APP_CSP%', policy);
    },
  };
}

export default defineConfig({
  main: {
    // dependencies (exifr, country-coder, zod) stay external and ship in node_modules; shared is bundled.
    build: { rollupOptions: { input: { index: resolve(__dirname, 'src/main/index.ts') } } },
  },
  preload: {
    // A sandboxed preload can require only 'electron': bundle everything else into one CJS file.
    build: {
      externalizeDeps: false,
      rollupOptions: { input: { index: resolve(__dirname, 'src/preload/index.ts') }, external: ['electron'], output: { format: 'cjs', entryFileNames: '[name].js' } },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    plugins: [react(), tailwindcss(), cspMeta()],
    build: { target: 'chrome140', rollupOptions: { input: resolve(__dirname, 'src/renderer/index.html') } },
  },
});
