import type { ClientPhoto } from '@portfolio/shared';
import { photoTileSizes } from '@portfolio/shared/constants';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { Photo } from '../lib/gallery';
import { useClientGalleryT } from '../lib/client-gallery-messages';
import { langAttr } from '../lib/shown-lang';

/** The comment under a favourite: kept as typed, saved when the client asks; read only while the selection is locked. */
function CommentField({ photo, locked, onSave }: { photo: ClientPhoto; locked: boolean; onSave: (comment: string | null) => Promise<boolean> }) {
  const { t } = useClientGalleryT();
  const [text, setText] = useState(photo.comment ?? '');
  const [saved, setSaved] = useState(false);
  const id = `comment-${photo.id}`;
  return (
    <form
      className="mt-2 grid gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (!locked) void onSave(text.trim() || null).then(setSaved);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('clientGallery.comment')}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={1000}
        value={text}
        placeholder={locked ? undefined : t('clientGallery.commentPlaceholder')}
        readOnly={locked}
        onChange={(e) => {
          setText(e.target.value);
          setSaved(false);
        }}
        className="w-full resize-y rounded-md border border-input bg-background px-2 py-1.5 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
      />
      {locked ? null : (
        <div className="flex items-center gap-2">
          <button type="submit" className="text-sm font-medium text-gold underline-offset-4 hover:underline">
            {t('clientGallery.saveComment')}
          </button>
          {saved ? (
            <span className="text-xs text-muted-foreground" role="status">
              {t('clientGallery.commentSaved')}
            </span>
          ) : null}
        </div>
      )}
    </form>
  );
}

/**
 * The client's photos in the site's grid: a tap opens the viewer, the heart marks a favourite (not
 * while the selection is sent and locked). A watermarked gallery's photo whose proofs are still
 * being made shows as being prepared and does not open.
 */
export function ClientPhotoGrid({
  photos,
  viewerPhotos,
  locked,
  onOpen,
  onFavourite,
}: {
  photos: ClientPhoto[];
  /** The photos the viewer shows (those being prepared left out), by id. */
  viewerPhotos: Photo[];
  locked: boolean;
  onOpen: (id: number) => void;
  onFavourite: (id: number, on: boolean, comment: string | null) => Promise<boolean>;
}) {
  const { t, language } = useClientGalleryT();
  const viewable = new Map(viewerPhotos.map((p) => [p.id, p]));
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="client-photos">
      {photos.map((photo, i) => {
        const shown = viewable.get(photo.id);
        return (
          <li key={photo.id} data-testid="client-photo" data-favourite={photo.favourite ? 'true' : 'false'} data-preparing={photo.preparing ? 'true' : undefined}>
            <div className="relative overflow-hidden rounded-md bg-[#111b2b]" style={{ aspectRatio: `${photo.width && photo.height ? photo.width / photo.height : 1.5}` }}>
              {shown ? (
                <button type="button" onClick={() => onOpen(photo.id)} aria-label={t('clientGallery.open', { title: photo.title })} className="block size-full cursor-zoom-in focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold">
                  <ResponsiveImage
                    image={photo.image}
                    src={shown.thumbnail}
                    alt={photo.alt}
                    altLang={langAttr(photo.altLang, language)}
                    width={photo.width}
                    height={photo.height}
                    sizes={photoTileSizes(photo.width, photo.height)}
                    priority={i < 3}
                    protect={false}
                    className="block size-full"
                    imgClassName="size-full object-cover"
                  />
                </button>
              ) : (
                <p className="flex size-full items-center justify-center p-4 text-center text-sm text-white/75">{t('clientGallery.preparing')}</p>
              )}
              <button
                type="button"
                aria-pressed={photo.favourite}
                aria-label={`${photo.favourite ? t('clientGallery.unfavourite') : t('clientGallery.favourite')}: ${photo.title}`}
                disabled={locked}
                onClick={() => void onFavourite(photo.id, !photo.favourite, photo.comment)}
                className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full bg-black/55 text-white ring-1 ring-white/30 backdrop-blur-sm transition-colors hover:bg-black/75 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold disabled:cursor-not-allowed disabled:opacity-60"
                data-testid="favourite-button"
              >
                <Heart className={`size-5 ${photo.favourite ? 'fill-red-500 text-red-500' : ''}`} aria-hidden="true" />
              </button>
            </div>
            <p lang={langAttr(photo.titleLang, language)} className="mt-2 truncate text-sm text-foreground">
              {photo.title}
            </p>
            {photo.favourite ? <CommentField photo={photo} locked={locked} onSave={(comment) => onFavourite(photo.id, true, comment)} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
