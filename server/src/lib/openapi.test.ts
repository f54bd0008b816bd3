import { describe, expect, it } from 'bun:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import { createTestApp } from '../../test/app';
import { makeCategory, makeItem, makePost } from '../../test/factories';

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, and real answers match the schemas it declares', async () => {
    const t = await createTestApp();
    const category = await makeCategory(t.db);
    const item = await makeItem(t.db, {}, [category.id]);
    await makePost(t.db, { slug: 'a-post', isPublished: true });
    const res = await t.get('/api/openapi.json');
    expect(res.status).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const doc = res.body as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>> };
    const sample: Record<string, string> = {
      '/api/hero-images': '/api/hero-images?language=sv',
      '/api/gallery/items': '/api/gallery/items?language=en&limit=2',
      '/api/gallery/facets': '/api/gallery/facets?language=nl',
      '/api/gallery/items/{id}': `/api/gallery/items/${item.id}?language=en`,
      '/api/gallery/items/{id}/neighbours': `/api/gallery/items/${item.id}/neighbours?language=en`,
      '/api/gallery/items/{id}/context': `/api/gallery/items/${item.id}/context?language=en`,
      '/api/gallery/categories': '/api/gallery/categories?language=en',
      '/api/blog/posts': '/api/blog/posts?language=en',
      '/api/blog/posts/{slug}': '/api/blog/posts/a-post?language=en',
      '/api/collections': '/api/collections?language=en',
      '/api/map': '/api/map?language=en',
      '/api/site-settings': '/api/site-settings',
      '/api/site-texts': '/api/site-texts?language=sv',
      '/api/shop/offers/{id}': `/api/shop/offers/${item.id}?language=en`,
      '/api/shop/cart': '/api/shop/cart?language=en',
    };
    for (const [path, url] of Object.entries(sample)) {
      const schema = doc.paths[path]?.get?.responses['200']?.content?.['application/json']?.schema;
      expect({ path, declared: Boolean(schema) }).toEqual({ path, declared: true });
      const answer = await t.get(url);
      expect({ url, status: answer.status }).toEqual({ url, status: 200 });
      const validate = ajv.compile(schema as object);
      expect({ url, errors: validate(answer.body) ? null : validate.errors }).toEqual({ url, errors: null });
    }
    // Admin routes name the bearer scheme.
    expect(Object.keys((res.body as { components: { securitySchemes: object } }).components.securitySchemes)).toEqual(['bearerAuth']);
  });
});
