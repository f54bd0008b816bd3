/** The social networks the site links to, in the order their icons are shown. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'youtube', 'flickr', 'px500', 'linkedin', 'mastodon', 'website'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
