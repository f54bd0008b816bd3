/**
 * The address of a page without its trailing slash, as a path on this site only. Built from the
 * raw (still percent-encoded) path so `/%2Fevil.example/` stays `/%2Fevil.example`, and with the
 * leading run of slashes and backslashes folded to one, since browsers read `//host` and `/\host`
 * as another site.
 */
export function withoutTrailingSlash(requestUrl: string): string {
  const url = new URL(requestUrl);
  const path = url.pathname.replace(/\/+$/, '').replace(/^[/\\]+/, '/') || '/';
  return path + url.search;
}
