import { AsyncLocalStorage } from 'node:async_hooks';

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
    // Fedify's runtime (with its JSON-LD contexts) loads at the first delivery checked, not at start.
    const { validatePublicUrl } = await import('@fedify/vocab-runtime');
    await validatePublicUrl(parsed.href);
    return true;
  } catch {
    return false;
  }
}

/** The address check of the delivery running in this async context (none outside one). */
const deliveryCheck = new AsyncLocalStorage<(url: string) => Promise<boolean>>();
let fetchChecked = false;

/** A request a delivery would have made to an address it may not reach. */
export class UndeliverableAddressError extends Error {
  constructor(readonly url: string) {
    super(`not delivering to ${url}: not a public address`);
    this.name = 'UndeliverableAddressError';
  }
}

/**
 * Runs one delivery with every request it makes checked by `deliverable` before it leaves. Fedify
 * follows an inbox's redirects when it POSTs (its `doubleKnock` re-sends the signed activity to the
 * Location, with no hook to check it), so an inbox on a public address answering
 * `307 Location: http://169.254.169.254/…` would otherwise have the site POST into its own
 * network. The check lives in `fetch` for the async context of the delivery only (AsyncLocalStorage):
 * every other request of the process goes out untouched. A refused hop throws before anything is
 * sent; Fedify counts it as a failed try and retries with its back-off, each try checked again.
 */
export function checkedDelivery<T>(deliverable: (url: string) => Promise<boolean>, deliver: () => Promise<T>): Promise<T> {
  if (!fetchChecked) {
    fetchChecked = true;
    const plain = globalThis.fetch;
    const checked = async (input: string | URL | Request, init?: RequestInit) => {
      const check = deliveryCheck.getStore();
      if (check) {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (!(await check(url))) throw new UndeliverableAddressError(url);
      }
      return plain(input, init);
    };
    globalThis.fetch = Object.assign(checked, plain) as typeof fetch;
  }
  return deliveryCheck.run(deliverable, deliver);
}
