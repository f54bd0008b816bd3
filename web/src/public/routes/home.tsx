import { Suspense, type ComponentType } from 'react';
import { lazyPage, nearViewport } from '../../lib/lazy-page';
import { Hero } from '../components/hero';
import { SectionBoundary } from '../components/section-boundary';

/**
 * A home section below the hero, in a chunk of its own. The server draws it; the browser fetches
 * its code and hydrates it only when the visitor comes near it (`anchor` is its element).
 */
function section(load: () => Promise<{ default: ComponentType }>, anchor: string, reach?: number) {
  return lazyPage(load, () => nearViewport(anchor, reach));
}

// The gallery starts right under the hero, its heading at the foot of the first screen: its code
// comes once its filters reach the screen (the visitor scrolls, or opens the page at #gallery),
// not with the page. Until then its tiles are links to each photo's page.
const GallerySection = section(() => import('../components/gallery-section').then((m) => ({ default: m.GallerySection })), '#gallery [role="group"]', 1);
const AboutSection = section(() => import('../components/about-section').then((m) => ({ default: m.AboutSection })), '#about');
const StatsBand = section(() => import('../components/stats-band').then((m) => ({ default: m.StatsBand })), '#stats');
// Without posts the section draws nothing: then the contact section under it is its place.
const LatestPosts = section(() => import('../components/latest-posts').then((m) => ({ default: m.LatestPosts })), '#latest-posts, #contact');
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
