import { Suspense, useMemo } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import { toSlides } from '../lib/hero-data';
import { useLanguage } from '../lib/language-context';
import { useHeroImages } from '../lib/queries';
import { HeroSlides } from './hero-slides';

/**
 * The built-in slides, for a site without hero images of its own: in a file of their own (their
 * photos' placeholders are most of it), which only such a site's home page loads.
 */
export const FallbackHero = lazyPage(() => import('./hero-fallback'));

/** The slideshow of the photographer's hero images (none yet: the built-in ones). */
export function Hero() {
  const { language } = useLanguage();
  const hero = useHeroImages(language);
  const slides = useMemo(() => (hero.data ? toSlides(hero.data) : []), [hero.data]);
  if (slides.length === 0 && !hero.isPending) {
    return (
      <Suspense fallback={<HeroSlides slides={[]} />}>
        <FallbackHero />
      </Suspense>
    );
  }
  return <HeroSlides slides={slides} />;
}
