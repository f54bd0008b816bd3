import { useEffect, useRef } from 'react';

/**
 * What a visitor typed into a server-rendered form before its code arrived: read from the form's
 * fields once it is hydrated and handed to `keep`, so nothing typed is lost.
 */
export function useTypedBeforeHydration(keep: (typed: Record<string, string>) => void) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of Array.from(form.current?.elements ?? [])) {
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) && field.name && field.value) {
        typed[field.name] = field.value;
      }
    }
    if (Object.keys(typed).length > 0) keep(typed);
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return form;
}
