import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Writes .br and .gz next to every built JS, CSS, HTML and SVG file, so the server can send
 * compressed bytes without compressing per request (pick by Accept-Encoding).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir).filter((f) => /\.(m?js|css|html|svg|json|txt)$/.test(f))) {
        // The second build (admin) finds the first one's files already compressed.
        if ((statSync(`${file}.br`, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= statSync(file).mtimeMs) continue;
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** In the dev server /admin/... gets admin.html, as the real server does. */
function adminPageInDev(): Plugin {
  return {
    name: 'admin-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/admin(\/[^.]*)?(\?.*)?$/.test(req.url)) req.url = '/admin.html';
        next();
      });
    },
  };
}

/**
 * What the home page draws under its first screen (the gallery's first tiles, the latest posts)
 * and what they import beyond the entry: one file, fetched once the visitor scrolls to them. Left
 * to itself the bundler cuts them into a dozen small files (an icon, a date format), and each
 * costs its own request and compresses alone: together they are 3 KB smaller.
 */
const HOME_SECTIONS_CHUNK = {
  name: 'home-sections',
  test: /src[\\/]public[\\/](components[\\/](gallery-section|latest-posts|photo-tile|post-card|search-box|section-heading|list-status)\.tsx|lib[\\/](photo-viewer|gallery|lightbox-store|use-list-pages)\.ts)$|src[\\/]lib[\\/]format-date\.ts$|shared[\\/]src[\\/]slug\.ts$|node_modules[\\/](zustand[\\/]|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](map-pin|play|eye|calendar|arrow-right)\.mjs)/,
  // Only these modules: what they import from the entry stays there.
  includeDependenciesRecursively: false,
};

/**
 * The public site's icons are lucide-react's, drawn by a smaller createLucideIcon of our own
 * (src/public/lib/lucide-icon.ts) in the site's browser and server builds; the back-office keeps
 * lucide's own.
 */
function smallLucideIcons(): Plugin {
  const own = path.resolve(import.meta.dirname, 'src/public/lib/lucide-icon.ts');
  return {
    name: 'small-lucide-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)) return own;
      return null;
    },
  };
}

/**
 * Everything the entry imports statically stays in the entry's one file. Left to itself the bundler
 * moves what lazy parts share with it (React, a few constants) into a second file, which costs a
 * request and compresses alone (0.6 KB more for `/`).
 */
const ENTRY_CHUNK = { name: 'index', tags: ['$initial' as const], priority: 1 };

const sharedBuild = { target: 'es2022', sourcemap: Boolean(process.env.SOURCEMAP), reportCompressedSize: false } as const;

/*
 * Two builds into dist/: the public site (index.html, `vite build`) and the back-office
 * (admin.html, `vite build --mode admin`). Separate builds share no chunks, so nothing the admin
 * needs (the data router, forms, the editor) can end up in the site's first download.
 */
export default defineConfig(({ mode }) => ({
  plugins: mode === 'server' ? [react(), smallLucideIcons()] : [react(), tailwindcss(), precompress(), adminPageInDev(), ...(mode === 'admin' ? [] : [smallLucideIcons()])],
  // The server entry bundles the icons it draws (as the browser's build does) instead of loading all of lucide-react (1.3 MB) at start.
  ssr: { noExternal: ['lucide-react'] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
  build:
    mode === 'admin'
      ? { ...sharedBuild, emptyOutDir: false, manifest: '.vite/admin-manifest.json', rollupOptions: { input: 'admin.html' } }
      : mode === 'server'
        ? // The public pages' server entry, loaded by the Hono server from dist-server/ (outside the served files).
          { ...sharedBuild, ssr: 'src/entry-server.tsx', outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
        : {
            ...sharedBuild,
            manifest: true,
            // Every browser the site supports preloads modules itself.
            modulePreload: false,
            rolldownOptions: { input: 'index.html', output: { codeSplitting: { groups: [ENTRY_CHUNK, HOME_SECTIONS_CHUNK] } } },
          },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // A render test waits for what the user sees; on a busy 2-core machine that outlasts the 5 s default.
    testTimeout: 20_000,
  },
}));
