import { useMemo } from 'react';
import { RichText } from '../../ui/rich-text/rich-text';
import { ListStatus } from '../components/list-status';
import { LoadMoreLink } from '../components/load-more-link';
import { PhotoTiles } from '../components/photo-tile';
import { SectionHeading } from '../components/section-heading';
import { toPhoto } from '../lib/gallery';
import { useLanguage } from '../lib/language-context';
import { cursorOf } from '../lib/list-cursor';
import { useListPages } from '../lib/use-list-pages';
import { useAnswer } from '../lib/page-data';
import { Link, useLocation, useParams } from '../router';
import { langAttr } from '../lib/shown-lang';

/**
 * /{lang}/collections/{slug}: the introduction, then the photos in the photographer's order in the
 * gallery's justified layout; a photo opens the viewer, which walks the collection and wraps.
 */
export default function CollectionPage() {
  const { t, language, href } = useLanguage();
  const { slug = '' } = useParams();
  const { search } = useLocation();
  const collection = useAnswer('collection', { slug, language }, { keepPrevious: true });
  // The first photos come with the collection; an address with a cursor starts there.
  const pages = useListPages('collectionItems', (cursor) => ({ slug, language, cursor }), cursorOf(new URLSearchParams(search)), { page: collection.data?.items });
  const unknown = t('common.unknown');
  const photos = useMemo(() => pages.items.map((i) => toPhoto(i, undefined, unknown)), [pages.items, unknown]);
  const filter = useMemo(() => ({ collection: slug }), [slug]);
  const data = collection.data;
  return (
    <article className="mx-auto max-w-[1680px] px-4 pb-24 pt-24 sm:px-6 sm:pt-32 lg:px-8">
      <ListStatus query={collection} isEmpty={false} loading={t('common.loading')} error={t('collections.loadError')} empty="">
        {data ? (
          <>
            <p className="mb-4 text-sm">
              <Link to={href('collections')} className="text-gold hover:underline">
                {t('collections.allCollections')}
              </Link>
            </p>
            <SectionHeading as="h1" title={data.title} titleLang={langAttr(data.titleLang, language)} subtitle={t('collections.photos', { count: data.itemCount })} />
            {data.intro ? (
              <div lang={langAttr(data.introLang, language)} className="mx-auto mb-12 max-w-3xl">
                <RichText content={data.intro} empty="" error="" />
              </div>
            ) : null}
            <h2 className="sr-only">{t('collections.photosIn')}</h2>
            <PhotoTiles photos={photos} filter={filter} detailed priorityCount={2} />
            <div className="mt-12 flex flex-col items-center gap-4">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('collections.showingPhotos', { shown: photos.length, total: pages.total })}
              </p>
              <LoadMoreLink list={pages} href={(cursor) => href('collection', { slug }, `cursor=${encodeURIComponent(cursor)}`)}>
                {t('collections.morePhotos')}
              </LoadMoreLink>
            </div>
          </>
        ) : null}
      </ListStatus>
    </article>
  );
}
