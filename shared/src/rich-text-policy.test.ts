import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IFRAME_HOSTS, RICH_TEXT_ATTRIBUTES, RICH_TEXT_RULES_VERSION, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from './rich-text-policy';

// The allow-list as it was when RICH_TEXT_RULES_VERSION was last raised.
const PINNED = { version: 1, fingerprint: 'a0b81e9a2cd49543' };

describe('the rich-text rules', () => {
  it('carry a new version when the allow-list changes, so stored texts are sanitized again', () => {
    const fingerprint = createHash('sha256').update(JSON.stringify([RICH_TEXT_TAGS, RICH_TEXT_ATTRIBUTES, RICH_TEXT_SCHEMES, IFRAME_HOSTS])).digest('hex').slice(0, 16);
    // A changed allow-list: raise RICH_TEXT_RULES_VERSION, then pin its fingerprint here.
    expect({ version: RICH_TEXT_RULES_VERSION, fingerprint }).toEqual(PINNED);
  });
});
