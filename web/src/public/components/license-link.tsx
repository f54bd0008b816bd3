import type { PageLink } from '@portfolio/shared/page-paths';
import { Copyright } from 'lucide-react';
import { useLanguage } from '../lib/language-context';
import { useSiteSettings } from '../lib/queries';

/** The contact form's address with subject licensing and the photo named (see contactPrefill). */
export function licenseHref(href: PageLink, photo: { id: number; title: string }): string {
  return `${href('home', {}, `subject=licensing&photo=${photo.id}&title=${encodeURIComponent(photo.title)}`)}#contact`;
}

/**
 * "License this photo": the photographer's licensing page when the settings name one, else the
 * contact form with subject licensing and the photo's title and reference filled in.
 */
export function LicenseLink({ photo, className, compact }: { photo: { id: number; title: string }; className?: string; /** In the viewer's toolbar: an icon on a small screen, the words from `sm` up. */ compact?: boolean }) {
  const { t, href } = useLanguage();
  const { licensingUrl } = useSiteSettings();
  const external = Boolean(licensingUrl);
  return (
    <a
      href={external ? licensingUrl : licenseHref(href, photo)}
      {...(external ? { rel: 'noopener' } : {})}
      data-testid="license-link"
      title={compact ? t('license.link') : undefined}
      className={
        className ??
        (compact
          ? 'flex h-11 min-w-11 items-center justify-center gap-2 whitespace-nowrap rounded-full px-3 text-sm text-gold hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold'
          : 'text-sm text-gold underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold')
      }
    >
      {compact ? <Copyright className="size-5 sm:hidden" aria-hidden="true" /> : null}
      <span className={compact ? 'max-sm:sr-only' : undefined}>{t('license.link')}</span>
    </a>
  );
}
