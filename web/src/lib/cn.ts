/** Joins class names, skipping falsy values. Later Tailwind classes win by order in the class list. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
