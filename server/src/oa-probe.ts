import { createTestApp } from '../test/app';
const t = await createTestApp();
const res = await t.get('/api/openapi.json');
console.log(res.status, Object.keys(res.body.paths ?? {}).length, Object.keys(res.body.paths ?? {}).slice(0, 40));
console.log(JSON.stringify(res.body.paths?.['/api/gallery/items/{id}']).slice(0, 600));
