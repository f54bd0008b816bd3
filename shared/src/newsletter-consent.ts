import type { Language } from './languages';

/**
 * The sentence under the newsletter forms, which the visitor agrees to by subscribing. The server
 * stores the text and its version with each sign-up (GDPR art. 7(1)); change the version whenever
 * the text changes. No zod here: the public pages import this file.
 */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-23';

export const NEWSLETTER_CONSENT_TEXT: Record<Language, string> = {
  en: 'I agree to receive the newsletter by e-mail. I can unsubscribe at any time with the link in every message.',
  sv: 'Jag vill få nyhetsbrevet via e-post. Jag kan när som helst avsluta prenumerationen via länken i varje utskick.',
  nl: 'Ik ontvang de nieuwsbrief graag per e-mail. Ik kan me op elk moment afmelden via de link in elk bericht.',
};
