import { useMemo } from 'react';
import { FALLBACK_HERO } from '../lib/hero-fallback';
import { useLanguage } from '../lib/language-context';
import { HeroSlides } from './hero-slides';

/** The hero of a site without hero images of its own: the built-in slides, in the page's language. */
export default function FallbackHero() {
  const { t } = useLanguage();
  const slides = useMemo(() => FALLBACK_HERO.map((f) => ({ key: f.id, src: f.src, alt: t(f.altKey), title: t(f.titleKey), location: f.location, image: f.image })), [t]);
  return <HeroSlides slides={slides} />;
}
