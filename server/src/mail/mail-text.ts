import type { Language } from '@portfolio/shared/languages';

/** The words of every message the site sends, in the recipient's language; `site` is the site name setting. */
export const MAIL_TEXT = {
  en: {
    confirmSubject: (site: string) => `Confirm your subscription to ${site}`,
    confirmIntro: (site: string) => `Someone (hopefully you) asked to receive the ${site} newsletter at this address.`,
    confirmAction: 'Confirm my subscription',
    confirmExpiry: 'The link is valid for 7 days. If you did not ask for this, ignore this message: you will not be subscribed.',
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    readPost: 'Read the story',
    footerWhy: (site: string) => `You receive this message because you subscribed to the ${site} newsletter.`,
    unsubscribe: 'Unsubscribe',
    testSubject: (title: string) => `[Test] ${title}`,
    testNote: 'This is a test message: only you received it.',
    galleryLinkSubject: (name: string) => `Your photos: ${name}`,
    galleryLinkIntro: 'Your photos are ready. You can view them, mark your favourites with the heart and send your selection at this address:',
    galleryOpen: 'Open the gallery',
    galleryPassword: (p: string) => `Password: ${p}`,
    galleryPasswordSeparately: 'The password reaches you separately.',
    galleryUntil: (day: string) => `The gallery is available until ${day}.`,
  },
  sv: {
    confirmSubject: (site: string) => `Bekräfta din prenumeration på ${site}`,
    confirmIntro: (site: string) => `Någon (förhoppningsvis du) har bett om att få nyhetsbrevet från ${site} till den här adressen.`,
    confirmAction: 'Bekräfta min prenumeration',
    confirmExpiry: 'Länken gäller i 7 dagar. Om du inte har bett om detta kan du bortse från meddelandet: du blir inte prenumerant.',
    hello: (name: string | null) => (name ? `Hej ${name},` : 'Hej,'),
    readPost: 'Läs berättelsen',
    footerWhy: (site: string) => `Du får det här meddelandet eftersom du prenumererar på nyhetsbrevet från ${site}.`,
    unsubscribe: 'Avsluta prenumerationen',
    testSubject: (title: string) => `[Test] ${title}`,
    testNote: 'Det här är ett testmeddelande: bara du har fått det.',
    galleryLinkSubject: (name: string) => `Dina bilder: ${name}`,
    galleryLinkIntro: 'Dina bilder är klara. Du kan titta på dem, markera dina favoriter med hjärtat och skicka ditt urval på den här adressen:',
    galleryOpen: 'Öppna galleriet',
    galleryPassword: (p: string) => `Lösenord: ${p}`,
    galleryPasswordSeparately: 'Lösenordet får du separat.',
    galleryUntil: (day: string) => `Galleriet är tillgängligt till och med ${day}.`,
  },
  nl: {
    confirmSubject: (site: string) => `Bevestig je aanmelding voor ${site}`,
    confirmIntro: (site: string) => `Iemand (hopelijk jij) heeft gevraagd om de nieuwsbrief van ${site} op dit adres te ontvangen.`,
    confirmAction: 'Mijn aanmelding bevestigen',
    confirmExpiry: 'De link is 7 dagen geldig. Heb je hier niet om gevraagd? Negeer dan dit bericht: je wordt niet aangemeld.',
    hello: (name: string | null) => (name ? `Hallo ${name},` : 'Hallo,'),
    readPost: 'Lees het verhaal',
    footerWhy: (site: string) => `Je ontvangt dit bericht omdat je je hebt aangemeld voor de nieuwsbrief van ${site}.`,
    unsubscribe: 'Afmelden',
    testSubject: (title: string) => `[Test] ${title}`,
    testNote: 'Dit is een testbericht: alleen jij hebt het ontvangen.',
    galleryLinkSubject: (name: string) => `Je foto's: ${name}`,
    galleryLinkIntro: "Je foto's staan klaar. Je kunt ze bekijken, je favorieten markeren met het hartje en je selectie versturen op dit adres:",
    galleryOpen: 'Open de galerie',
    galleryPassword: (p: string) => `Wachtwoord: ${p}`,
    galleryPasswordSeparately: 'Het wachtwoord krijg je apart.',
    galleryUntil: (day: string) => `De galerie is beschikbaar tot en met ${day}.`,
  },
} satisfies Record<Language, unknown>;

/** Contact subjects as the form shows them, per language (web/src/public/messages: contact.subjects). */
export const CONTACT_SUBJECT_LABELS: Record<string, Record<Language, string>> = {
  'print-inquiry': { en: 'Print Inquiry', sv: 'Förfrågan om tryck', nl: 'Vraag over afdrukken' },
  licensing: { en: 'Image Licensing', sv: 'Bildlicensiering', nl: 'Beeldlicenties' },
  commission: { en: 'Commission Work', sv: 'Uppdrag', nl: 'Opdracht' },
  general: { en: 'General Question', sv: 'Allmän fråga', nl: 'Algemene vraag' },
};

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sv: 'Swedish', nl: 'Dutch' };
