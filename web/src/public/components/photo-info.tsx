import type { CameraSettings } from '@portfolio/shared';
import { Suspense, type ReactNode } from 'react';
import { DATE_LOCALES, type Language } from '@portfolio/shared/languages';
import { formatMonthYear } from '../../lib/format-date';
import type { Photo } from '../lib/gallery';
import { useLanguage } from '../lib/language-context';
import { langAttr } from '../lib/shown-lang';
import { useAnswer } from '../lib/page-data';
import { PhotoContextPanel } from './photo-context';
import { lazyPage, nearViewport } from '../../lib/lazy-page';

/**
 * The buy section's code (forms, the cart's API) is its own chunk: the server draws its HTML, and
 * the browser fetches the code only when the section comes near the screen.
 */
export const BuySection = lazyPage(() => import('./buy-section'), () => nearViewport('#buy'));

const number = (language: Language, n: number, digits = 1) => new Intl.NumberFormat(DATE_LOCALES[language], { maximumFractionDigits: digits }).format(n);

/** Camera settings as a photographer writes them, with the language's numbers ("f/5.6", "f/5,6"; "1/2000 s"; "ISO 3,200", "ISO 3 200"). */
export function formatCamera(camera: CameraSettings, language: Language) {
  const t = camera.exposureTime;
  return {
    focal: camera.focalLength ? `${number(language, camera.focalLength)} mm` : undefined,
    aperture: camera.fNumber ? `f/${number(language, camera.fNumber)}` : undefined,
    // Under a second as the fraction cameras use (1/250 s), longer as seconds.
    shutter: t ? (t < 1 ? `1/${Math.round(1 / t)} s` : `${number(language, t)} s`) : undefined,
    iso: camera.iso ? `ISO ${number(language, camera.iso, 0)}` : undefined,
  };
}

/** Date and time a photo was taken in the language's words; the camera's clock is stored as UTC. */
export function formatTaken(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * The information panel of the photo viewer: title and description (on a large screen; on a
 * smaller one the caption under it has them), place, date taken and the camera settings, each row
 * only when the photo has it.
 */
export function PhotoInfo({ photo, id }: { photo: Photo; id: string }) {
  const { t, language } = useLanguage();
  const camera = photo.camera ? formatCamera(photo.camera, language) : null;
  // The country's name may be the Dutch one where the page's language has none: it says so.
  const place =
    photo.country && photo.location !== photo.country ? (
      <>
        {photo.location}, <span lang={langAttr(photo.countryLang, language)}>{photo.country}</span>
      </>
    ) : photo.location ? (
      <span lang={langAttr(photo.locationLang, language)}>{photo.location}</span>
    ) : undefined;
  const rows: [string, string, ReactNode][] = [
    ['location', t('lightbox.fields.location'), place],
    ['date', t('lightbox.fields.date'), photo.taken ? (photo.takenMonthOnly ? formatMonthYear(photo.taken, language) : formatTaken(photo.taken, language)) : undefined],
    ['camera', t('lightbox.fields.camera'), photo.camera?.camera],
    ['lens', t('lightbox.fields.lens'), photo.camera?.lens],
    ['focal', t('lightbox.fields.focal'), camera?.focal],
    ['aperture', t('lightbox.fields.aperture'), camera?.aperture],
    ['shutter', t('lightbox.fields.shutter'), camera?.shutter],
    ['iso', t('lightbox.fields.iso'), camera?.iso],
  ];
  return (
    <aside
      id={id}
      aria-label={t('lightbox.info')}
      data-testid="photo-info"
      className="max-h-[45%] shrink-0 overflow-y-auto border-t border-white/10 bg-[#070c14] p-5 text-sm lg:max-h-none lg:w-80 lg:border-l lg:border-t-0"
    >
      {/* Below the large layout the caption under the panel shows the title and description already. */}
      <div className="mb-4 max-lg:hidden">
        <h3 lang={photo.title ? langAttr(photo.titleLang, language) : undefined} className="font-serif text-lg font-semibold text-white">
          {photo.title || t('common.untitled')}
        </h3>
        {photo.description ? (
          <p lang={langAttr(photo.descriptionLang, language)} className="mt-2 text-white/80">
            {photo.description}
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {rows.map(([key, label, value]) =>
          value ? (
            <div key={key} className="contents" data-field={key}>
              <dt className="text-white/55">{label}</dt>
              <dd className="text-white">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {photo.type === 'photo' ? <ShopOfferSection id={photo.id} /> : null}
      <PhotoContextSection id={photo.id} />
    </aside>
  );
}

/** The photo's collections, place and related photos (with the page when it came from the server, else fetched). */
function PhotoContextSection({ id }: { id: number }) {
  const { language } = useLanguage();
  const context = useAnswer('photoContext', { id, language }, { keepPrevious: true });
  return context.data ? (
    <div className="mt-6 border-t border-white/10 pt-5">
      <PhotoContextPanel context={context.data} />
    </div>
  ) : null;
}

/** The photo's offer (with the page when it came from the server, else fetched); nothing when it is not for sale. */
function ShopOfferSection({ id }: { id: number }) {
  const { language } = useLanguage();
  const offer = useAnswer('shopOffer', { id, language });
  return offer.data ? (
    <Suspense fallback={null}>
      <BuySection offer={offer.data} />
    </Suspense>
  ) : null;
}
