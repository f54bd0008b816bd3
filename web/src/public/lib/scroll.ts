/**
 * Smoothly scrolls to a section by id. Sections above may still grow while their data or images
 * arrive, so the position is checked again once the smooth scroll has had time to finish.
 */
export function scrollToSection(id: string) {
  const el = document.getElementById(id);
  if (!el) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  for (const delay of [900, 1800]) {
    setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const offset = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      if (Math.abs(target.getBoundingClientRect().top - offset) > 40) target.scrollIntoView({ behavior: 'auto', block: 'start' });
    }, delay);
  }
  return true;
}
