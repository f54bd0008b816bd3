import type { Language } from '@portfolio/shared/languages';

interface ClientText {
  notFound: string;
  gone: string;
  passwordNeeded: string;
  passwordMissing: string;
  wrongPassword: string;
  tooMany: string;
  photoNotFound: string;
  noDownloads: string;
  noFavourites: string;
  sizeNotOffered: string;
  pinNeeded: string;
  pinMissing: string;
  wrongPin: string;
  tooManyPins: string;
  /** The selection was sent on `day` and is locked until the photographer reopens it. */
  selectionLocked: (day: string) => string;
  /** A heart above the gallery's limit. */
  tooManyPicks: (max: number) => string;
  /** A selection sent with fewer hearts than the minimum. */
  tooFewPicks: (min: number, have: number) => string;
  /** A selection sent with more hearts than the limit (the limit was lowered after they were given). */
  tooManyToSend: (max: number, have: number) => string;
  /** A write to the gallery from another site's page. */
  otherSite: string;
  /** A write that is not JSON. */
  jsonOnly: string;
}

const en: ClientText = {
  notFound: 'There is no gallery at this address. Check the link you were sent.',
  gone: 'This gallery is no longer available. Please contact the photographer if you still need it.',
  passwordNeeded: 'This gallery is protected by a password.',
  passwordMissing: 'Enter the password.',
  wrongPassword: 'That password is not right. Please try again.',
  tooMany: 'Too many wrong passwords from this connection. Please try again in 15 minutes.',
  photoNotFound: 'This photo is not in the gallery.',
  noDownloads: 'Downloads are not offered for this gallery.',
  noFavourites: 'Mark at least one photo with the heart first.',
  sizeNotOffered: 'This size is not offered for download in this gallery.',
  pinNeeded: 'Enter the download PIN first: the photographer sent it with the link.',
  pinMissing: 'Enter the PIN.',
  wrongPin: 'That PIN is not right. Please try again.',
  tooManyPins: 'Too many wrong PINs from this connection. Please try again in 15 minutes.',
  selectionLocked: (day) =>
    `Your selection was sent${day ? ` on ${day}` : ''} and can no longer be changed. Ask the photographer to reopen it if you want to change it.`,
  tooManyPicks: (max) => `You can choose at most ${max} ${max === 1 ? 'photo' : 'photos'}. Remove a heart first to choose another one.`,
  tooFewPicks: (min, have) => `Choose at least ${min} ${min === 1 ? 'photo' : 'photos'} before you send your selection (${have} chosen).`,
  tooManyToSend: (max, have) => `You can send at most ${max} ${max === 1 ? 'photo' : 'photos'}: remove ${have - max} ${have - max === 1 ? 'heart' : 'hearts'} first.`,
  otherSite: 'Requests from other sites are not accepted.',
  jsonOnly: 'Send this as JSON (Content-Type: application/json).',
};

const sv: ClientText = {
  notFound: 'Det finns inget galleri på den här adressen. Kontrollera länken du fick.',
  gone: 'Det här galleriet är inte längre tillgängligt. Kontakta fotografen om du fortfarande behöver det.',
  passwordNeeded: 'Det här galleriet är skyddat med ett lösenord.',
  passwordMissing: 'Ange lösenordet.',
  wrongPassword: 'Lösenordet stämmer inte. Försök igen.',
  tooMany: 'För många felaktiga lösenord från den här anslutningen. Försök igen om 15 minuter.',
  photoNotFound: 'Det här fotot finns inte i galleriet.',
  noDownloads: 'Det går inte att ladda ner bilder från det här galleriet.',
  noFavourites: 'Markera först minst ett foto med hjärtat.',
  sizeNotOffered: 'Den här storleken går inte att ladda ner i det här galleriet.',
  pinNeeded: 'Ange först PIN-koden för nedladdning: fotografen skickade den med länken.',
  pinMissing: 'Ange PIN-koden.',
  wrongPin: 'PIN-koden stämmer inte. Försök igen.',
  tooManyPins: 'För många felaktiga PIN-koder från den här anslutningen. Försök igen om 15 minuter.',
  selectionLocked: (day) =>
    `Ditt urval skickades${day ? ` den ${day}` : ''} och kan inte längre ändras. Be fotografen att öppna det igen om du vill ändra det.`,
  tooManyPicks: (max) => `Du kan välja högst ${max} ${max === 1 ? 'bild' : 'bilder'}. Ta bort ett hjärta först för att välja en annan.`,
  tooFewPicks: (min, have) => `Välj minst ${min} ${min === 1 ? 'bild' : 'bilder'} innan du skickar ditt urval (du har valt ${have}).`,
  tooManyToSend: (max, have) => `Du kan skicka högst ${max} ${max === 1 ? 'bild' : 'bilder'}: ta först bort ${have - max} ${have - max === 1 ? 'hjärta' : 'hjärtan'}.`,
  otherSite: 'Förfrågningar från andra webbplatser tas inte emot.',
  jsonOnly: 'Skicka detta som JSON (Content-Type: application/json).',
};

const nl: ClientText = {
  notFound: 'Op dit adres staat geen galerie. Controleer de link die je hebt gekregen.',
  gone: 'Deze galerie is niet meer beschikbaar. Neem contact op met de fotograaf als je haar nog nodig hebt.',
  passwordNeeded: 'Deze galerie is beveiligd met een wachtwoord.',
  passwordMissing: 'Vul het wachtwoord in.',
  wrongPassword: 'Dat wachtwoord klopt niet. Probeer het opnieuw.',
  tooMany: 'Te veel verkeerde wachtwoorden vanaf deze verbinding. Probeer het over 15 minuten opnieuw.',
  photoNotFound: 'Deze foto staat niet in de galerie.',
  noDownloads: 'Voor deze galerie zijn downloads niet beschikbaar.',
  noFavourites: 'Markeer eerst minstens één foto met het hartje.',
  sizeNotOffered: 'Dit formaat kun je in deze galerie niet downloaden.',
  pinNeeded: 'Vul eerst de downloadpincode in: de fotograaf heeft die met de link meegestuurd.',
  pinMissing: 'Vul de pincode in.',
  wrongPin: 'Die pincode klopt niet. Probeer het opnieuw.',
  tooManyPins: 'Te veel verkeerde pincodes vanaf deze verbinding. Probeer het over 15 minuten opnieuw.',
  selectionLocked: (day) =>
    `Je selectie is verstuurd${day ? ` op ${day}` : ''} en kan niet meer worden gewijzigd. Vraag de fotograaf om haar weer te openen als je iets wilt veranderen.`,
  tooManyPicks: (max) => `Je kunt hoogstens ${max} ${max === 1 ? 'foto' : "foto's"} kiezen. Haal eerst een hartje weg om een andere te kiezen.`,
  tooFewPicks: (min, have) => `Kies minstens ${min} ${min === 1 ? 'foto' : "foto's"} voordat je je selectie verstuurt (${have} gekozen).`,
  tooManyToSend: (max, have) => `Je kunt hoogstens ${max} ${max === 1 ? 'foto' : "foto's"} versturen: haal eerst ${have - max} ${have - max === 1 ? 'hartje' : 'hartjes'} weg.`,
  otherSite: 'Verzoeken van andere websites worden niet aangenomen.',
  jsonOnly: 'Stuur dit als JSON (Content-Type: application/json).',
};

/** What a client gallery answers a visitor, in the visitor's language. */
export const CLIENT_TEXT: Record<Language, ClientText> = { en, sv, nl };
