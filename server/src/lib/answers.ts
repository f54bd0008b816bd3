import { ANSWER_SCHEMAS, ANSWERS, type AnswerData, type AnswerName, type AnswerQuery, answerUrl, DEFAULT_PAGE_SIZE, isPaged, type PageAnswer, type PageSource, type Visitor } from '@portfolio/shared';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import type { PublicCache } from './public-cache';
import { listQueryString, sendPage } from './public-paging';
import { describeAnswer } from './openapi';
import { invalid } from './validate';

/*
 * The server's half of the table of public answers (shared/src/answers.ts): each answer's loader,
 * bound by its domain (gallery.routes.ts, blog.routes.ts…), and what is made from the table and the
 * loaders: the GET routes with their cache keys, and the answers pages are rendered from.
 */

export interface AnswerBinding<N extends AnswerName> {
  /**
   * The answer to a parsed query; throws AppError('not_found') where what it names does not exist.
   * `visitor` is given to the loaders of pages that are never cached (the cart's cookie).
   */
  load(query: AnswerQuery<N>, visitor?: Visitor): Promise<AnswerData<N>>;
  /**
   * The whole list when the query asks for no page (the specification's unpaged lists): streamed
   * from the database into a snapshot file per content version, sent from there (PublicCache.sendSnapshot).
   */
  whole?: (query: AnswerQuery<N>) => { name: string; open: () => ReadableStream<Uint8Array> };
  /** The query that keys the cache, where different queries have the same answer (the map's whole degrees). */
  canonical?: (query: AnswerQuery<N>) => AnswerQuery<N>;
  /** The route is written by its domain (a post read through the API counts a view); pages use `load`. */
  ownRoute?: true;
}

export type AnswerBindings = { [N in AnswerName]: AnswerBinding<N> };

/** The parameters an answer's route reads: the path's and the query string's, in one object. */
const requestQuery = (c: Context): Record<string, string> => ({ ...c.req.query(), ...c.req.param() });

/** True when a list's query asks for a page (a limit, a cursor or a filter) rather than the whole list. */
const wantsPage = (query: Record<string, unknown>) => Object.entries(query).some(([key, value]) => key !== 'language' && key !== 'featured' && value !== undefined);

/** Parses an answer's parameters with its schema, or throws the API's 400. */
export function parseAnswerQuery<N extends AnswerName>(name: N, value: unknown): AnswerQuery<N> {
  const result = (ANSWER_SCHEMAS[name].query as z.ZodType).safeParse(value);
  if (!result.success) throw invalid(result.error);
  return result.data as AnswerQuery<N>;
}

/** The GET route of every public answer, cached per content version under its URL in one spelling. */
export function answerRoutes(bindings: AnswerBindings, cache: PublicCache) {
  const routes = new Hono<AppEnv>();
  for (const name of Object.keys(ANSWERS) as AnswerName[]) {
    const binding = bindings[name] as AnswerBinding<AnswerName>;
    if (binding.ownRoute) continue;
    const path = ANSWERS[name];
    routes.get(path, describeAnswer(name), async (c) => {
      const query = parseAnswerQuery(name, requestQuery(c)) as AnswerQuery<AnswerName> & Record<string, unknown>;
      if (binding.whole && !wantsPage(query)) {
        const { name: snapshot, open } = binding.whole(query);
        return cache.sendSnapshot(c, snapshot, open);
      }
      if (isPaged(name)) {
        // The Link of the next page keeps the order of parameters clients have always seen.
        const page = { ...query, limit: (query.limit as number | undefined) ?? DEFAULT_PAGE_SIZE };
        return sendPage(c, cache, answerUrl(name, page), (cursor) => `${path}?${listQueryString({ ...page, cursor })}`, () => binding.load(page) as Promise<AnswerData<'galleryPage'>>);
      }
      return cache.sendJson(c, answerUrl(name, binding.canonical?.(query) ?? query), () => binding.load(query));
    });
  }
  return routes;
}

/** The parameters of `query` without those `error` names: what an address says once its junk is dropped. */
function withoutInvalid(query: Record<string, unknown>, error: z.ZodError): Record<string, unknown> {
  const bad = new Set(error.issues.map((i) => String(i.path[0])));
  return Object.fromEntries(Object.entries(query).filter(([key]) => !bad.has(key)));
}

/**
 * The answers pages are rendered from, through the same loaders the API answers with. An address
 * edited by hand shows what it names without its junk: a parameter that is not valid is left out,
 * a cursor that is not ours gives the first page, and what does not exist is null.
 */
export function answerSource(bindings: AnswerBindings): Pick<PageSource, 'answer'> {
  async function answer<N extends AnswerName>(name: N, asked: AnswerQuery<N>, visitor?: Visitor): Promise<PageAnswer<N>> {
    const schema = ANSWER_SCHEMAS[name].query as z.ZodType;
    let parsed = schema.safeParse(asked);
    if (!parsed.success) parsed = schema.safeParse(withoutInvalid(asked as Record<string, unknown>, parsed.error));
    if (!parsed.success) throw invalid(parsed.error);
    const query = parsed.data as AnswerQuery<N> & { cursor?: string };
    const load = (q: AnswerQuery<N>) => (bindings[name] as AnswerBinding<N>).load(q, visitor);
    try {
      return await load(query);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'not_found' && 'missing' in ANSWER_SCHEMAS[name]) return null as PageAnswer<N>;
      if (error.code === 'bad_request' && query.cursor) return load({ ...query, cursor: undefined });
      throw error;
    }
  }
  return { answer };
}
