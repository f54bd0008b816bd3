import { ANSWER_SCHEMAS, ANSWERS, API, type AnswerName, ApiErrorSchema, isPaged, TOTAL_COUNT_HEADER } from '@portfolio/shared';
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
const BINARY = { type: 'string', format: 'binary' } as const;

/** The parameters of a zod object: those the path names are path parameters, the rest the query's. */
function parametersOf(path: string, schema: z.ZodObject) {
  const shape = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(shape.properties ?? {}).map(([name, property]) => {
    const inPath = path.includes(`:${name}`);
    return { name, in: inPath ? 'path' : 'query', required: inPath || (shape.required ?? []).includes(name), schema: property } as const;
  });
}

/** An answer that is not JSON (a file, a stream, a CSV, a page): its content types, by `file()`. */
export interface FileAnswer {
  file: string[];
}

/** The answer of a route that sends a file or a text of its own type (`file('text/csv')`). */
export const file = (...types: string[]): FileAnswer => ({ file: types });

/** The 4xx answers a route can give beyond 400, each `{ message }` (the statuses of lib/app-error.ts). */
export type Refusals = Partial<Record<401 | 403 | 404 | 408 | 409 | 410 | 413 | 415 | 422 | 429 | 503, string>>;

/** Answers of a file route beside its 200: a range of it (206, the same content), elsewhere (301), unchanged (304), a range it does not have (416, no body). */
export type FileStatuses = Partial<Record<206 | 301 | 304 | 416, string>>;

export interface RouteDeclaration {
  /** The path as Hono writes it (`/api/admin/gallery/items/:id`): its `:names` are path parameters. */
  path: string;
  summary: string;
  tags: string[];
  /** Path parameters (and the query, when one object holds both: the path's names decide). */
  params?: z.ZodObject;
  /** Query parameters. */
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body: its file fields, with what each holds. */
  upload?: Record<string, string>;
  /** The answer of success: a JSON schema, a `file(...)` of content types, or null for no body (204, a redirect). */
  response: z.ZodType | FileAnswer | null;
  /** Other content types the answer of success comes in (`?format=txt`). */
  alsoAs?: string[];
  status?: 200 | 201 | 202 | 204 | 206 | 302 | 303;
  /** Headers of a paged list (X-Total-Count, Link). */
  paged?: boolean;
  /** Answers 404 when what it names does not exist. */
  missing?: boolean;
  /** Other refusals, `{ message }` each: status and when. */
  refuses?: Refusals;
  /** A file's other answers (ranges, a redirect to the CDN, not modified). */
  fileStatuses?: FileStatuses;
  /** Answers of another status with a body of their own (503 of a health check). */
  otherAnswers?: Partial<Record<number, { description: string; response: z.ZodType }>>;
}

const LOCATION = { Location: { description: 'Where the answer sends the browser', schema: { type: 'string' } } };

const PAGING_HEADERS = {
  [TOTAL_COUNT_HEADER]: { description: 'The size of the whole list', schema: { type: 'integer' } },
  Link: { description: 'The next page: `<…?cursor=…>; rel="next"` (absent on the last page)', schema: { type: 'string' } },
};

function successContent(response: RouteDeclaration['response'], alsoAs: string[] = []) {
  if (!response) return {};
  const files = (types: string[]) => Object.fromEntries(types.map((type) => [type, { schema: BINARY }]));
  if ('file' in response) return { content: files(response.file) };
  return { content: { ...json(response as z.ZodType), ...files(alsoAs) } };
}

/** Describes a route in /api/openapi.json: put the result in front of its handler. */
export function declare(d: RouteDeclaration) {
  const status = d.status ?? (d.response ? 200 : 204);
  const redirect = status === 302 || status === 303;
  const takes = Boolean(d.params || d.query || d.body || d.upload);
  const parameters = [...(d.params ? parametersOf(d.path, d.params) : []), ...(d.query ? parametersOf(d.path, d.query) : [])];
  const requestBody = d.body
    ? { required: true, content: json(d.body) }
    : d.upload
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object' as const,
                properties: Object.fromEntries(Object.entries(d.upload).map(([field, description]) => [field, { ...BINARY, description }])),
              },
            },
          },
        }
      : undefined;
  // Every /api/admin route but the sign-in needs the session's bearer token (middleware/require-admin.ts).
  const signedIn = d.path.startsWith('/api/admin/') && d.path !== API.admin.login;
  return describeRoute({
    summary: d.summary,
    tags: d.tags,
    ...(signedIn ? { security: [{ bearerAuth: [] }] } : {}),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [status]: {
        description: d.summary,
        ...(d.paged ? { headers: PAGING_HEADERS } : {}),
        ...(redirect ? { headers: LOCATION } : {}),
        ...successContent(d.response, d.alsoAs),
      },
      ...Object.fromEntries(
        Object.entries(d.fileStatuses ?? {}).map(([code, description]) => [
          code,
          { description, ...(code === '206' ? successContent(d.response) : {}), ...(code === '301' ? { headers: LOCATION } : {}) },
        ]),
      ),
      ...Object.fromEntries(Object.entries(d.otherAnswers ?? {}).map(([code, other]) => [code, { description: other!.description, content: json(other!.response) }])),
      ...(takes ? { 400: refusal('The request does not parse: `message` and `issues` say why') } : {}),
      ...(signedIn ? { 401: refusal('No valid session') } : {}),
      ...(d.missing ? { 404: refusal('What the address names does not exist') } : {}),
      ...(d.body || d.upload ? { 413: refusal('The body is larger than this route reads') } : {}),
      ...Object.fromEntries(Object.entries(d.refuses ?? {}).map(([code, description]) => [code, refusal(description)])),
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

/** The outline of this document (GET /api/openapi.json): an OpenAPI 3.1 document, checked whole by the test. */
export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

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
    // Files answered by routes (export.csv, world.svg, download.zip) are routes all the same.
    excludeStaticFile: false,
  });
}
