import { HERO_SLIDE_INTERVAL_MS } from '@portfolio/shared/constants';
import { ChevronDown } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/button';
import { ResponsiveImage } from '../../ui/responsive-image';
import { inlineHeroImages } from '../lib/app-data';
import { FALLBACK_HERO, parseHeroImages, toSlides, type HeroSlide } from '../lib/hero-data';
import { API } from '@portfolio/shared/api-paths';
import type { HeroImage } from '@portfolio/shared';
import { apiFetch } from '../../lib/api-client';
import { scrollToSection } from '../lib/scroll';

// The server puts the hero images in the page (not the dev server): the first slide needs no API call.
const inline = parseHeroImages(inlineHeroImages());

/** Advances every 5 s and wraps to the first slide. */
export function useSlideIndex(count: number, interval = HERO_SLIDE_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count <= 1) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [count, interval]);
  return count ? index % count : 0;
}

export function Hero() {
  const { t } = useTranslation();
  // The server inlines the hero images in the page; only ask the API when it did not.
  const [fetched, setFetched] = useState<HeroImage[] | null>(null);
  useEffect(() => {
    if (inline !== undefined) return;
    let live = true;
    apiFetch(API.heroImages, {})
      .then((res) => res.json())
      .then((body: unknown) => parseHeroImages(body) ?? [])
      .catch(() => [])
      .then((list) => {
        if (live) setFetched(list);
      });
    return () => {
      live = false;
    };
  }, []);
  const images = inline ?? fetched;
  const loading = inline === undefined && fetched === null;

  const slides: HeroSlide[] = useMemo(() => {
    const fromServer = images ? toSlides(images) : [];
    if (fromServer.length > 0) return fromServer;
    if (loading) return [];
    return FALLBACK_HERO.map((f) => ({ key: f.id, src: f.src, alt: t(f.altKey), title: t(f.titleKey), location: f.location, image: f.image }));
  }, [images, loading, t]);
  const index = useSlideIndex(slides.length);

  return (
    <section id="home" aria-roledescription="carousel" aria-label={t('hero.slideshow')} className="relative isolate flex h-[92svh] min-h-[560px] items-center justify-center overflow-hidden bg-[#050b14] text-white">
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
              <ResponsiveImage
                image={slide.image}
                src={slide.src}
                alt={slide.alt}
                sizes="100vw"
                priority={i === 0}
                className="block size-full"
                imgClassName="size-full object-cover"
              />
            </div>
          ))}
          <div className="absolute inset-0 bg-gradient-to-b from-black/55 via-black/25 to-black/70" />
        </div>
      )}

      <div className="relative z-10 mx-auto max-w-4xl px-6 text-center">
        <p className="mb-4 text-xs font-semibold uppercase tracking-[0.35em] text-gold drop-shadow">{t('hero.subtitle')}</p>
        <h1 className="font-serif text-4xl font-semibold leading-tight tracking-tight drop-shadow-lg sm:text-6xl lg:text-7xl">{t('hero.title')}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-base text-white/90 drop-shadow sm:text-lg">{t('hero.description')}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <button type="button" onClick={() => scrollToSection('gallery')} className={buttonClass('default', 'lg', 'min-w-44 bg-gold text-[#111827] hover:bg-gold/90')}>
            {t('hero.viewGallery')}
          </button>
          <button type="button" onClick={() => scrollToSection('about')} className={buttonClass('outline', 'lg', 'min-w-44 border-white/70 text-white hover:bg-white/15 hover:text-white')}>
            {t('hero.aboutMe')}
          </button>
        </div>
      </div>

      <button
        type="button"
        onClick={() => scrollToSection('gallery')}
        aria-label={t('hero.scrollDown')}
        className="absolute bottom-8 left-1/2 z-10 -translate-x-1/2 animate-bounce rounded-full p-2 text-white/85 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        <ChevronDown className="size-8" aria-hidden="true" />
      </button>
    </section>
  );
}
