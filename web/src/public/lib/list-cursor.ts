/** The cursor of an address (`?cursor=`): where a list reached by "Load more" without scripts starts. */
export const cursorOf = (search: URLSearchParams) => search.get('cursor')?.slice(0, 200) || undefined;

/** The address query of a list page: its cursor only, or nothing on the first page. */
export const cursorQuery = (search: URLSearchParams) => {
  const cursor = cursorOf(search);
  return cursor ? `cursor=${encodeURIComponent(cursor)}` : '';
};
