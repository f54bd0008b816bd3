/**
 * The electron-vite dev server to load the renderer from, or null. Only an unpackaged app (in
 * `electron-vite dev`) obeys ELECTRON_RENDERER_URL: an installed app always shows its own files,
 * whatever the environment it is started with.
 */
export function devServerUrlFor(env: Record<string, string | undefined>, isPackaged: boolean): string | null {
  if (isPackaged) return null;
  return env.ELECTRON_RENDERER_URL || null;
}
