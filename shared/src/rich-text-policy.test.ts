import { describe, expect, it } from 'vitest';
import { IFRAME_HOSTS, RICH_TEXT_ATTRIBUTES, RICH_TEXT_RULES_VERSION, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from './rich-text-policy';

// The allow-list as it was when RICH_TEXT_RULES_VERSION was last raised.
const PINNED = { version: 1, fingerprint: '906-5632d054' };

/** FNV-1a over the text: enough to notice any change. */
function fingerprintOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${text.length}-${hash.toString(16)}`;
}

describe('the rich-text rules', () => {
  it('carry a new version when the allow-list changes, so stored texts are sanitized again', () => {
    const fingerprint = fingerprintOf(JSON.stringify([RICH_TEXT_TAGS, RICH_TEXT_ATTRIBUTES, RICH_TEXT_SCHEMES, IFRAME_HOSTS]));
    // A changed allow-list: raise RICH_TEXT_RULES_VERSION, then pin its fingerprint here.
    expect({ version: RICH_TEXT_RULES_VERSION, fingerprint }).toEqual(PINNED);
  });
});
