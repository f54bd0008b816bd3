import { matchPagePath } from '../page-paths';
import { useLocation } from '../router';

/** The id of the photo the address shows (/gallery/{id}), if any. */
export function usePhotoId(): string | null {
  const { pathname } = useLocation();
  const match = matchPagePath(pathname);
  return match.id === 'photo' ? (match.params.id ?? null) : null;
}
