import {
  API,
  type ClientSelectionReopened,
  ClientDownloadListSchema,
  ClientFavouriteListSchema,
  ClientFavouritesQuerySchema,
  ClientGalleryAdminSchema,
  ClientGalleryCreateSchema,
  ClientGalleryListSchema,
  ClientGalleryItemIdsSchema,
  ClientGalleryUpdateSchema,
  ClientLinkMailSchema,
  ClientPhotoPageSchema,
  ClientPhotosAddedSchema,
  ClientPhotosRemovedSchema,
  ClientPrivatePhotosSchema,
  ClientSelectionReopenedSchema,
  IdParamSchema,
  MessageSchema,
} from '@portfolio/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/app-env';
import { declare, file } from '../lib/openapi';
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
const FileParamSchema = z.object({ name: z.string().max(200) });
const GalleryPhotosQuerySchema = z.object({ cursor: z.string().max(100).optional(), limit: z.coerce.number().int().min(1).max(200).default(60) });

/** The Client galleries screen's API; every path is under /api/admin (session checked by requireAdmin). */
export function adminClientGalleriesRoutes({ db, env }: RouteDeps) {
  const id = (c: Parameters<typeof readParams>[0]) => readParams(c, IdParamSchema).id;
  return (
    new Hono<AppEnv>()
      .get(path, declare({ path, summary: 'The client galleries', tags: ['client galleries'], response: ClientGalleryListSchema }), async (c) => c.json({ galleries: await listClientGalleries(db) }))
      .post(path, declare({ path, summary: 'Makes a client gallery at a new unguessable address', tags: ['client galleries'], body: ClientGalleryCreateSchema, response: ClientGalleryAdminSchema, status: 201 }), async (c) => c.json(await createClientGallery(db, await readJson(c, ClientGalleryCreateSchema)), 201))
      // A private photo's file for the admin's own screen (the public /media refuses it).
      .get(`${path}/media/:name`, declare({ path: `${path}/media/:name`, summary: "A private photo's file, for the back-office's own screens", tags: ['client galleries'], params: FileParamSchema, response: file('image/webp', 'image/avif', 'image/jpeg'), missing: true }), async (c) => {
        const name = c.req.param('name');
        const m = PUBLIC_NAME_RE.exec(name);
        const store = mediaDirs(env.mediaDir).store;
        if (!m || (await store.size(`public/${name}`)) === null) return c.json({ message: 'Not found' }, 404);
        return new Response(store.blob(`public/${name}`), { headers: { 'Content-Type': CONTENT_TYPES[m[3]!] ?? 'application/octet-stream', 'Cache-Control': 'private, max-age=3600' } });
      })
      .get(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'A client gallery', tags: ['client galleries'], params: IdParamSchema, response: ClientGalleryAdminSchema, missing: true }), async (c) => c.json(await getClientGallery(db, id(c))))
      .put(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Changes what the body names of a client gallery', tags: ['client galleries'], params: IdParamSchema, body: ClientGalleryUpdateSchema, response: ClientGalleryAdminSchema, missing: true }), async (c) => c.json(await updateClientGallery(db, id(c), await readJson(c, ClientGalleryUpdateSchema))))
      .delete(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Deletes a client gallery and its private photos', tags: ['client galleries'], params: IdParamSchema, response: MessageSchema, missing: true }), async (c) => {
        await deleteClientGallery(db, id(c));
        return c.json({ message: 'Client gallery deleted' });
      })
      .get(`${path}/:id/photos`, declare({ path: `${path}/:id/photos`, summary: "A page of a client gallery's photos, private ones marked", tags: ['client galleries'], params: IdParamSchema, query: GalleryPhotosQuerySchema, response: ClientPhotoPageSchema, missing: true }), async (c) => {
        await getGalleryRow(db, id(c));
        return c.json(await galleryPhotosPage(db, id(c), readQuery(c, GalleryPhotosQuerySchema)));
      })
      .post(`${path}/:id/photos`, declare({ path: `${path}/:id/photos`, summary: 'Adds gallery photos to a client gallery', tags: ['client galleries'], params: IdParamSchema, body: ClientGalleryItemIdsSchema, response: ClientPhotosAddedSchema, missing: true }), async (c) => {
        await getGalleryRow(db, id(c));
        const added = await addPhotos(db, id(c), (await readJson(c, ClientGalleryItemIdsSchema)).itemIds);
        return c.json({ message: `${added} photos added`, added });
      })
      .delete(`${path}/:id/photos`, declare({ path: `${path}/:id/photos`, summary: 'Takes photos out of a client gallery', tags: ['client galleries'], params: IdParamSchema, body: ClientGalleryItemIdsSchema, response: ClientPhotosRemovedSchema, missing: true }), async (c) => {
        await getGalleryRow(db, id(c));
        const removed = await removePhotos(db, id(c), (await readJson(c, ClientGalleryItemIdsSchema)).itemIds);
        return c.json({ message: `${removed} photos removed`, removed });
      })
      .post(`${path}/:id/upload`, declare({ path: `${path}/:id/upload`, summary: 'Adds uploads (their keys) to a client gallery as private photos', tags: ['client galleries'], params: IdParamSchema, body: ClientPrivatePhotosSchema, response: ClientPhotosAddedSchema, status: 201, missing: true, refuses: { 422: 'No upload with that key, or not a photo' } }), async (c) => {
        await getGalleryRow(db, id(c));
        const added = await addPrivatePhotos(db, id(c), (await readJson(c, ClientPrivatePhotosSchema)).mediaHashes);
        return c.json({ message: `${added} private photos added`, added }, 201);
      })
      .get(`${path}/:id/favourites`, declare({ path: `${path}/:id/favourites`, summary: "The client's hearted photos and comments (as a Lightroom list with ?format=txt)", tags: ['client galleries'], params: IdParamSchema, query: ClientFavouritesQuerySchema, response: ClientFavouriteListSchema, alsoAs: ['text/plain'], missing: true }), async (c) => {
        const list = await listFavourites(db, id(c));
        if (c.req.query('format') === 'txt') {
          return c.body(list.lightroom, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': attachment(`selection-${id(c)}`, 'txt') });
        }
        return c.json(list);
      })
      .get(`${path}/:id/downloads`, declare({ path: `${path}/:id/downloads`, summary: 'What the client downloaded, and when', tags: ['client galleries'], params: IdParamSchema, response: ClientDownloadListSchema, missing: true }), async (c) => c.json(await listDownloads(db, id(c))))
      .post(`${path}/:id/regenerate`, declare({ path: `${path}/:id/regenerate`, summary: 'Gives a client gallery a new address (the old one stops working)', tags: ['client galleries'], params: IdParamSchema, response: ClientGalleryAdminSchema, missing: true }), async (c) => c.json(await regenerateToken(db, id(c))))
      .post(`${path}/:id/revoke`, declare({ path: `${path}/:id/revoke`, summary: 'Closes a client gallery', tags: ['client galleries'], params: IdParamSchema, response: ClientGalleryAdminSchema, missing: true }), async (c) => c.json(await revokeGallery(db, id(c))))
      // The client may change their sent selection again; they are told by mail when their address is known.
      .post(`${path}/:id/reopen`, declare({ path: `${path}/:id/reopen`, summary: 'Lets the client change their sent selection again (they are told by mail)', tags: ['client galleries'], params: IdParamSchema, response: ClientSelectionReopenedSchema, missing: true, refuses: { 409: 'The selection is open already' } }), async (c) => {
        const mailed = await reopenAndTell(db, env, id(c));
        return c.json({ gallery: await getClientGallery(db, id(c)), mailed } satisfies ClientSelectionReopened);
      })
      .post(`${path}/:id/send`, declare({ path: `${path}/:id/send`, summary: 'Mails the gallery’s address to the client', tags: ['client galleries'], params: IdParamSchema, body: ClientLinkMailSchema, response: MessageSchema, missing: true, refuses: { 409: 'Mail is not set up, or the gallery is closed' } }), async (c) => {
        await sendGalleryLink(db, env, id(c), await readJson(c, ClientLinkMailSchema));
        return c.json({ message: 'The link is on its way' });
      })
  );
}
