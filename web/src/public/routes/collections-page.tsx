import { buttonClass } from '../../ui/button-class';
import { CollectionCard } from '../components/collection-card';
import { ListStatus } from '../components/list-status';
import { SectionHeading } from '../components/section-heading';
import { useLanguage } from '../lib/language-context';
import { fetchAnswerOf } from '../lib/fetch-answer';
import { useNextPages } from '../lib/next-pages';
import { useAnswer } from '../lib/page-data';

/** /{lang}/collections: a card per published collection, a page at a time. */
export default function CollectionsPage() {
  const { t, language } = useLanguage();
  const first = useAnswer('collections', { language }, { keepPrevious: true });
  const list = useNextPages(first.data, (cursor) => fetchAnswerOf('collections', { language, cursor }));
  return (
    <section className="mx-auto max-w-7xl px-4 pb-24 pt-24 sm:px-6 sm:pt-32 lg:px-8">
      <SectionHeading as="h1" title={t('collections.pageTitle')} subtitle={t('collections.pageSubtitle')} />
      <ListStatus query={first} isEmpty={list.total === 0} loading={t('common.loading')} error={t('collections.loadError')} empty={t('collections.empty')}>
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
          {list.hasMore ? (
            <button type="button" onClick={() => void list.loadMore()} disabled={list.loading} className={buttonClass('outline', 'lg')}>
              {t('collections.loadMore')}
            </button>
          ) : null}
        </div>
      </ListStatus>
    </section>
  );
}
