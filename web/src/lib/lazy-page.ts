import { lazy, type ComponentType } from 'react';

type Module<T> = { default: T };

/** True in the browser until the visitor first moves to another page: until then the markup is the server's. */
let hydrating = typeof window !== 'undefined';

/** Called on the first move to another page: from then on, parts load their code when they render. */
export function hydrationDone() {
  hydrating = false;
}

/**
 * Resolves when the top of the element `selector` finds comes within `reach` screens of the top of
 * the viewport (by default within a quarter screen below it), when the visitor scrolls, types or
 * taps while it is there, or when it is not in the page (then at once: a part whose server markup
 * React had to replace loads its code straight away).
 */
export function nearViewport(selector: string, reach = 1.25): Promise<void> {
  return new Promise((resolve) => {
    const events = ['scroll', 'resize', 'keydown', 'pointerdown'] as const;
    const finish = () => {
      clearInterval(gone);
      for (const e of events) window.removeEventListener(e, check);
      resolve();
    };
    const check = () => {
      const el = document.querySelector(selector);
      if (!el || el.getBoundingClientRect().top < window.innerHeight * reach) finish();
    };
    const gone = setInterval(() => {
      if (!document.querySelector(selector)) finish();
    }, 500);
    for (const e of events) window.addEventListener(e, check, { passive: true });
    check();
  });
}

/**
 * React.lazy for a part of a page whose module can be fetched ahead with `preload()`. Once it is
 * in, it renders straight away: React reads a thenable that resolves synchronously without
 * suspending, so there is no loading fallback (the server preloads every part it renders).
 *
 * `hydrateWhen`: while the browser hydrates the server's HTML, the module is fetched only once this
 * resolves; React keeps the server's markup in place until then. Parts below the first screen so
 * cost nothing until the visitor comes near them. Outside hydration the module loads at once.
 */
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<Module<T>>, hydrateWhen?: () => Promise<void>) {
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const Page = lazy(() => {
    if (loaded) {
      const module = loaded;
      return { then: (resolve: (m: Module<T>) => void) => resolve(module) } as unknown as Promise<Module<T>>;
    }
    if (hydrating && hydrateWhen) return hydrateWhen().then(preload);
    return preload();
  });
  return Object.assign(Page, { preload });
}
