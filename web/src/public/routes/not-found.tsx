import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../ui/button';
import { useDocumentMeta } from '../lib/use-document-meta';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.notFoundTitle'), t('meta.notFoundDescription'));
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-16 text-center">
      <h1 className="font-serif text-4xl font-semibold text-foreground sm:text-5xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-muted-foreground">{t('notFound.hint')}</p>
      <Link to="/" className={buttonClass('default', 'lg', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
