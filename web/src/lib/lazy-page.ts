import { lazy, type ComponentType } from 'react';

type Module<T> = { default: T };

/**
 * React.lazy for a page whose module can be fetched ahead with `preload()`. Once it is in, the
 * page renders straight away: React reads a thenable that resolves synchronously without
 * suspending, so there is no loading fallback and no wait before the page shows.
 */
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<Module<T>>) {
  let loaded: Module<T> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Page = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    return { then: (resolve: (m: Module<T>) => void) => resolve(module) } as unknown as Promise<Module<T>>;
  });
  return Object.assign(Page, { preload });
}
