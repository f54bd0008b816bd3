import type { AnswerBindings } from '../lib/answers';
import type { RouteDeps } from '../lib/route-deps';
import { collectionItemsPage, getPublicCollection, listPublicCollections } from './collections-public.service';

/** The collections' public answers: a page of collections, a collection with its first photos, and a page of its photos. */
export function collectionAnswers({ db }: Pick<RouteDeps, 'db'>): Pick<AnswerBindings, 'collections' | 'collection' | 'collectionItems'> {
  return {
    collections: { load: ({ language, cursor, limit }) => listPublicCollections(db, language, cursor, limit) },
    collection: { load: ({ slug, language, limit }) => getPublicCollection(db, slug, language, limit) },
    collectionItems: { load: ({ slug, language, cursor, limit }) => collectionItemsPage(db, slug, language, cursor, limit) },
  };
}
