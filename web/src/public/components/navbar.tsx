import { NAV_SCROLLED_THRESHOLD_PX } from '@portfolio/shared/constants';
import { Menu, Search, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLanguage } from '../lib/language-context';
import { pageLocation } from '../lib/page-location';
import { matchPagePath } from '../page-paths';
import { Link, useLocation, useNavigate } from '../router';
import { cn } from '../../lib/cn';
import { scrollToSection } from '../lib/scroll';
import { LanguageSwitcher } from './language-switcher';

export function useScrolled(threshold = NAV_SCROLLED_THRESHOLD_PX) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

/** Focuses the first search box on the page; pages without one lead to the gallery page's. */
export function focusFirstSearch(): boolean {
  const input = document.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) return false;
  input.scrollIntoView({ block: 'center', behavior: 'smooth' });
  input.focus({ preventScroll: true });
  return true;
}

type Section = 'home' | 'about' | 'contact';

export function Navbar() {
  const { t, href } = useLanguage();
  const { pathname } = pageLocation(useLocation());
  const current = matchPagePath(pathname).id;
  const navigate = useNavigate();
  const scrolled = useScrolled();
  const [open, setOpen] = useState(false);
  const onHome = current === 'home';

  useEffect(() => setOpen(false), [pathname]);

  const sectionLink = (section: Section, label: string, mobile: boolean): ReactNode => {
    const cls = linkClass(mobile);
    if (onHome) {
      return (
        <a
          href={section === 'home' ? href('home') : `${href('home')}#${section}`}
          className={cls}
          onClick={(e) => {
            e.preventDefault();
            setOpen(false);
            // After the menu has closed, so the scroll target does not move under it.
            requestAnimationFrame(() => {
              if (section === 'home') window.scrollTo({ top: 0, behavior: 'smooth' });
              else scrollToSection(section);
            });
          }}
        >
          {label}
        </a>
      );
    }
    return (
      <Link to={section === 'home' ? href('home') : `${href('home')}#${section}`} className={cls} onClick={() => setOpen(false)}>
        {label}
      </Link>
    );
  };

  const pageLink = (page: 'gallery' | 'collections' | 'map' | 'blog', label: string, mobile: boolean) => (
    <Link to={href(page)} className={linkClass(mobile)} aria-current={current === page ? 'page' : undefined} onClick={() => setOpen(false)}>
      {label}
    </Link>
  );

  const links = (mobile: boolean) => (
    <>
      <li>{sectionLink('home', t('nav.home'), mobile)}</li>
      <li>{pageLink('gallery', t('nav.gallery'), mobile)}</li>
      <li>{pageLink('collections', t('nav.collections'), mobile)}</li>
      <li>{pageLink('map', t('nav.map'), mobile)}</li>
      <li>{sectionLink('about', t('nav.about'), mobile)}</li>
      <li>{pageLink('blog', t('nav.blog'), mobile)}</li>
      <li>{sectionLink('contact', t('nav.contact'), mobile)}</li>
    </>
  );

  const search = () => {
    setOpen(false);
    if (!focusFirstSearch()) {
      navigate(href('gallery'));
      setTimeout(focusFirstSearch, 300);
    }
  };

  const solid = scrolled || open;
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 text-white transition-[background-color,box-shadow,backdrop-filter] duration-300',
        // The open phone menu is opaque: the page (the hero's title) must not show through it.
        open ? 'bg-[#070d18] shadow-lg shadow-black/30' : solid ? 'bg-[#070d18]/92 shadow-lg shadow-black/30 backdrop-blur-md' : 'bg-gradient-to-b from-black/50 to-transparent',
      )}
    >
      <nav aria-label={t('nav.mainNavigation')} className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link to={href('home')} className="flex items-center gap-2 rounded font-serif text-xl font-semibold tracking-wide focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold">
          <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
          {t('nav.brand')}
        </Link>
        <ul className="hidden items-center gap-1 md:flex">{links(false)}</ul>
        <div className="flex items-center gap-1">
          <button type="button" onClick={search} aria-label={t('nav.search')} className={iconButton}>
            <Search className="size-5" aria-hidden="true" />
          </button>
          <LanguageSwitcher />
          <button
            type="button"
            className={cn(iconButton, 'md:hidden')}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </nav>
      <div id="mobile-menu" hidden={!open} className="border-t border-white/10 md:hidden">
        <ul className="flex flex-col gap-1 px-4 py-3">{links(true)}</ul>
      </div>
    </header>
  );
}

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-md transition-colors hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold cursor-pointer';

function linkClass(mobile: boolean) {
  return cn(
    'rounded-md text-sm font-medium text-white/90 transition-colors hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold aria-[current=page]:text-gold',
    mobile ? 'block px-3 py-3 text-base hover:bg-white/10' : 'px-3 py-2 hover:bg-white/10',
  );
}
