/** Three demo blog posts in Dutch, English and Swedish, as TipTap editor documents. */
import type { BlogTexts } from '@portfolio/shared';

type Mark = { type: 'bold' | 'italic' };
type Inline = { type: 'text'; text: string; marks?: Mark[] };
type Node = Record<string, unknown>;

const t = (text: string): Inline => ({ type: 'text', text });
const b = (text: string): Inline => ({ type: 'text', text, marks: [{ type: 'bold' }] });
const i = (text: string): Inline => ({ type: 'text', text, marks: [{ type: 'italic' }] });
const p = (...content: Inline[]): Node => ({ type: 'paragraph', content });
const h = (level: 2 | 3, text: string): Node => ({ type: 'heading', attrs: { level }, content: [t(text)] });
const ul = (...items: Inline[][]): Node => ({ type: 'bulletList', content: items.map((c) => ({ type: 'listItem', content: [p(...c)] })) });
const quote = (text: string): Node => ({ type: 'blockquote', content: [p(i(text))] });
const img = (src: string, alt: string, title?: string): Node => ({ type: 'image', attrs: { src, alt, title: title ?? null } });
const doc = (...content: Node[]) => JSON.stringify({ type: 'doc', content });

export interface DemoPost extends BlogTexts {
  /** Index into DEMO_PHOTOS for the header image; the body shows `bodyPhoto`. */
  headerPhoto: number;
  bodyPhoto: number;
  publishedAt: string;
}

