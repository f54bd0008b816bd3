import { SOCIAL_NETWORKS, type SocialNetwork } from '@portfolio/shared/social-networks';
import type { ReactNode } from 'react';
import { useSiteSettings } from '../lib/queries';

/** Each network's name and its own mark, drawn small and inline (no icon font, no request). */
const NETWORKS: Record<SocialNetwork, { name: string; icon: ReactNode }> = {
  instagram: {
    name: 'Instagram',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
      </g>
    ),
  },
  facebook: { name: 'Facebook', icon: <path fill="currentColor" d="M13.5 22v-8h2.8l.4-3.3h-3.2V8.6c0-.9.3-1.6 1.6-1.6h1.7V4.1A22 22 0 0 0 14.3 4c-2.5 0-4.1 1.5-4.1 4.2v2.5H7.4V14h2.8v8z" /> },
  youtube: {
    name: 'YouTube',
    icon: (
      <>
        <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
        <path d="m10 9 5 3-5 3z" fill="var(--background, #000)" />
      </>
    ),
  },
  flickr: {
    name: 'Flickr',
    icon: (
      <>
        <circle cx="6.5" cy="12" r="4.5" fill="currentColor" />
        <circle cx="17.5" cy="12" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      </>
    ),
  },
  px500: {
    name: '500px',
    icon: (
      <text x="12" y="15.5" textAnchor="middle" fontSize="10" fontWeight="700" fontFamily="sans-serif" fill="currentColor">
        500
      </text>
    ),
  },
  linkedin: {
    name: 'LinkedIn',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="2" fill="currentColor" />
        <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" stroke="var(--background, #000)" strokeWidth="2" strokeLinecap="round" />
      </>
    ),
  },
  mastodon: {
    name: 'Mastodon',
    icon: (
      <path
        fill="currentColor"
        d="M21 8.4c0-4-2.6-5.2-2.6-5.2C17.1 2.6 14.8 2.3 12.4 2.3h-.1c-2.4 0-4.7.3-6 .9 0 0-2.6 1.2-2.6 5.2v3c.1 3.8.7 7.6 4.3 8.5 1.6.4 3 .5 4.2.5 2.1-.1 3.3-.8 3.3-.8l-.1-1.5s-1.5.5-3.2.4c-1.7 0-3.4-.2-3.7-2.2V16c1.2.3 2.4.4 3.7.5 1.3.1 2.6-.1 3.9-.2 2.4-.3 4.5-1.8 4.8-3.1.4-2.1.4-4.8.4-4.8zM17.7 13.9h-2V9c0-1-.4-1.6-1.3-1.6-1 0-1.5.6-1.5 1.9v2.7h-2V9.3c0-1.3-.5-1.9-1.5-1.9-.9 0-1.3.5-1.3 1.6v4.9h-2V8.9c0-1 .3-1.9.8-2.5.6-.6 1.3-.9 2.2-.9 1 0 1.8.4 2.3 1.2l.5.8.5-.8c.5-.8 1.3-1.2 2.3-1.2.9 0 1.6.3 2.2.9.5.6.8 1.5.8 2.5z"
      />
    ),
  },
  website: {
    name: 'Website',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z" />
      </g>
    ),
  },
};

/** The photographer's social links from the site settings: only those set, each with its network's mark. */
export function SocialLinks({ className }: { className?: string }) {
  const { social } = useSiteSettings();
  const links = SOCIAL_NETWORKS.filter((network) => social[network]);
  if (links.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-3 ${className ?? ''}`}>
      {links.map((network) => (
        <li key={network}>
          <a
            href={social[network]}
            aria-label={NETWORKS[network].name}
            data-network={network}
            rel={network === 'mastodon' ? 'me noopener noreferrer' : 'noopener noreferrer'}
            className="inline-flex size-10 items-center justify-center rounded-full border border-border text-foreground transition-colors hover:border-gold hover:text-gold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
              {NETWORKS[network].icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
