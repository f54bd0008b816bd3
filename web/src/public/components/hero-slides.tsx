import { HERO_SLIDE_INTERVAL_MS } from '@portfolio/shared/constants';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState, type MouseEvent } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { buttonClass } from '../../ui/button-class';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { HeroSlide } from '../lib/hero-data';
import { useLanguage } from '../lib/language-context';
import { useSiteTexts } from '../lib/queries';
import { langAttr, langOf } from '../lib/shown-lang';
import { ShownText } from './shown-text';
import { scrollToSection } from '../lib/scroll';

/** How long before the first turn the app must run (the home page's starts at the first interaction): the next photo is asked for then. */
const NEXT_PHOTO_LEAD_MS = 2000;

/**
 * Advances every 5 s and wraps to the first slide; stands still for a visitor who asks for less
 * motion. A slideshow that came with the page turns first 5 s after the page began to load, as if
 * its app had been there (it starts later, see data-app-needed-in), but never sooner than
 * NEXT_PHOTO_LEAD_MS after the app runs.
 */
export function useSlideIndex(count: number, cameWithPage: boolean, interval = HERO_SLIDE_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count <= 1 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const turn = () => setIndex((i) => (i + 1) % count);
    let every: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        turn();
        every = setInterval(turn, interval);
      },
      cameWithPage ? Math.max(NEXT_PHOTO_LEAD_MS, interval - performance.now()) : interval,
    );
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
    // Decided when the slideshow is first drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, interval]);
  return count ? index % count : 0;
}

/** A link to a section of this page that scrolls smoothly (and still works as a plain link). */
const scrollTo = (id: string) => (e: MouseEvent) => {
  e.preventDefault();
  scrollToSection(id);
};

/** The hero with `slides` (none: a loading state), their texts and the links to the sections below. */
export function HeroSlides({ slides }: { slides: HeroSlide[] }) {
  const { t, language } = useLanguage();
  const texts = useSiteTexts(language)?.hero;
  // The page as sent draws only the first slide's photo: the others, hidden until their turn, would
  // share the connection with it. They come once the app runs, seconds before they are shown.
  const appRunning = useHydrated();
  const index = useSlideIndex(slides.length, !appRunning);

  return (
    <section
      id="home"
      aria-roledescription="carousel"
      aria-label={t('hero.slideshow')}
      // Read by the page's loader (server/src/site/entry-script.ts): the slideshow needs the app before it turns.
      data-app-needed-in={slides.length > 1 ? HERO_SLIDE_INTERVAL_MS - NEXT_PHOTO_LEAD_MS : undefined}
      className="relative isolate flex h-[92svh] min-h-[560px] items-center justify-center overflow-hidden bg-[#050b14] text-white"
    >
      {slides.length === 0 ? (
        <div className="absolute inset-0 flex items-center justify-center bg-gradient-to-b from-[#050b14] to-[#0d1f33]" role="status">
          <span className="text-lg text-white/80">{t('hero.loading')}</span>
        </div>
      ) : (
        <div className="absolute inset-0 -z-10" aria-live="off">
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={t('hero.slide', { current: i + 1, total: slides.length })}
              aria-hidden={i !== index}
              data-active={i === index}
              className={`hero-slide absolute inset-0 transition-opacity duration-[1500ms] ease-in-out ${i === index ? 'opacity-100' : 'opacity-0'}`}
            >
              {i === 0 || appRunning ? (
                <ResponsiveImage
                  image={slide.image}
                  src={slide.src}
                  alt={slide.alt}
                  altLang={langAttr(slide.altLang, language)}
                  sizes="100vw"
                  priority={i === 0}
                  className="block size-full"
                  imgClassName="size-full object-cover"
                />
              ) : null}
            </div>
          ))}
          <div className="absolute inset-0 bg-gradient-to-b from-black/55 via-black/25 to-black/70" />
        </div>
      )}

      <div className="relative z-10 mx-auto max-w-4xl px-6 text-center">
        <ShownText text={texts?.kicker} className="mb-4 text-xs font-semibold uppercase tracking-[0.35em] text-gold drop-shadow" />
        <ShownText as="h1" text={texts?.headline} className="font-serif text-4xl font-semibold leading-tight tracking-tight drop-shadow-lg sm:text-6xl lg:text-7xl" />
        <ShownText text={texts?.subtitle} className="mx-auto mt-4 max-w-2xl font-serif text-xl text-white/95 drop-shadow sm:text-2xl" />
        <ShownText text={texts?.description} className="mx-auto mt-6 max-w-2xl text-base text-white/90 drop-shadow sm:text-lg" />
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a href="#gallery" onClick={scrollTo('gallery')} lang={langOf(texts?.galleryButton, language)} className={buttonClass('default', 'lg', 'min-w-44 bg-gold text-[#111827] hover:bg-gold/90')}>
            {texts?.galleryButton.text}
          </a>
          <a href="#about" onClick={scrollTo('about')} lang={langOf(texts?.aboutButton, language)} className={buttonClass('outline', 'lg', 'min-w-44 border-white/70 text-white hover:bg-white/15 hover:text-white')}>
            {texts?.aboutButton.text}
          </a>
        </div>
      </div>

      <a
        href="#gallery"
        onClick={scrollTo('gallery')}
        aria-label={t('hero.scrollDown')}
        className="absolute bottom-8 left-1/2 z-10 -translate-x-1/2 animate-bounce rounded-full p-2 text-white/85 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        <ChevronDown className="size-8" aria-hidden="true" />
      </a>
    </section>
  );
}
