import {
  API,
  type ClientSelectionReopened,
  ClientGalleryCreateSchema,
  ClientGalleryItemIdsSchema,
  ClientGalleryUpdateSchema,
  ClientLinkMailSchema,
  ClientPrivatePhotosSchema,
  IdParamSchema,
} from '@portfolio/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams, readQuery } from '../lib/validate';
import { CONTENT_TYPES, mediaDirs, PUBLIC_NAME_RE } from '../media/media-files';
import {
  createClientGallery,
  deleteClientGallery,
  getClientGallery,
  getGalleryRow,
  listClientGalleries,
  listDownloads,
  listFavourites,
  regenerateToken,
  revokeGallery,
  updateClientGallery,
} from './client-galleries.service';
import { addPhotos, addPrivatePhotos, galleryPhotosPage, removePhotos } from './client-gallery-photos.service';
import { reopenAndTell, sendGalleryLink } from './client-gallery-mail.service';
import type { RouteDeps } from '../lib/route-deps';
import { attachment } from '../lib/content-disposition';

const path = API.admin.clientGalleries;
const GalleryPhotosQuerySchema = z.object({ cursor: z.string().max(100).optional(), limit: z.coerce.number().int().min(1).max(200).default(60) });

/** The Client galleries screen's API; every path is under /api/admin (session checked by requireAdmin). */
export function adminClientGalleriesRoutes({ db, env }: RouteDeps) {
  const id = (c: Parameters<typeof readParams>[0]) => readParams(c, IdParamSchema).id;
  return (
    new Hono<AppEnv>()
      .get(path, async (c) => c.json({ galleries: await listClientGalleries(db) }))
      .post(path, async (c) => c.json(await createClientGallery(db, await readJson(c, ClientGalleryCreateSchema)), 201))
      // A private photo's file for the admin's own screen (the public /media refuses it).
      .get(`${path}/media/:name`, async (c) => {
        const name = c.req.param('name');
        const m = PUBLIC_NAME_RE.exec(name);
        const store = mediaDirs(env.mediaDir).store;
        if (!m || (await store.size(`public/${name}`)) === null) return c.json({ message: 'Not found' }, 404);
        return new Response(store.blob(`public/${name}`), { headers: { 'Content-Type': CONTENT_TYPES[m[3]!] ?? 'application/octet-stream', 'Cache-Control': 'private, max-age=3600' } });
      })
      .get(`${path}/:id`, async (c) => c.json(await getClientGallery(db, id(c))))
      .put(`${path}/:id`, async (c) => c.json(await updateClientGallery(db, id(c), await readJson(c, ClientGalleryUpdateSchema))))
      .delete(`${path}/:id`, async (c) => {
        await deleteClientGallery(db, id(c));
        return c.json({ message: 'Client gallery deleted' });
      })
      .get(`${path}/:id/photos`, async (c) => {
        await getGalleryRow(db, id(c));
        return c.json(await galleryPhotosPage(db, id(c), readQuery(c, GalleryPhotosQuerySchema)));
      })
      .post(`${path}/:id/photos`, async (c) => {
        await getGalleryRow(db, id(c));
        const added = await addPhotos(db, id(c), (await readJson(c, ClientGalleryItemIdsSchema)).itemIds);
        return c.json({ message: `${added} photos added`, added });
      })
      .delete(`${path}/:id/photos`, async (c) => {
        await getGalleryRow(db, id(c));
        const removed = await removePhotos(db, id(c), (await readJson(c, ClientGalleryItemIdsSchema)).itemIds);
        return c.json({ message: `${removed} photos removed`, removed });
      })
      .post(`${path}/:id/upload`, async (c) => {
        await getGalleryRow(db, id(c));
        const added = await addPrivatePhotos(db, id(c), (await readJson(c, ClientPrivatePhotosSchema)).mediaHashes);
        return c.json({ message: `${added} private photos added`, added }, 201);
      })
      .get(`${path}/:id/favourites`, async (c) => {
        const list = await listFavourites(db, id(c));
        if (c.req.query('format') === 'txt') {
          return c.body(list.lightroom, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': attachment(`selection-${id(c)}`, 'txt') });
        }
        return c.json(list);
      })
      .get(`${path}/:id/downloads`, async (c) => c.json(await listDownloads(db, id(c))))
      .post(`${path}/:id/regenerate`, async (c) => c.json(await regenerateToken(db, id(c))))
      .post(`${path}/:id/revoke`, async (c) => c.json(await revokeGallery(db, id(c))))
      // The client may change their sent selection again; they are told by mail when their address is known.
      .post(`${path}/:id/reopen`, async (c) => {
        const mailed = await reopenAndTell(db, env, id(c));
        return c.json({ gallery: await getClientGallery(db, id(c)), mailed } satisfies ClientSelectionReopened);
      })
      .post(`${path}/:id/send`, async (c) => {
        await sendGalleryLink(db, env, id(c), await readJson(c, ClientLinkMailSchema));
        return c.json({ message: 'The link is on its way' });
      })
  );
}
