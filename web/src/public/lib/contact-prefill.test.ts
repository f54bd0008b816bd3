import { describe, expect, it } from 'vitest';
import { createTranslate } from '../i18n/translate';
import en from '../messages/en.json';
import sv from '../messages/sv.json';
import { contactPrefill } from './contact-prefill';

const url = (id: string) => `https://photos.example/en/gallery/${id}`;

describe('contactPrefill', () => {
  it('fills subject licensing and a message naming the photo, its reference and address', () => {
    const t = createTranslate('en', en);
    expect(contactPrefill('?subject=licensing&photo=12&title=Great%20grey%20owl', t, url)).toEqual({
      subject: 'licensing',
      message: 'I would like to license the photo “Great grey owl” (reference #12): https://photos.example/en/gallery/12',
    });
    expect(contactPrefill('?subject=licensing&photo=12&title=Uggla', createTranslate('sv', sv), url).message).toContain('Jag vill licensiera fotot ”Uggla”');
  });

  it('ignores unknown subjects and malformed references', () => {
    const t = createTranslate('en', en);
    expect(contactPrefill('?subject=spam&photo=1', t, url)).toEqual({});
    expect(contactPrefill('?subject=licensing&photo=1;drop', t, url)).toEqual({ subject: 'licensing' });
    expect(contactPrefill('', t, url)).toEqual({});
  });
});
