import { NAV_SCROLLED_THRESHOLD_PX } from '@portfolio/shared/constants';
import { Menu, Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
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
  // The phone menu is a <details>: it opens without the page's code too. `open` follows it.
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const closeMenu = () => {
    if (menu.current) menu.current.open = false;
  };
  const onHome = current === 'home';

  // Opened before the code ran: in step from the start.
  useEffect(() => setOpen(menu.current?.open === true), []);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname || !menu.current) return;
    shownPath.current = pathname;
    menu.current.open = false;
  }, [pathname]);

  const sectionLink = (section: Section, label: string, mobile: boolean): ReactNode => {
    const cls = linkClass(mobile);
    if (onHome) {
      return (
        <a
          href={section === 'home' ? href('home') : `${href('home')}#${section}`}
          className={cls}
          onClick={(e) => {
            e.preventDefault();
            closeMenu();
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
      <Link to={section === 'home' ? href('home') : `${href('home')}#${section}`} className={cls} onClick={() => closeMenu()}>
        {label}
      </Link>
    );
  };

  const pageLink = (page: 'gallery' | 'collections' | 'map' | 'blog', label: string, mobile: boolean) => (
    <Link to={href(page)} className={linkClass(mobile)} aria-current={current === page ? 'page' : undefined} onClick={() => closeMenu()}>
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
    closeMenu();
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
        // Also before the page's code runs.
        'has-[[data-phone-menu][open]]:bg-none has-[[data-phone-menu][open]]:bg-[#070d18]',
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
          <details ref={menu} data-phone-menu className="group md:hidden" onToggle={(e) => setOpen(e.currentTarget.open)}>
            <summary className={cn(iconButton, 'list-none [&::-webkit-details-marker]:hidden')} aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}>
              <Menu className="size-6 group-open:hidden" aria-hidden="true" />
              <X className="hidden size-6 group-open:block" aria-hidden="true" />
            </summary>
            {/* Under the whole bar (the header is its containing block). */}
            <div id="mobile-menu" className="absolute inset-x-0 top-full border-t border-white/10 bg-[#070d18] shadow-lg shadow-black/30">
              <ul className="flex flex-col gap-1 px-4 py-3">{links(true)}</ul>
            </div>
          </details>
        </div>
      </nav>
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
