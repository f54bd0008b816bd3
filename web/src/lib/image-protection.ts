/**
 * On images the context menu, dragging and selection are blocked, and Ctrl/Cmd+S and
 * Ctrl/Cmd+P are blocked (saving and printing the page). Printing also hides protected images (CSS).
 */
/** A client gallery's photos are for the person they were made for: nothing is blocked there. */
const unprotected = () => document.querySelector('[data-unprotected]') !== null;

function isImageTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element) || unprotected()) return false;
  return target.closest('img, picture, video, [data-protected]') !== null;
}

export function installImageProtection(root: Document = document): () => void {
  const block = (e: Event) => {
    if (isImageTarget(e.target)) e.preventDefault();
  };
  const keys = (e: KeyboardEvent) => {
    const key = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && (key === 's' || key === 'p') && !unprotected()) e.preventDefault();
  };
  root.addEventListener('contextmenu', block);
  root.addEventListener('dragstart', block);
  root.addEventListener('selectstart', block);
  root.addEventListener('keydown', keys);
  return () => {
    root.removeEventListener('contextmenu', block);
    root.removeEventListener('dragstart', block);
    root.removeEventListener('selectstart', block);
    root.removeEventListener('keydown', keys);
  };
}
