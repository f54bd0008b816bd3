import { useEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (el: unknown): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** The value a field differs from what the server sent by, or undefined when untouched. */
function changedValue(field: Field): string | undefined {
  if (field instanceof HTMLSelectElement) {
    const chosen = field.selectedOptions[0];
    return chosen && !chosen.defaultSelected ? field.value : undefined;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
}

/**
 * What visitors typed or chose in the server-rendered page. Hydration may reset a field to the
 * value its component holds (a select always is), so values are noted as they change, before any
 * component runs.
 */
const typed = new WeakMap<Element, string>();
/**
 * The same, by the field's place (its form's id or label, and its name), for a part whose server
 * markup React replaced instead of hydrating it (its fields are new elements then). Taken once.
 */
const typedAt = new Map<string, string>();
/** Places whose form has run its code: what is typed there from then on is its own state. */
const taken = new Set<string>();
const placeOf = (field: Field) => (field.name ? `${field.form?.id || field.form?.getAttribute('aria-label') || ''}|${field.name}` : undefined);

function note(field: Field, value: string) {
  typed.set(field, value);
  const place = placeOf(field);
  if (place && !taken.has(place)) typedAt.set(place, value);
}

/** Notes what was typed so far under `root`, and everything typed from now on. Call before hydrating. */
export function noteTypedFields(root: HTMLElement) {
  for (const field of Array.from(root.querySelectorAll('input, textarea, select'))) {
    const value = isField(field) ? changedValue(field) : undefined;
    if (value !== undefined && isField(field)) note(field, value);
  }
  const noteEvent = (e: Event) => {
    if (isField(e.target)) note(e.target, e.target.value);
  };
  root.addEventListener('input', noteEvent, true);
  root.addEventListener('change', noteEvent, true);
}

/**
 * What a visitor typed into a server-rendered form before its code arrived, handed to `keep` by
 * field name once the form is hydrated, so nothing typed is lost.
 */
export function useTypedBeforeHydration<T extends HTMLElement = HTMLFormElement>(keep: (typed: Record<string, string>) => void) {
  const form = useRef<T>(null);
  useEffect(() => {
    const found: Record<string, string> = {};
    for (const field of Array.from(form.current?.querySelectorAll('input, textarea, select') ?? [])) {
      if (!isField(field) || !field.name) continue;
      const place = placeOf(field)!;
      const value = typed.get(field) ?? typedAt.get(place);
      typedAt.delete(place);
      taken.add(place);
      if (value !== undefined) found[field.name] = value;
    }
    if (Object.keys(found).length > 0) keep(found);
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return form;
}

/**
 * The text fields of `form` as they stand when it is sent. A visitor who submits the moment a form
 * hydrates can be quicker than the effect that hands the typed values to its state; the fields
 * themselves always hold what was typed.
 */
export function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') out[name] = value;
  return out;
}