/** `url(n)` gives the share URL of demo photo n. */
export function demoPosts(url: (photo: number) => string): DemoPost[] {
  return [
    {
      headerPhoto: 0,
      bodyPhoto: 10,
      publishedAt: '2024-02-18T09:00:00.000Z',
      titleNl: 'Jagen op het noorderlicht in Lyngen',
      titleEn: 'Chasing the northern lights in Lyngen',
      titleSv: 'På jakt efter norrskenet i Lyngen',
      excerptNl: 'Vijf nachten, min twintig graden en één onvergetelijke corona boven de fjord.',
      excerptEn: 'Five nights, minus twenty degrees and one unforgettable corona over the fjord.',
      excerptSv: 'Fem nätter, tjugo minusgrader och en oförglömlig korona över fjorden.',
      contentNl: doc(
        h(2, 'Wachten op het donker'),
        p(t('Het noorderlicht laat zich niet dwingen. In Lyngen stonden we vijf nachten lang op het ijs, met '), b('thermoskannen thee'), t(' en een oog op de KP-index.')),
        img(url(0), 'Groen noorderlicht boven besneeuwde bergen', 'Lyngen, februari'),
        h(3, 'Wat ik altijd meeneem'),
        ul([t('Een statief dat niet trilt in de wind')], [t('Reservebatterijen in een '), i('binnenzak')], [t('Een groothoeklens met een lichtsterkte van f/2.8 of beter')]),
        quote('Om 22:41 brak de hemel open. Ik vergat bijna op de ontspanner te drukken.'),
        p(t('Kijk vooral ook eens naar de '), b('IJslandse'), t(' beelden verderop in de galerie.')),
        img(url(10), 'Paars noorderlicht weerspiegeld in zee'),
      ),
      contentEn: doc(
        h(2, 'Waiting for the dark'),
        p(t('The aurora cannot be forced. In Lyngen we stood on the ice for five nights, with '), b('flasks of tea'), t(' and one eye on the KP index.')),
        img(url(0), 'Green northern lights over snowy mountains', 'Lyngen, February'),
        h(3, 'What I always bring'),
        ul([t('A tripod that does not shake in the wind')], [t('Spare batteries in an '), i('inside pocket')], [t('A wide-angle lens of f/2.8 or faster')]),
        quote('At 22:41 the sky broke open. I almost forgot to press the shutter.'),
        p(t('Have a look at the '), b('Icelandic'), t(' images further on in the gallery too.')),
        img(url(10), 'Purple aurora reflected in the sea'),
      ),
      contentSv: doc(
        h(2, 'I väntan på mörkret'),
        p(t('Norrskenet går inte att tvinga fram. I Lyngen stod vi på isen i fem nätter, med '), b('termosar med te'), t(' och ett öga på KP-index.')),
        img(url(0), 'Grönt norrsken över snötäckta berg', 'Lyngen, februari'),
        h(3, 'Det här tar jag alltid med'),
        ul([t('Ett stativ som inte skakar i vinden')], [t('Extra batterier i en '), i('innerficka')], [t('Ett vidvinkelobjektiv på f/2.8 eller ljusare')]),
        quote('Klockan 22:41 öppnade sig himlen. Jag glömde nästan att trycka av.'),
        p(t('Titta gärna också på de '), b('isländska'), t(' bilderna längre fram i galleriet.')),
        img(url(10), 'Lila norrsken som speglas i havet'),
      ),
    },
    {
      headerPhoto: 3,
      bodyPhoto: 12,
      publishedAt: '2023-08-02T08:30:00.000Z',
      titleNl: 'IJsberen op het drijfijs van Spitsbergen',
      titleEn: 'Polar bears on the drift ice of Svalbard',
      titleSv: 'Isbjörnar på drivisen vid Svalbard',
      excerptNl: 'Twee weken aan boord, op zoek naar de koning van het Noordpoolgebied.',
      excerptEn: 'Two weeks on board, looking for the king of the Arctic.',
      excerptSv: 'Två veckor ombord, på jakt efter Arktis kung.',
      contentNl: doc(
        h(2, 'Leven met de middernachtzon'),
        p(t('Boven de 80 graden noorderbreedte gaat de zon in juli '), b('niet meer onder'), t('. Het beste licht valt midden in de nacht.')),
        img(url(3), 'IJsbeer op een ijsschots'),
        h(3, 'Respect voor het dier'),
        ul([t('Altijd minstens '), b('300 meter'), t(' afstand')], [t('Nooit het pad van een beer afsnijden')], [t('Motor uit als de beer nieuwsgierig wordt')]),
        quote('Hij keek één keer om, en liep toen rustig verder over het ijs.'),
        p(i('Met dank aan de bemanning, die zeventien beren voor ons vond.')),
      ),
      contentEn: doc(
        h(2, 'Living with the midnight sun'),
        p(t('Above 80 degrees north the sun '), b('does not set'), t(' in July. The best light comes in the middle of the night.')),
        img(url(3), 'Polar bear on an ice floe'),
        h(3, 'Respect for the animal'),
        ul([t('Always keep at least '), b('300 metres'), t(' away')], [t('Never cut off a bear’s path')], [t('Engine off when the bear gets curious')]),
        quote('He looked back once, then walked calmly on across the ice.'),
        p(i('Thanks to the crew, who found seventeen bears for us.')),
      ),
      contentSv: doc(
        h(2, 'Att leva med midnattssolen'),
        p(t('Norr om 80 grader '), b('går solen inte ner'), t(' i juli. Det bästa ljuset kommer mitt i natten.')),
        img(url(3), 'Isbjörn på ett isflak'),
        h(3, 'Respekt för djuret'),
        ul([t('Håll alltid minst '), b('300 meter'), t(' avstånd')], [t('Gå aldrig i vägen för en björn')], [t('Stäng av motorn när björnen blir nyfiken')]),
        quote('Han tittade tillbaka en gång och gick sedan lugnt vidare över isen.'),
        p(i('Tack till besättningen som hittade sjutton björnar åt oss.')),
      ),
    },
    {
      headerPhoto: 2,
      bodyPhoto: 13,
      publishedAt: '2023-06-30T10:15:00.000Z',
      titleNl: 'Stilte in de fjorden: fotograferen in het blauwe uur',
      titleEn: 'Silence in the fjords: shooting in the blue hour',
      titleSv: 'Stillhet i fjordarna: att fotografera i blå timmen',
      excerptNl: 'Waarom ik om vier uur opsta voor een spiegelgladde fjord.',
      excerptEn: 'Why I get up at four for a mirror-smooth fjord.',
      excerptSv: 'Varför jag går upp klockan fyra för en spegelblank fjord.',
      contentNl: doc(
        h(2, 'Vroeg op pad'),
        p(t('Wind is de vijand van reflecties. In de vroege ochtend is het water vaak '), b('volkomen stil'), t('.')),
        img(url(2), 'Mist in de Geirangerfjord'),
        ul([t('Controleer de windverwachting per uur')], [t('Gebruik een '), i('polarisatiefilter'), t(' met beleid')], [t('Neem de tijd voor de compositie')]),
        quote('De fjord was zo stil dat ik de waterval aan de overkant kon horen.'),
        img(url(13), 'Spiegelglad water in de Nærøyfjord'),
      ),
      contentEn: doc(
        h(2, 'Out early'),
        p(t('Wind is the enemy of reflections. In the early morning the water is often '), b('perfectly still'), t('.')),
        img(url(2), 'Mist in Geirangerfjord'),
        ul([t('Check the hourly wind forecast')], [t('Use a '), i('polarising filter'), t(' with care')], [t('Take your time over the composition')]),
        quote('The fjord was so quiet I could hear the waterfall on the other side.'),
        img(url(13), 'Mirror-smooth water in Nærøyfjord'),
      ),
      contentSv: doc(
        h(2, 'Tidigt ute'),
        p(t('Vind är speglingarnas fiende. Tidigt på morgonen är vattnet ofta '), b('helt stilla'), t('.')),
        img(url(2), 'Dimma i Geirangerfjorden'),
        ul([t('Kolla vindprognosen timme för timme')], [t('Använd ett '), i('polarisationsfilter'), t(' med måtta')], [t('Ta god tid på dig med kompositionen')]),
        quote('Fjorden var så tyst att jag kunde höra vattenfallet på andra sidan.'),
        img(url(13), 'Spegelblankt vatten i Nærøyfjorden'),
      ),
    },
  ];
}
