import { TOTAL_COUNT_HEADER } from '@portfolio/shared/constants';
import { PUBLIC_API } from '@portfolio/shared/public-api-paths';
import { type AnswerData, type AnswerName, type AnswerQuery, answerUrl, isPaged, type ListPage } from '@portfolio/shared/answers';
import { apiFetch } from '../../lib/api-client';

/** The cursor of a `Link: <…?cursor=…>; rel="next"` header, or null on the last page. */
export function nextCursorOf(link: string | null): string | null {
  const next = link && /<([^>]*)>;\s*rel="next"/.exec(link)?.[1];
  return next ? new URL(next, 'http://site').searchParams.get('cursor') : null;
}

/**
 * The answer of a public API URL as the page data keeps it: a paged list (`paged` in the table of
 * answers) becomes a ListPage, anything else is the JSON as sent.
 */
export async function fetchAnswer(url: string, paged: boolean, init: { signal?: AbortSignal } = {}): Promise<unknown> {
  const res = await apiFetch(url, init);
  const body = (await res.json()) as unknown;
  if (!paged) return body;
  return { items: body as unknown[], total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0), nextCursor: nextCursorOf(res.headers.get('link')) } satisfies ListPage<unknown>;
}

/** A public answer by name, fetched now (a view the visitor moved to), typed by the table of answers. */
export async function fetchAnswerOf<N extends AnswerName>(name: N, query: AnswerQuery<N>, init?: { signal?: AbortSignal }): Promise<AnswerData<N>> {
  return (await fetchAnswer(answerUrl(name, query), isPaged(name), init)) as AnswerData<N>;
}

/** The answers of a public page's loader for an address (client navigation), in one request. */
export async function fetchPageData(address: string): Promise<{ answers: Record<string, unknown> }> {
  const res = await apiFetch(`${PUBLIC_API.pageData}?path=${encodeURIComponent(address)}`, {});
  return (await res.json()) as { answers: Record<string, unknown> };
}
