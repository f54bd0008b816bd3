import { COPYRIGHT_YEAR, copyrightText, type SiteSettings, slugify } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { mediaAssets } from '../db/schema';
import type { Env } from '../env';
import { decodeInput } from '../media/decode';
import { mediaDirs } from '../media/media-files';
import { concatStream, type OutgoingFile, originalWithRights } from '../media/original-with-rights';
import { getSettings } from '../site/settings.service';
import { licenceUrl, type LineRow, type OrderRow } from './shop-mail';

/** The long side of a web-size licence's file: large enough for any screen, without the public files' watermark. */
const WEB_SIZE = 2048;

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const alt = (s: string) => `<rdf:Alt><rdf:li xml:lang="x-default">${xml(s)}</rdf:li></rdf:Alt>`;

export interface LicenceFacts {
  title: string;
  licensee: string;
  licence: string;
  orderNumber: string;
  terms: string;
  termsUrl: string;
  licencePage: string;
  issued: Date;
}

/**
 * The XMP of a licensed file (IPTC Core and Extension, PLUS): the site's creator, copyright and
 * credit as every public file has them, and the licence itself: licensee, licence type, order
 * number (the licence's id), date, usage terms and where the terms are.
 */
export function licenceXmp(settings: SiteSettings, f: LicenceFacts): string {
  const notice = copyrightText(settings, COPYRIGHT_YEAR) ?? `© ${COPYRIGHT_YEAR} ${settings.photographerName}`;
  const fields = [
    `<dc:creator><rdf:Seq><rdf:li>${xml(settings.photographerName)}</rdf:li></rdf:Seq></dc:creator>`,
    `<dc:rights>${alt(notice)}</dc:rights>`,
    `<dc:title>${alt(f.title)}</dc:title>`,
    `<photoshop:Credit>${xml(settings.creditLine || settings.photographerName)}</photoshop:Credit>`,
    '<xmpRights:Marked>True</xmpRights:Marked>',
    `<xmpRights:WebStatement>${xml(f.termsUrl || f.licencePage)}</xmpRights:WebStatement>`,
    `<xmpRights:UsageTerms>${alt(`${f.licence}, licensed to ${f.licensee} (order ${f.orderNumber}). ${f.terms}`)}</xmpRights:UsageTerms>`,
    `<plus:LicenseID>${xml(f.orderNumber)}</plus:LicenseID>`,
    `<plus:LicenseTransactionDate>${f.issued.toISOString().slice(0, 10)}</plus:LicenseTransactionDate>`,
    `<plus:Licensee><rdf:Seq><rdf:li rdf:parseType="Resource"><plus:LicenseeName>${xml(f.licensee)}</plus:LicenseeName></rdf:li></rdf:Seq></plus:Licensee>`,
    `<plus:Licensor><rdf:Seq><rdf:li rdf:parseType="Resource"><plus:LicensorName>${xml(settings.photographerName)}</plus:LicensorName><plus:LicensorURL>${xml(f.licencePage)}</plus:LicensorURL></rdf:li></rdf:Seq></plus:Licensor>`,
    `<Iptc4xmpExt:LicenseType>${xml(f.licence)}</Iptc4xmpExt:LicenseType>`,
  ].join('');
  return (
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>' +
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" ' +
    'xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/" xmlns:plus="http://ns.useplus.org/ldf/xmp/1.0/" xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/">' +
    fields +
    '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>'
  );
}

/**
 * The licensed file of a paid licence line: the original (full size) or a 2048 px JPEG (web size),
 * with the licence in its XMP and no GPS. Null when the photo's original is gone.
 */
export async function licenceFile(db: Db, env: Env, order: OrderRow, line: LineRow): Promise<{ name: string; file: OutgoingFile } | null> {
  if (!line.mediaHash) return null;
  const asset = await db.select().from(mediaAssets).where(eq(mediaAssets.hash, line.mediaHash)).get();
  if (!asset || asset.kind !== 'photo') return null;
  const store = mediaDirs(env.mediaDir).store;
  if ((await store.size(asset.originalFile)) === null) return null;
  const settings = await getSettings(db);
  const xmp = licenceXmp(settings, {
    title: line.title,
    licensee: order.buyerName,
    licence: line.licenceName ?? '',
    orderNumber: order.number,
    terms: line.licenceTerms ?? '',
    termsUrl: line.licenceTermsUrl ?? '',
    licencePage: licenceUrl(env, order.language, line.licenceToken ?? ''),
    issued: order.paidAt ?? new Date(),
  });
  const base = `${slugify(line.title) || 'photo'}-${order.number}`;
  if (line.licenceSize === 'full') {
    const file = await originalWithRights(store.blob(asset.originalFile), asset.mime, xmp);
    return { name: `${base}.${file.ext}`, file };
  }
  // Written from the pixels: no Exif at all, the licence in its XMP.
  const input = Buffer.from(await store.blob(asset.originalFile).arrayBuffer());
  const bytes = new Uint8Array(await decodeInput(input, { failOn: 'none' }).rotate().resize(WEB_SIZE, WEB_SIZE, { fit: 'inside', withoutEnlargement: true }).withXmp(xmp).jpeg({ quality: 90 }).toBuffer());
  return { name: `${base}-web.jpg`, file: { size: bytes.length, ext: 'jpg', stream: () => concatStream([bytes]) } };
}
