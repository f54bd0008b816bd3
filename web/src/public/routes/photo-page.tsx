import { PhotoView } from '../components/photo-view';
import { useTranslation } from '../lib/language-context';
import { usePhotoViewer } from '../lib/photo-viewer';

/**
 * A photo's own page, as the server sends it and as it reads without JavaScript: the photo with
 * its texts and links to close (the gallery) and to its neighbours in the filtered gallery.
 */
export default function PhotoPage() {
  const { t } = useTranslation();
  const { photo } = usePhotoViewer();
  if (!photo) return <p className="flex min-h-[60vh] items-center justify-center pt-16 text-muted-foreground">{t('common.loading')}</p>;
  return (
    <section className="min-h-svh">
      <PhotoView photo={photo} />
    </section>
  );
}
