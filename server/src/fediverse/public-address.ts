import { validatePublicUrl } from '@fedify/vocab-runtime';

/**
 * Whether the site may deliver to an address a remote server gave it (a follower's inbox): https
 * on a public address (an IP literal, or a host name whose every DNS answer is public: loopback,
 * private networks, link-local such as 169.254.169.254, and `localhost` are refused), so a
 * follower's actor document cannot point the site's signed POSTs at its own network (SSRF).
 * Plain http is refused too: a signed activity is not sent in the clear. ACTIVITYPUB_ALLOW_PRIVATE=on
 * (tests only) allows any http(s) address.
 */
export async function isDeliverable(url: string, allowPrivate: boolean): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (allowPrivate) return true;
  if (parsed.protocol !== 'https:') return false;
  try {
    await validatePublicUrl(parsed.href);
    return true;
  } catch {
    return false;
  }
}
