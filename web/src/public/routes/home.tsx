import { Suspense, type ComponentType } from 'react';
import { lazyPage, nearViewport } from '../../lib/lazy-page';
import { Hero } from '../components/hero';
import { SectionBoundary } from '../components/section-boundary';

/**
 * A home section below the hero, in a chunk of its own. The server draws it; the browser fetches
 * its code and hydrates it only when the visitor comes near it (`anchor` is its element).
 */
function section(load: () => Promise<{ default: ComponentType }>, anchor: string) {
  return lazyPage(load, () => nearViewport(anchor));
}

// The gallery starts on the first screen: its code comes with the page, so it works from the start.
const GallerySection = lazyPage(() => import('../components/gallery-section').then((m) => ({ default: m.GallerySection })));
const AboutSection = section(() => import('../components/about-section').then((m) => ({ default: m.AboutSection })), '#about');
const StatsBand = section(() => import('../components/stats-band').then((m) => ({ default: m.StatsBand })), '#stats');
const LatestPosts = section(() => import('../components/latest-posts').then((m) => ({ default: m.LatestPosts })), '#latest-posts');
const ContactSection = section(() => import('../components/contact-section').then((m) => ({ default: m.ContactSection })), '#contact');

/** Every home section below the hero, in page order (the server loads them all before it renders). */
export const HOME_SECTIONS = [GallerySection, AboutSection, StatsBand, LatestPosts, ContactSection];

/** Nav, hero, gallery, about, statistics, latest posts (when any), contact; the layout adds the footer. */
export default function HomePage() {
  return (
    <>
      <SectionBoundary>
        <Hero />
      </SectionBoundary>
      {HOME_SECTIONS.map((Section, i) => (
        <SectionBoundary key={i}>
          <Suspense fallback={<div className="min-h-[50svh]" />}>
            <Section />
          </Suspense>
        </SectionBoundary>
      ))}
    </>
  );
}

HomePage.preload = () => GallerySection.preload();
