import { CollectionCard } from '../components/collection-card';
import { ListStatus } from '../components/list-status';
import { LoadMoreLink } from '../components/load-more-link';
import { SectionHeading } from '../components/section-heading';
import { useLanguage } from '../lib/language-context';
import { cursorOf } from '../lib/list-cursor';
import { useListPages } from '../lib/use-list-pages';
import { useLocation } from '../router';

/** /{lang}/collections: a card per published collection, a page at a time. */
export default function CollectionsPage() {
  const { t, language, href } = useLanguage();
  const { search } = useLocation();
  const list = useListPages('collections', (cursor) => ({ language, cursor }), cursorOf(new URLSearchParams(search)));
  return (
    <section className="mx-auto max-w-7xl px-4 pb-24 pt-24 sm:px-6 sm:pt-32 lg:px-8">
      <SectionHeading as="h1" title={t('collections.pageTitle')} subtitle={t('collections.pageSubtitle')} />
      <ListStatus query={list} isEmpty={list.items.length === 0} loading={t('common.loading')} error={t('collections.loadError')} empty={t('collections.empty')}>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="collections-list">
          {list.items.map((collection) => (
            <li key={collection.id}>
              <CollectionCard collection={collection} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('collections.showing', { shown: list.items.length, total: list.total })}
          </p>
          <LoadMoreLink list={list} href={(cursor) => href('collections', {}, `cursor=${encodeURIComponent(cursor)}`)}>
            {t('collections.loadMore')}
          </LoadMoreLink>
        </div>
      </ListStatus>
    </section>
  );
}
