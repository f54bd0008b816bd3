import type { Location } from '../router';

/** The location the pages are drawn for: while a photo opened from a page is shown, still that page. */
export function pageLocation(location: Location): Location {
  return openedOver(location) ?? location;
}

/** The page a photo was opened over (from one of its tiles), or undefined at a photo's own address. */
export function openedOver(location: Location): Location | undefined {
  return (location.state as { background?: Location } | null)?.background;
}
