import { COPYRIGHT_YEAR, copyrightText, type SiteSettings } from '@portfolio/shared';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { galleryItems, mediaAssets } from '../db/schema';
import { getSettings } from '../site/settings.service';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const alt = (s: string) => `<rdf:Alt><rdf:li xml:lang="x-default">${xml(s)}</rdf:li></rdf:Alt>`;

/**
 * The rights every public derivative carries, as an XMP packet with IPTC Core and Extension
 * fields: creator, copyright notice, credit line, Web Statement of Rights (the licence terms),
 * Licensor URL (the licensing page) and the photo's title. The derivatives are written from
 * decoded pixels, so nothing else of the camera file (GPS, serial numbers, owner, software) is in them.
 */
export function rightsXmp(settings: SiteSettings, publicUrl: string, title?: string | null): string {
  const notice = copyrightText(settings, COPYRIGHT_YEAR) ?? `© ${COPYRIGHT_YEAR} ${settings.photographerName}`;
  const licensing = settings.licensingUrl || `${publicUrl}/?subject=licensing#contact`;
  const fields = [
    `<dc:creator><rdf:Seq><rdf:li>${xml(settings.photographerName)}</rdf:li></rdf:Seq></dc:creator>`,
    `<dc:rights>${alt(notice)}</dc:rights>`,
    title ? `<dc:title>${alt(title)}</dc:title>` : '',
    `<photoshop:Credit>${xml(settings.creditLine || settings.photographerName)}</photoshop:Credit>`,
    '<xmpRights:Marked>True</xmpRights:Marked>',
    settings.licenseUrl ? `<xmpRights:WebStatement>${xml(settings.licenseUrl)}</xmpRights:WebStatement>` : '',
    `<plus:Licensor><rdf:Seq><rdf:li rdf:parseType="Resource"><plus:LicensorName>${xml(settings.photographerName)}</plus:LicensorName><plus:LicensorURL>${xml(licensing)}</plus:LicensorURL></rdf:li></rdf:Seq></plus:Licensor>`,
  ].join('');
  return (
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>' +
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" ' +
    'xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/" xmlns:plus="http://ns.useplus.org/ldf/xmp/1.0/">' +
    fields +
    '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>'
  );
}

/** The XMP for the derivatives of the original `hash`: the settings, and the title of the gallery item showing it. */
export async function rightsXmpFor(db: Db, publicUrl: string, hash: string): Promise<string> {
  const [settings, item] = await Promise.all([
    getSettings(db),
    // A client gallery's private title goes only into files that are private themselves.
    db
      .select({ title: galleryItems.title })
      .from(galleryItems)
      .innerJoin(mediaAssets, eq(mediaAssets.hash, galleryItems.mediaHash))
      .where(and(eq(galleryItems.mediaHash, hash), or(eq(galleryItems.isPrivate, false), eq(mediaAssets.isPrivate, true))))
      .orderBy(galleryItems.isPrivate)
      .get(),
  ]);
  return rightsXmp(settings, publicUrl, item?.title);
}
