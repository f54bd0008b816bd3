import { useLanguage } from '../lib/language-context';
import { useSiteSettings } from '../lib/queries';

/** The contact form's address with subject licensing and the photo named (see contactPrefill). */
export function licenseHref(localHref: (path: string) => string, photo: { id: number; title: string }): string {
  return localHref(`/?subject=licensing&photo=${photo.id}&title=${encodeURIComponent(photo.title)}#contact`);
}

/**
 * "License this photo": the photographer's licensing page when the settings name one, else the
 * contact form with subject licensing and the photo's title and reference filled in.
 */
export function LicenseLink({ photo, className }: { photo: { id: number; title: string }; className?: string }) {
  const { t, href } = useLanguage();
  const { licensingUrl } = useSiteSettings();
  const external = Boolean(licensingUrl);
  return (
    <a
      href={external ? licensingUrl : licenseHref(href, photo)}
      {...(external ? { rel: 'noopener' } : {})}
      data-testid="license-link"
      className={className ?? 'text-sm text-gold underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold'}
    >
      {t('license.link')}
    </a>
  );
}
