import { ANSWER_SCHEMAS, ANSWERS, type AnswerName, ApiErrorSchema, isPaged, TOTAL_COUNT_HEADER } from '@portfolio/shared';
import type { Hono } from 'hono';
import { describeRoute, openAPIRouteHandler, resolver } from 'hono-openapi';
import { z } from 'zod';

/*
 * The API describes itself: each route declares what it takes and gives with the shared zod
 * contracts (hono-openapi's describeRoute beside its handler), and /api/openapi.json is generated
 * from those declarations. The public answers are declared from their table (describeAnswer);
 * other routes with `declare({ … })`.
 */

const json = (schema: z.ZodType) => ({ 'application/json': { schema: resolver(schema) } });
const refusal = (description: string) => ({ description, content: json(ApiErrorSchema) });

/** The parameters of a zod object: those the path names are path parameters, the rest the query's. */
function parametersOf(path: string, schema: z.ZodObject) {
  const shape = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(shape.properties ?? {}).map(([name, property]) => {
    const inPath = path.includes(`:${name}`);
    return { name, in: inPath ? 'path' : 'query', required: inPath || (shape.required ?? []).includes(name), schema: property } as const;
  });
}

export interface RouteDeclaration {
  /** The path as Hono writes it (`/api/admin/gallery/items/:id`): its parameters come from `params`. */
  path: string;
  summary: string;
  tags: string[];
  /** Path and query parameters, in one object (as the route reads them). */
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** The answer of success; null: no body (204). */
  response: z.ZodType | null;
  status?: 200 | 201 | 202 | 204;
  /** Headers of a paged list (X-Total-Count, Link). */
  paged?: boolean;
  /** Answers 404 when what it names does not exist. */
  missing?: boolean;
}

/** Describes a route in /api/openapi.json: put the result in front of its handler. */
export function declare(d: RouteDeclaration) {
  const status = d.status ?? 200;
  return describeRoute({
    summary: d.summary,
    tags: d.tags,
    parameters: d.query ? parametersOf(d.path, d.query) : [],
    ...(d.body ? { requestBody: { required: true, content: json(d.body) } } : {}),
    responses: {
      [status]: {
        description: d.summary,
        ...(d.paged
          ? {
              headers: {
                [TOTAL_COUNT_HEADER]: { description: 'The size of the whole list', schema: { type: 'integer' } },
                Link: { description: 'The next page: `<…?cursor=…>; rel="next"` (absent on the last page)', schema: { type: 'string' } },
              },
            }
          : {}),
        ...(d.response ? { content: json(d.response) } : {}),
      },
      400: refusal('The request does not parse: `message` and `issues` say why'),
      ...(d.missing ? { 404: refusal('What the address names does not exist') } : {}),
    },
  });
}

const SUMMARIES: Record<AnswerName, string> = {
  heroImages: 'The active hero slides (the Dutch texts without a language)',
  galleryPage: 'The published gallery items, filtered: every item, or a page of them with limit/cursor',
  galleryFacets: "The gallery's filter options with their counts",
  galleryItem: 'A published gallery item',
  galleryNeighbours: 'Where an item stands in the filtered gallery, with the items before and after it',
  photoContext: "What a photo's page shows beside it: collections, related photos, its place",
  galleryCategories: 'The categories with published items',
  postsPage: 'The published posts, newest first: every post, or a page of them with limit/cursor',
  post: 'A published post (a read counts a view)',
  collections: 'A page of the published collections',
  collection: 'A published collection with the first page of its photos',
  collectionItems: "A page of a collection's photos",
  map: 'The photos on the map, clustered, for a view and the gallery filters',
  siteSettings: "The photographer's site settings",
  siteTexts: "The site's own texts in a language",
  shopOffer: "What a photo is for sale as (null: not for sale)",
  shopCart: "The visitor's cart (its cookie), priced by the server",
  shopOrder: 'An order at its private address',
  shopLicence: 'A licence at its private address',
};

/** The description of a public answer, from its entry in the table of answers. */
export function describeAnswer(name: AnswerName) {
  const { query, response } = ANSWER_SCHEMAS[name];
  return declare({
    path: ANSWERS[name],
    summary: SUMMARIES[name],
    tags: ['public'],
    query,
    response,
    paged: isPaged(name),
    missing: 'missing' in ANSWER_SCHEMAS[name],
  });
}

/** Every /api/admin route needs the session's bearer token (see require-admin.ts). */
export const adminSecurity = describeRoute({ security: [{ bearerAuth: [] }], responses: { 401: refusal('No valid session') } });

/** GET /api/openapi.json: the document of every declared route, made once. */
export function openApiDocument(app: Hono<any>) {
  return openAPIRouteHandler(app, {
    documentation: {
      openapi: '3.1.0',
      info: {
        title: 'Nordic Light API',
        version: '1',
        description: 'The public API of the site and the back-office API under /api/admin (a bearer token from POST /api/admin/login).',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    defaultValidationErrorResponse: false,
  });
}
