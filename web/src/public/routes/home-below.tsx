import { AboutSection } from '../components/about-section';
import { ContactSection } from '../components/contact-section';
import { GallerySection } from '../components/gallery-section';
import { LatestPosts } from '../components/latest-posts';
import { StatsBand } from '../components/stats-band';
import { withQueries } from '../lib/with-queries';

/** Home sections below the full-height hero: a chunk of their own that loads right after the first paint. */
function HomeBelowFold() {
  return (
    <>
      <GallerySection />
      <AboutSection />
      <StatsBand />
      <LatestPosts />
      <ContactSection />
    </>
  );
}

export default withQueries(HomeBelowFold);
