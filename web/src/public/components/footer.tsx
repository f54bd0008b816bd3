import { COPYRIGHT_YEAR } from '@portfolio/shared/constants';
import { useTranslation } from '../lib/language-context';
import { Link } from '../router';
import { copyrightText } from '@portfolio/shared/site-settings';
import { useSiteSettings, useSiteTexts } from '../lib/queries';
import { langOf } from '../lib/shown-lang';
import { SocialLinks } from './social-links';
import { FediverseFollow } from './fediverse-follow';
import { FooterNewsletter } from './newsletter';
import { useLanguage } from '../lib/language-context';
import { pageLocation } from '../lib/page-location';
import { useLocation } from '../router';
import { matchPage } from '@portfolio/shared/page-paths';
import { splitLanguage } from '../routing';

export function Footer() {
  const { t } = useTranslation();
  const { href, language } = useLanguage();
  const settings = useSiteSettings();
  const tagline = useSiteTexts(language)?.footer.tagline;
  // /blog has its own newsletter card: one sign-up form per page.
  // The shared matcher, not ../page-paths: importing that from this lazy chunk makes the bundler cut
  // the entry in two (a file and 1 KB more for `/`).
  const ownNewsletter = matchPage(splitLanguage(pageLocation(useLocation()).pathname).path)?.id === 'blog';
  return (
    <footer className="render-when-near border-t border-white/10 bg-[#060b14] text-foreground">
      <div className={`mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:px-8 ${ownNewsletter ? 'md:grid-cols-2' : 'md:grid-cols-3'}`}>
        <div>
          <p className="font-serif text-2xl font-semibold">{settings.siteName}</p>
          <p className="mt-3 max-w-xs text-sm text-muted-foreground" lang={settings.tagline ? undefined : langOf(tagline, language)}>
            {settings.tagline || tagline?.text}
          </p>
          <SocialLinks className="mt-6" />
          <FediverseFollow className="mt-4" />
        </div>
        <nav aria-label={t('footer.explore')}>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold">{t('footer.explore')}</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li><Link className="text-muted-foreground hover:text-foreground" to={href('home')}>{t('nav.home')}</Link></li>
            <li><Link className="text-muted-foreground hover:text-foreground" to={href('gallery')}>{t('nav.gallery')}</Link></li>
            <li><Link className="text-muted-foreground hover:text-foreground" to={href('blog')}>{t('nav.blog')}</Link></li>
            <li><Link className="text-muted-foreground hover:text-foreground" to={`${href('home')}#contact`}>{t('nav.contact')}</Link></li>
          </ul>
        </nav>
        {ownNewsletter ? null : (
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold">{t('footer.newsletterTitle')}</p>
            <p className="mb-4 mt-4 text-sm text-muted-foreground">{t('footer.newsletterSubtitle')}</p>
            <FooterNewsletter />
            <p className="mt-3 text-xs text-muted-foreground">{t('footer.noSpam')}</p>
          </div>
        )}
      </div>
      <div className="border-t border-white/10 py-6 text-center text-xs text-muted-foreground">
        {copyrightText(settings, COPYRIGHT_YEAR) ?? t('footer.copyright', { year: COPYRIGHT_YEAR, name: settings.photographerName })}
      </div>
    </footer>
  );
}
