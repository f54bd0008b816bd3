import type { PhotoContext, PhotoPlace } from '@portfolio/shared';
import { langAttr } from '../lib/shown-lang';
import { useLanguage } from '../lib/language-context';
import { Link } from '../router';
import { formatPosition } from '../lib/map-place';

/** Kilometres a precision in degrees comes to (a degree of latitude is about 111 km). */
export const precisionKm = (precision: number) => Math.max(1, Math.round(precision * 111));

/** A photo's place on a small map: the rounded position with a marker, or only its country. */
export function SmallMap({ place }: { place: PhotoPlace }) {
  const { t } = useLanguage();
  const name = place.lat !== null && place.lon !== null ? formatPosition(place.lat, place.lon) : (place.country ?? '');
  return (
    <figure className="grid gap-2" data-testid="small-map">
      {place.mapUrl ? (
        <div className="relative overflow-hidden rounded-md bg-[#0b1524]" style={{ aspectRatio: String(place.aspect) }}>
          <img src={place.mapUrl} alt={t('place.mapLabel', { place: place.country ? `${place.country}${place.lat !== null ? ` (${name})` : ''}` : name })} className="size-full" loading="lazy" />
          {place.marker ? (
            <span
              className="absolute size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-[#d4a24c] shadow"
              style={{ left: `${place.marker.x * 100}%`, top: `${place.marker.y * 100}%` }}
              aria-hidden="true"
            />
          ) : null}
        </div>
      ) : null}
      <figcaption className="text-xs text-muted-foreground">
        {[place.country, place.lat !== null ? name : null].filter(Boolean).join(' · ')}
        <br />
        {place.lat !== null ? t('place.approximate', { km: precisionKm(place.precision) }) : t('place.countryOnly')}
      </figcaption>
    </figure>
  );
}

/**
 * What a photo's page (and the viewer's information panel) shows beside the photo: the
 * collections it is in, its place on a small map, and up to eight related photos.
 */
export function PhotoContextPanel({ context }: { context: PhotoContext }) {
  const { t, href, language } = useLanguage();
  return (
    <div className="grid gap-6" data-testid="photo-context">
      {context.collections.length > 0 ? (
        <section aria-labelledby="photo-collections">
          <h2 id="photo-collections" className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            {t('collections.inCollections')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {context.collections.map((c) => (
              <li key={c.slug}>
                <Link to={href('collection', { slug: c.slug })} className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:border-gold hover:text-gold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold">
                  <span lang={langAttr(c.titleLang, language)}>{c.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {context.place ? (
        <section aria-labelledby="photo-place">
          <h2 id="photo-place" className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            {t('place.title')}
          </h2>
          <SmallMap place={context.place} />
        </section>
      ) : null}
      {context.related.length > 0 ? (
        <section aria-labelledby="photo-related">
          <h2 id="photo-related" className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            {t('related.title')}
          </h2>
          <ul className="grid grid-cols-4 gap-2" data-testid="related-photos">
            {context.related.map((photo) => (
              <li key={photo.id}>
                <Link to={href('photo', { id: photo.id })} className="block aspect-square overflow-hidden rounded bg-[#111b2b] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold" title={photo.title} lang={langAttr(photo.titleLang, language)}>
                  <img src={photo.thumbnailUrl ?? photo.url} alt={photo.alt} lang={langAttr(photo.altLang, language)} className="size-full object-cover" loading="lazy" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
