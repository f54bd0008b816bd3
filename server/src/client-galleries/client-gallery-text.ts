import type { Language } from '@portfolio/shared/languages';

/** What a client gallery answers a visitor, in the visitor's language. */
export const CLIENT_TEXT = {
  en: {
    notFound: 'There is no gallery at this address. Check the link you were sent.',
    gone: 'This gallery is no longer available. Please contact the photographer if you still need it.',
    passwordNeeded: 'This gallery is protected by a password.',
    wrongPassword: 'That password is not right. Please try again.',
    tooMany: 'Too many wrong passwords from this connection. Please try again in 15 minutes.',
    photoNotFound: 'This photo is not in the gallery.',
    noDownloads: 'Downloads are not offered for this gallery.',
    noFavourites: 'Mark at least one photo with the heart first.',
  },
  sv: {
    notFound: 'Det finns inget galleri på den här adressen. Kontrollera länken du fick.',
    gone: 'Det här galleriet är inte längre tillgängligt. Kontakta fotografen om du fortfarande behöver det.',
    passwordNeeded: 'Det här galleriet är skyddat med ett lösenord.',
    wrongPassword: 'Lösenordet stämmer inte. Försök igen.',
    tooMany: 'För många felaktiga lösenord från den här anslutningen. Försök igen om 15 minuter.',
    photoNotFound: 'Det här fotot finns inte i galleriet.',
    noDownloads: 'Det går inte att ladda ner bilder från det här galleriet.',
    noFavourites: 'Markera först minst ett foto med hjärtat.',
  },
  nl: {
    notFound: 'Op dit adres staat geen galerie. Controleer de link die je hebt gekregen.',
    gone: 'Deze galerie is niet meer beschikbaar. Neem contact op met de fotograaf als je haar nog nodig hebt.',
    passwordNeeded: 'Deze galerie is beveiligd met een wachtwoord.',
    wrongPassword: 'Dat wachtwoord klopt niet. Probeer het opnieuw.',
    tooMany: 'Te veel verkeerde wachtwoorden vanaf deze verbinding. Probeer het over 15 minuten opnieuw.',
    photoNotFound: 'Deze foto staat niet in de galerie.',
    noDownloads: 'Voor deze galerie zijn downloads niet beschikbaar.',
    noFavourites: 'Markeer eerst minstens één foto met het hartje.',
  },
} satisfies Record<Language, Record<string, string>>;
