import { DATE_LOCALES, type Language } from '@portfolio/shared/languages';

/** Long date for blog posts in the page's language ("March 5, 2026", "5 mars 2026", "5 maart 2026"). */
export function formatLongDate(iso: string | null | undefined, language: Language): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(d);
}

/** Month and year of when a photo was taken. Taken dates hold the camera's clock as UTC, so they are shown in UTC. */
export function formatMonthYear(date: Date | string | null | undefined, language: Language = 'en'): string {
  if (!date) return '';
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
}
