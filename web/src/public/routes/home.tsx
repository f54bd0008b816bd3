import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Hero } from '../components/hero';
import { useDocumentMeta } from '../lib/use-document-meta';

const HomeBelowFold = lazy(() => import('./home-below'));

/** Nav, hero, gallery, about, statistics, latest posts (when any), contact; the layout adds the footer. */
export default function HomePage() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.homeTitle'), t('meta.homeDescription'));
  return (
    <>
      <Hero />
      <Suspense fallback={<div className="min-h-svh" />}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}
