/** The cursor of an address (`?cursor=`): where a list reached by "Load more" without scripts starts. */
export const cursorOf = (search: URLSearchParams) => search.get('cursor')?.slice(0, 200) || undefined;
