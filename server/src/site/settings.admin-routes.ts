import { API, SiteSettingsSchema, SiteSettingsUpdateSchema, type SiteSettings, type WatermarkLogo, WatermarkLogoSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';
import { readJson } from '../lib/validate';
import { decodeInput } from '../media/decode';
import { mediaDirs, removeQuietly } from '../media/media-files';
import type { VariantFormat } from '../media/derivatives';
import { requeuePhotoDerivatives } from '../media/media-queue';
import { receiveMultipart } from '../media/multipart';
import { getSettings, getWatermarkLogo, saveWatermarkLogo, updateSettings } from './settings.service';
import type { RouteDeps } from '../lib/route-deps';
import { declare } from '../lib/openapi';

/** Settings written into the XMP of every public derivative (see media/rights-xmp.ts). */
const RIGHTS_FIELDS = ['photographerName', 'copyrightNotice', 'creditLine', 'licenseUrl', 'licensingUrl'] as const;
/** A logo larger than this is refused; it is kept at most LOGO_WIDTH px wide. */
const LOGO_MAX_BYTES = 5 * 1024 * 1024;
const LOGO_WIDTH = 1200;
const LOGO_FORMATS = new Set(['png', 'webp', 'jpg']);

/** What the watermark draws, or 'off': equal for settings that put the same mark on the files. */
const drawnMark = (s: SiteSettings) => (s.watermark.enabled ? JSON.stringify(s.watermark) : 'off');
/** The smallest file width the watermark of `s` is drawn on. */
const markedFrom = (s: SiteSettings) => (s.watermark.enabled ? s.watermark.minWidth : Number.POSITIVE_INFINITY);
/** What a watermarked client gallery's proofs draw: the watermark as designed, switched on or not, at every width. */
const proofMark = (s: SiteSettings) => JSON.stringify({ ...s.watermark, enabled: true, minWidth: 0 });
const PUBLIC_FORMATS: readonly VariantFormat[] = ['webp', 'avif', 'jpeg', 'share'];
const PROOF_FORMATS: readonly VariantFormat[] = ['proof', 'proof-jpeg'];

/**
 * Writes again, in the background, the photo files a change of the settings concerns: every file
 * when the rights changed; when only the watermark did, the public files it is (or was) drawn on,
 * and the client galleries' proofs when its design changed.
 */
async function rewriteFilesFor(db: RouteDeps['db'], before: SiteSettings, after: SiteSettings): Promise<void> {
  if (RIGHTS_FIELDS.some((k) => before[k] !== after[k])) {
    await requeuePhotoDerivatives(db);
    return;
  }
  if (drawnMark(before) !== drawnMark(after)) await requeuePhotoDerivatives(db, { minWidth: Math.min(markedFrom(before), markedFrom(after)), formats: PUBLIC_FORMATS });
  if (proofMark(before) !== proofMark(after)) await requeuePhotoDerivatives(db, { formats: PROOF_FORMATS });
}

const preview = async (png: Buffer) => `data:image/png;base64,${(await decodeInput(png).resize({ width: 320, withoutEnlargement: true }).png().toBuffer()).toString('base64')}`;

export function adminSettingsRoutes({ db, env }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(API.admin.settings, declare({ path: API.admin.settings, summary: "The photographer's site settings", tags: ['settings'], response: SiteSettingsSchema }), async (c) => c.json(await getSettings(db)))
    .put(API.admin.settings, declare({ path: API.admin.settings, summary: 'Changes the settings the body names (the public files follow the rights and the watermark)', tags: ['settings'], body: SiteSettingsUpdateSchema, response: SiteSettingsSchema }), async (c) => {
      const before = await getSettings(db);
      const saved = await updateSettings(db, await readJson(c, SiteSettingsUpdateSchema));
      // The rights and the watermark travel inside the public files.
      await rewriteFilesFor(db, before, saved);
      return c.json(saved);
    })
    .get(API.admin.watermarkLogo, declare({ path: API.admin.watermarkLogo, summary: "The watermark's logo (its key and a small preview)", tags: ['settings'], response: WatermarkLogoSchema }), async (c) => {
      const logo = await getWatermarkLogo(db);
      return c.json({ logo: logo?.hash ?? '', preview: logo ? await preview(logo.png) : null } satisfies WatermarkLogo);
    })
    // multipart `file`: a PNG, WebP or JPEG logo (a PNG or WebP with transparency looks best).
    .post(API.admin.watermarkLogo, declare({ path: API.admin.watermarkLogo, summary: "Sets the watermark's logo", tags: ['settings'], upload: { file: 'A PNG, WebP or JPEG logo, at most 5 MB' }, response: WatermarkLogoSchema, refuses: { 415: 'Not a PNG, WebP or JPEG image', 422: 'The image is damaged or incomplete' } }), async (c) => {
      const { files } = await receiveMultipart(c.req.raw, {
        dirs: mediaDirs(env.mediaDir),
        fileFields: ['file'],
        maxFiles: 1,
        maxPhotoBytes: LOGO_MAX_BYTES,
        maxVideoBytes: LOGO_MAX_BYTES,
      });
      const file = files[0];
      try {
        if (!file) throw new AppError('bad_request', 'No file uploaded: send the logo in the field "file".');
        if (!LOGO_FORMATS.has(file.type.ext)) throw new AppError('unsupported_media_type', 'The logo must be a PNG, WebP or JPEG image.');
        const png = await decodeInput(file.tmpPath, { failOn: 'truncated' })
          .resize({ width: LOGO_WIDTH, withoutEnlargement: true })
          .png()
          .toBuffer()
          .catch(() => {
            throw new AppError('unprocessable', 'The logo could not be read: the file is damaged or incomplete.');
          });
        const before = await getSettings(db);
        const hash = await saveWatermarkLogo(db, png);
        const saved = await updateSettings(db, { watermark: { logo: hash } });
        await rewriteFilesFor(db, before, saved);
        return c.json({ logo: hash, preview: await preview(png) } satisfies WatermarkLogo);
      } finally {
        await removeQuietly(...files.map((f) => f.tmpPath));
      }
    });
}
