import type { SceneKind } from './demo-scenes';

/** Demo categories: Dutch name first (required), then English and Swedish, and the type. */
export const DEMO_CATEGORIES = {
  wildlife: { name: 'Wilde dieren', nameEn: 'Wildlife', nameSv: 'Vilda djur', type: 'animal' },
  polarbear: { name: 'IJsbeer', nameEn: 'Polar bear', nameSv: 'Isbjörn', type: 'animal' },
  reindeer: { name: 'Rendier', nameEn: 'Reindeer', nameSv: 'Ren', type: 'animal' },
  whale: { name: 'Bultrug', nameEn: 'Humpback whale', nameSv: 'Knölval', type: 'animal' },
  birds: { name: 'Vogels', nameEn: 'Birds', nameSv: 'Fåglar', type: 'animal' },
  landscape: { name: 'Landschap', nameEn: 'Landscape', nameSv: 'Landskap', type: 'landscape' },
  aurora: { name: 'Noorderlicht', nameEn: 'Aurora', nameSv: 'Norrsken', type: 'landscape' },
  arctic: { name: 'Arctisch', nameEn: 'Arctic', nameSv: 'Arktis', type: 'landscape' },
  nightsky: { name: 'Sterrenhemel', nameEn: 'Night sky', nameSv: 'Stjärnhimmel', type: 'landscape' },
  arcticwillow: { name: 'Poolwilg', nameEn: 'Arctic willow', nameSv: 'Polarvide', type: 'plant' },
  norway: { name: 'Noorwegen', nameEn: 'Norway', nameSv: 'Norge', type: 'country' },
  iceland: { name: 'IJsland', nameEn: 'Iceland', nameSv: 'Island', type: 'country' },
  sweden: { name: 'Zweden', nameEn: 'Sweden', nameSv: 'Sverige', type: 'country' },
  finland: { name: 'Finland', nameEn: 'Finland', nameSv: 'Finland', type: 'country' },
  svalbard: { name: 'Spitsbergen', nameEn: 'Svalbard', nameSv: 'Svalbard', type: 'country' },
} as const satisfies Record<string, { name: string; nameEn: string; nameSv: string; type: 'country' | 'animal' | 'plant' | 'landscape' | 'other' }>;

export type DemoCategoryKey = keyof typeof DEMO_CATEGORIES;

const COUNTRY = {
  norway: ['Noorwegen', 'Norway', 'Norge'],
  iceland: ['IJsland', 'Iceland', 'Island'],
  sweden: ['Zweden', 'Sweden', 'Sverige'],
  finland: ['Finland', 'Finland', 'Finland'],
  svalbard: ['Spitsbergen', 'Svalbard', 'Svalbard'],
} as const;

export interface DemoCamera {
  make: string;
  model: string;
  lens: string;
  focal: number;
  fnumber: number;
  /** Exposure as a fraction string, e.g. '1/250' or '15/1'. */
  exposure: string;
  iso: number;
}

const Z9 = { make: 'NIKON CORPORATION', model: 'NIKON Z 9' };
const R5 = { make: 'Canon', model: 'Canon EOS R5' };
const A1 = { make: 'SONY', model: 'ILCE-1' };

export interface DemoPhoto {
  scene: SceneKind;
  seed: number;
  fileName: string;
  title: string;
  description: string;
  location: string;
  country: keyof typeof COUNTRY;
  categories: DemoCategoryKey[];
  camera: DemoCamera;
  /** Exif DateTimeOriginal, 'YYYY:MM:DD HH:MM:SS'. */
  taken: string;
  gps?: [number, number];
  /** Light and composition of the scene (see sceneSvg); 0 when absent. */
  variant?: number;
  /** Width to height; 3:2 when absent. */
  aspect?: [number, number];
}

export const countryNames = (key: keyof typeof COUNTRY) => {
  const [nl, en, sv] = COUNTRY[key];
  return { country: nl, countryEn: en, countrySv: sv };
};

/**
 * The look of each demo photo in DEMO_PHOTOS order: the scene's variant and the frame's aspect
 * ratio, so that the gallery shows portraits, squares and panoramas and no two scenes look alike.
 */
const LOOKS: [variant: number, aspect: [number, number]][] = [
  [0, [3, 2]], [0, [3, 2]], [0, [3, 2]], [0, [3, 2]], [0, [12, 5]], [0, [2, 3]],
  [0, [3, 2]], [0, [3, 2]], [0, [4, 5]], [0, [2, 3]], [1, [16, 9]], [1, [3, 1]],
  [1, [3, 2]], [1, [1, 1]], [1, [3, 2]], [1, [1, 1]], [1, [16, 9]], [1, [3, 2]],
  [1, [3, 2]], [1, [4, 5]], [2, [2, 3]], [2, [16, 9]], [2, [3, 2]], [2, [3, 2]],
];

/** 24 photos; the first three landscapes double as hero images. */
export const DEMO_PHOTOS: DemoPhoto[] = ([
  { scene: 'aurora', seed: 1, fileName: 'aurora-over-lyngen.jpg', title: 'Aurora over the Lyngen Alps', description: 'A green corona dancing over the frozen fjord at minus twenty.', location: 'Lyngen, Troms', country: 'norway', categories: ['aurora', 'landscape', 'arctic', 'norway'], camera: { ...Z9, lens: 'NIKKOR Z 14-24mm f/2.8 S', focal: 14, fnumber: 2.8, exposure: '8/1', iso: 1600 }, taken: '2024:02:11 22:41:10', gps: [69.5872, 20.2173] },
  { scene: 'mountains', seed: 2, fileName: 'last-light-kebnekaise.jpg', title: 'Last light on Kebnekaise', description: 'Layer upon layer of ridges fading into the evening haze.', location: 'Kebnekaise, Lappland', country: 'sweden', categories: ['landscape', 'sweden'], camera: { ...R5, lens: 'RF70-200mm F2.8 L IS USM', focal: 135, fnumber: 8, exposure: '1/250', iso: 100 }, taken: '2023:09:02 19:48:33', gps: [67.9, 18.5167] },
  { scene: 'fjord', seed: 3, fileName: 'misty-geirangerfjord.jpg', title: 'Morning mist in Geirangerfjord', description: 'Still water mirrors the steep walls as the mist lifts.', location: 'Geiranger, Møre og Romsdal', country: 'norway', categories: ['landscape', 'norway'], camera: { ...A1, lens: 'FE 24-70mm F2.8 GM II', focal: 35, fnumber: 11, exposure: '1/60', iso: 100 }, taken: '2023:06:14 05:12:08', gps: [62.1049, 7.0947] },
  { scene: 'polarbear', seed: 4, fileName: 'polar-bear-on-the-floe.jpg', title: 'Polar bear on the floe', description: 'A young male crossing the drift ice north of Spitsbergen.', location: 'Nordaustlandet', country: 'svalbard', categories: ['polarbear', 'wildlife', 'arctic', 'svalbard'], camera: { ...Z9, lens: 'NIKKOR Z 600mm f/4 TC VR S', focal: 600, fnumber: 5.6, exposure: '1/2000', iso: 500 }, taken: '2023:07:21 03:05:44', gps: [80.1167, 22.45] },
  { scene: 'seaice', seed: 5, fileName: 'sea-ice-hinlopen.jpg', title: 'Sea ice in Hinlopen Strait', description: 'Broken pack ice drifting under a pale midnight sun.', location: 'Hinlopenstretet', country: 'svalbard', categories: ['arctic', 'landscape', 'svalbard'], camera: { ...Z9, lens: 'NIKKOR Z 24-120mm f/4 S', focal: 50, fnumber: 8, exposure: '1/800', iso: 200 }, taken: '2023:07:20 23:58:02', gps: [79.3, 19.5] },
  { scene: 'nightsky', seed: 6, fileName: 'milky-way-over-the-forest.jpg', title: 'Milky Way over the taiga', description: 'A moonless September night deep in the Finnish forest.', location: 'Oulanka National Park', country: 'finland', categories: ['nightsky', 'landscape', 'finland'], camera: { ...A1, lens: 'FE 14mm F1.8 GM', focal: 14, fnumber: 1.8, exposure: '15/1', iso: 3200 }, taken: '2023:09:18 23:22:51', gps: [66.3667, 29.3167] },
  { scene: 'reindeer', seed: 7, fileName: 'reindeer-at-dawn.jpg', title: 'Reindeer at dawn', description: 'A small herd moving between the spruces on a pink winter morning.', location: 'Jokkmokk', country: 'sweden', categories: ['reindeer', 'wildlife', 'sweden'], camera: { ...R5, lens: 'RF100-500mm F4.5-7.1 L IS USM', focal: 400, fnumber: 7.1, exposure: '1/640', iso: 800 }, taken: '2024:01:27 09:14:20', gps: [66.6066, 19.8229] },
  { scene: 'whale', seed: 8, fileName: 'humpback-fluke-skjervoy.jpg', title: 'Humpback fluke', description: 'A humpback whale dives after herring in the winter fjord.', location: 'Skjervøy', country: 'norway', categories: ['whale', 'wildlife', 'norway'], camera: { ...Z9, lens: 'NIKKOR Z 100-400mm f/4.5-5.6 VR S', focal: 280, fnumber: 5.6, exposure: '1/1600', iso: 1250 }, taken: '2023:11:24 11:02:37', gps: [70.0333, 20.9833] },
  { scene: 'eagle', seed: 9, fileName: 'white-tailed-eagle.jpg', title: 'White-tailed eagle', description: 'The largest eagle of the north gliding along the cliffs.', location: 'Flatanger', country: 'norway', categories: ['birds', 'wildlife', 'norway'], camera: { ...A1, lens: 'FE 200-600mm F5.6-6.3 G OSS', focal: 600, fnumber: 6.3, exposure: '1/3200', iso: 640 }, taken: '2023:03:09 13:45:12' },
  { scene: 'waterfall', seed: 10, fileName: 'waterfall-south-iceland.jpg', title: 'Waterfall in the highlands', description: 'Glacier water plunging into a narrow green canyon.', location: 'Þórsmörk', country: 'iceland', categories: ['landscape', 'iceland'], camera: { ...R5, lens: 'RF15-35mm F2.8 L IS USM', focal: 24, fnumber: 11, exposure: '1/2', iso: 100 }, taken: '2023:08:05 16:30:00', gps: [63.6833, -19.4833] },
  { scene: 'aurora', seed: 11, fileName: 'aurora-kirkjufell.jpg', title: 'Northern lights over the bay', description: 'Purple edges of a strong substorm reflected in the sea.', location: 'Grundarfjörður', country: 'iceland', categories: ['aurora', 'landscape', 'iceland'], camera: { ...Z9, lens: 'NIKKOR Z 20mm f/1.8 S', focal: 20, fnumber: 1.8, exposure: '4/1', iso: 2000 }, taken: '2023:10:15 23:51:06', gps: [64.9415, -23.3066] },
  { scene: 'mountains', seed: 12, fileName: 'lofoten-peaks.jpg', title: 'Peaks of Lofoten', description: 'Blue winter light over the jagged peaks of Moskenesøya.', location: 'Reine, Lofoten', country: 'norway', categories: ['landscape', 'arctic', 'norway'], camera: { ...A1, lens: 'FE 70-200mm F2.8 GM OSS II', focal: 105, fnumber: 9, exposure: '1/125', iso: 200 }, taken: '2024:02:20 10:40:18', gps: [67.9325, 13.0886] },
  { scene: 'polarbear', seed: 13, fileName: 'polar-bear-wanders.jpg', title: 'Wandering polar bear', description: 'Following the edge of the fast ice in search of seals under the golden midnight sun.', location: 'Wijdefjorden', country: 'svalbard', categories: ['polarbear', 'wildlife', 'arctic', 'svalbard'], camera: { ...Z9, lens: 'NIKKOR Z 800mm f/6.3 VR S', focal: 800, fnumber: 6.3, exposure: '1/1250', iso: 400 }, taken: '2023:07:23 01:16:29', gps: [79.05, 15.8] },
  { scene: 'fjord', seed: 14, fileName: 'stillness-in-the-fjord.jpg', title: 'Stillness in the fjord', description: 'Not a breath of wind on a grey autumn morning.', location: 'Nærøyfjord', country: 'norway', categories: ['landscape', 'norway'], camera: { ...R5, lens: 'RF24-105mm F4 L IS USM', focal: 40, fnumber: 8, exposure: '1/30', iso: 200 }, taken: '2022:10:03 08:05:55', gps: [60.8783, 6.8567] },
  { scene: 'nightsky', seed: 15, fileName: 'stars-over-abisko.jpg', title: 'Moonlight over Abisko', description: 'A full moon over the birches and the frozen lake before the aurora arrived.', location: 'Abisko', country: 'sweden', categories: ['nightsky', 'landscape', 'sweden'], camera: { ...Z9, lens: 'NIKKOR Z 14-24mm f/2.8 S', focal: 14, fnumber: 2.8, exposure: '20/1', iso: 3200 }, taken: '2023:12:02 20:12:44', gps: [68.3495, 18.8312] },
  { scene: 'seaice', seed: 16, fileName: 'pack-ice-lights.jpg', title: 'Pack ice', description: 'Shapes of the ice against the open water of the Barents Sea.', location: 'Barentsøya', country: 'svalbard', categories: ['arctic', 'svalbard'], camera: { ...A1, lens: 'FE 100-400mm F4.5-5.6 GM OSS', focal: 200, fnumber: 8, exposure: '1/1000', iso: 250 }, taken: '2023:07:19 21:33:18' },
  { scene: 'reindeer', seed: 17, fileName: 'reindeer-in-finnmark.jpg', title: 'Reindeer crossing', description: 'A lone reindeer crossing the snowfield near Kautokeino.', location: 'Kautokeino', country: 'norway', categories: ['reindeer', 'wildlife', 'norway'], camera: { ...Z9, lens: 'NIKKOR Z 180-600mm f/5.6-6.3 VR', focal: 500, fnumber: 6.3, exposure: '1/1000', iso: 640 }, taken: '2024:03:12 08:55:01', gps: [69.0116, 23.0414] },
  { scene: 'whale', seed: 18, fileName: 'whale-husavik.jpg', title: 'Whale in Skjálfandi Bay', description: 'A humpback surfacing at the end of a long summer day.', location: 'Húsavík', country: 'iceland', categories: ['whale', 'wildlife', 'iceland'], camera: { ...R5, lens: 'RF100-500mm F4.5-7.1 L IS USM', focal: 300, fnumber: 7.1, exposure: '1/1250', iso: 500 }, taken: '2023:06:28 21:10:39', gps: [66.0449, -17.3389] },
  { scene: 'eagle', seed: 19, fileName: 'eagle-over-the-archipelago.jpg', title: 'Eagle over the archipelago', description: 'Soaring above the outer islands of the Kvarken.', location: 'Kvarken archipelago', country: 'finland', categories: ['birds', 'wildlife', 'finland'], camera: { ...A1, lens: 'FE 600mm F4 GM OSS', focal: 600, fnumber: 4, exposure: '1/4000', iso: 320 }, taken: '2023:05:16 07:28:45', gps: [63.25, 21.3] },
  { scene: 'waterfall', seed: 20, fileName: 'hidden-falls.jpg', title: 'Hidden falls', description: 'A short walk from the ring road, hardly anyone here.', location: 'Fjaðrárgljúfur', country: 'iceland', categories: ['landscape', 'iceland', 'arcticwillow'], camera: { ...Z9, lens: 'NIKKOR Z 24-70mm f/2.8 S', focal: 28, fnumber: 13, exposure: '1/4', iso: 64 }, taken: '2023:08:07 18:02:12' },
  { scene: 'aurora', seed: 21, fileName: 'aurora-inari.jpg', title: 'Aurora over Lake Inari', description: 'The first aurora of the season over the still lake.', location: 'Inari', country: 'finland', categories: ['aurora', 'landscape', 'finland'], camera: { ...R5, lens: 'RF15-35mm F2.8 L IS USM', focal: 15, fnumber: 2.8, exposure: '6/1', iso: 1600 }, taken: '2023:09:12 23:05:27', gps: [68.9057, 27.0288] },
  { scene: 'mountains', seed: 22, fileName: 'sarek-evening.jpg', title: 'Evening in Sarek', description: 'The wild heart of Swedish Lapland after a week on foot.', location: 'Sarek National Park', country: 'sweden', categories: ['landscape', 'sweden'], camera: { ...A1, lens: 'FE 24-105mm F4 G OSS', focal: 70, fnumber: 8, exposure: '1/200', iso: 100 }, taken: '2022:08:24 20:35:50' },
  { scene: 'polarbear', seed: 23, fileName: 'bear-at-midnight.jpg', title: 'Bear at midnight', description: 'Midnight sun and a curious bear near the ship.', location: 'Sjuøyane', country: 'svalbard', categories: ['polarbear', 'wildlife', 'arctic', 'svalbard'], camera: { ...Z9, lens: 'NIKKOR Z 400mm f/4.5 VR S', focal: 400, fnumber: 5.6, exposure: '1/1600', iso: 400 }, taken: '2023:07:22 00:12:03', gps: [80.7167, 20.9] },
  { scene: 'fjord', seed: 24, fileName: 'westfjords-calm.jpg', title: 'Calm in the Westfjords', description: 'Low clouds and mirror water in a remote Icelandic fjord.', location: 'Ísafjörður', country: 'iceland', categories: ['landscape', 'iceland'], camera: { ...R5, lens: 'RF24-70mm F2.8 L IS USM', focal: 50, fnumber: 9, exposure: '1/80', iso: 100 }, taken: '2023:08:11 07:45:36', gps: [66.0749, -23.1244] },
] satisfies DemoPhoto[]).map((p, i) => ({ ...p, variant: LOOKS[i]?.[0] ?? 0, aspect: LOOKS[i]?.[1] ?? [3, 2] }));

/** The pixel size of a demo photo whose long side is `long` pixels. */
export function demoSize(photo: DemoPhoto, long: number): { width: number; height: number } {
  const [aw, ah] = photo.aspect ?? [3, 2];
  return aw >= ah ? { width: long, height: Math.round((long * ah) / aw) } : { width: Math.round((long * aw) / ah), height: long };
}

/** Indexes into DEMO_PHOTOS of the three hero images, with their alt text. */
export const DEMO_HEROES = [
  { photo: 0, alt: 'Green northern lights over snowy mountains and a frozen fjord', title: 'Aurora over the Lyngen Alps' },
  { photo: 2, alt: 'Steep fjord walls reflected in still water under morning mist', title: 'Morning mist in Geirangerfjord' },
  { photo: 1, alt: 'Layered mountain ridges in warm evening light', title: 'Last light on Kebnekaise' },
];

/** The demo film: a slow pan across an aurora scene (made with ffmpeg at seeding time, see demo-video.ts). */
export const DEMO_VIDEO = {
  scene: 'aurora',
  seed: 31,
  variant: 0,
  fileName: 'aurora-timelapse-senja.mp4',
  title: 'Aurora time-lapse over Senja',
  description: 'Four seconds of a quiet green aurora drifting over the mountains of Senja.',
  location: 'Senja, Troms',
  country: 'norway',
  categories: ['aurora', 'landscape', 'norway'],
  taken: '2024-01-14T21:30:00.000Z',
} as const satisfies { scene: SceneKind; seed: number; variant: number; fileName: string; title: string; description: string; location: string; country: keyof typeof COUNTRY; categories: DemoCategoryKey[]; taken: string };

/**
 * Dutch and Swedish titles and descriptions of the demo photos, by file name (the English ones
 * are in DEMO_PHOTOS). The title is also the photo's alt text, so each describes what is drawn.
 */
export const DEMO_TRANSLATIONS: Record<string, { nl: [title: string, description: string]; sv: [title: string, description: string] }> = {
  'aurora-over-lyngen.jpg': { nl: ['Noorderlicht boven de Lyngen-Alpen', 'Een groene corona danst boven de bevroren fjord bij min twintig.'], sv: ['Norrsken över Lyngenalperna', 'En grön korona dansar över den frusna fjorden i tjugo minusgrader.'] },
  'last-light-kebnekaise.jpg': { nl: ['Laatste licht op de Kebnekaise', 'Bergrug na bergrug vervaagt in de avondnevel.'], sv: ['Sista ljuset på Kebnekaise', 'Ås efter ås bleknar bort i kvällsdiset.'] },
  'misty-geirangerfjord.jpg': { nl: ['Ochtendnevel in de Geirangerfjord', 'Het stille water spiegelt de steile wanden terwijl de nevel optrekt.'], sv: ['Morgondimma i Geirangerfjorden', 'Det stilla vattnet speglar de branta väggarna när dimman lättar.'] },
  'polar-bear-on-the-floe.jpg': { nl: ['IJsbeer op de ijsschots', 'Een jong mannetje steekt het drijfijs over ten noorden van Spitsbergen.'], sv: ['Isbjörn på isflaket', 'En ung hane korsar drivisen norr om Spetsbergen.'] },
  'sea-ice-hinlopen.jpg': { nl: ['Zee-ijs in de Hinlopenstraat', 'Gebroken pakijs drijft onder een bleke middernachtzon.'], sv: ['Havsis i Hinlopensundet', 'Bruten packis driver under en blek midnattssol.'] },
  'milky-way-over-the-forest.jpg': { nl: ['Melkweg boven de taiga', 'Een maanloze septembernacht diep in het Finse bos.'], sv: ['Vintergatan över tajgan', 'En månlös septembernatt djupt inne i den finska skogen.'] },
  'reindeer-at-dawn.jpg': { nl: ['Rendieren bij dageraad', 'Een kleine kudde trekt tussen de sparren door op een roze winterochtend.'], sv: ['Renar i gryningen', 'En liten hjord rör sig mellan granarna en rosa vintermorgon.'] },
  'humpback-fluke-skjervoy.jpg': { nl: ['Staart van een bultrug', 'Een bultrug duikt naar haring in de winterse fjord.'], sv: ['Knölvalens stjärtfena', 'En knölval dyker efter sill i vinterfjorden.'] },
  'white-tailed-eagle.jpg': { nl: ['Zeearend', 'De grootste arend van het noorden zweeft langs de kliffen.'], sv: ['Havsörn', 'Nordens största örn glider längs klipporna.'] },
  'waterfall-south-iceland.jpg': { nl: ['Waterval in het hoogland', 'Gletsjerwater stort in een smalle, groene kloof.'], sv: ['Vattenfall i högländerna', 'Glaciärvatten störtar ner i en smal grön kanjon.'] },
  'aurora-kirkjufell.jpg': { nl: ['Noorderlicht boven de baai', 'Paarse randen van een krachtige substorm weerspiegeld in zee.'], sv: ['Norrsken över viken', 'Lila kanter av en kraftig substorm speglas i havet.'] },
  'lofoten-peaks.jpg': { nl: ['Toppen van de Lofoten', 'Blauw winterlicht boven de grillige toppen van Moskenesøya.'], sv: ['Lofotens toppar', 'Blått vinterljus över de taggiga topparna på Moskenesøya.'] },
  'polar-bear-wanders.jpg': { nl: ['Zwervende ijsbeer', 'Langs de rand van het vaste ijs op zoek naar zeehonden, onder de gouden middernachtzon.'], sv: ['Vandrande isbjörn', 'Längs kanten av fastisen på jakt efter sälar, under den gyllene midnattssolen.'] },
  'stillness-in-the-fjord.jpg': { nl: ['Stilte in de fjord', 'Geen zuchtje wind op een grijze herfstochtend.'], sv: ['Stillhet i fjorden', 'Inte en vindpust en grå höstmorgon.'] },
  'stars-over-abisko.jpg': { nl: ['Maanlicht boven Abisko', 'Een volle maan boven de berken en het bevroren meer, voordat het noorderlicht kwam.'], sv: ['Månsken över Abisko', 'En fullmåne över björkarna och den frusna sjön innan norrskenet kom.'] },
  'pack-ice-lights.jpg': { nl: ['Pakijs', 'Vormen van het ijs tegen het open water van de Barentszzee.'], sv: ['Packis', 'Isens former mot Barents havs öppna vatten.'] },
  'reindeer-in-finnmark.jpg': { nl: ['Overstekend rendier', 'Een eenzaam rendier steekt het sneeuwveld over bij Kautokeino.'], sv: ['Ren som korsar', 'En ensam ren korsar snöfältet nära Kautokeino.'] },
  'whale-husavik.jpg': { nl: ['Walvis in de Skjálfandibaai', 'Een bultrug komt boven aan het einde van een lange zomerdag.'], sv: ['Val i Skjálfandiviken', 'En knölval bryter ytan i slutet av en lång sommardag.'] },
  'eagle-over-the-archipelago.jpg': { nl: ['Arend boven de archipel', 'Zwevend boven de buitenste eilanden van de Kvarken.'], sv: ['Örn över skärgården', 'Svävande över Kvarkens yttersta öar.'] },
  'hidden-falls.jpg': { nl: ['Verborgen waterval', 'Een kort stukje lopen van de ringweg, en bijna niemand te zien.'], sv: ['Dolt vattenfall', 'En kort promenad från ringvägen, och nästan ingen här.'] },
  'aurora-inari.jpg': { nl: ['Noorderlicht boven het Inarimeer', 'Het eerste noorderlicht van het seizoen boven het stille meer.'], sv: ['Norrsken över Enare träsk', 'Säsongens första norrsken över den stilla sjön.'] },
  'sarek-evening.jpg': { nl: ['Avond in Sarek', 'Het wilde hart van Zweeds Lapland na een week te voet.'], sv: ['Kväll i Sarek', 'Svenska Lapplands vilda hjärta efter en vecka till fots.'] },
  'bear-at-midnight.jpg': { nl: ['Beer om middernacht', 'Middernachtzon en een nieuwsgierige beer vlak bij het schip.'], sv: ['Björn vid midnatt', 'Midnattssol och en nyfiken björn nära fartyget.'] },
  'westfjords-calm.jpg': { nl: ['Windstilte in de Westfjorden', 'Lage wolken en spiegelglad water in een afgelegen IJslandse fjord.'], sv: ['Stiltje i Västfjordarna', 'Låga moln och spegelblankt vatten i en avlägsen isländsk fjord.'] },
  'aurora-timelapse-senja.mp4': { nl: ['Timelapse van noorderlicht boven Senja', 'Vier seconden rustig groen noorderlicht boven de bergen van Senja.'], sv: ['Timelapse av norrsken över Senja', 'Fyra sekunder av stilla grönt norrsken över Senjas berg.'] },
};

/** The title and description of a demo item in the three languages (Dutch in the base columns). */
export function demoTexts(item: { fileName: string; title: string; description: string }) {
  const t = DEMO_TRANSLATIONS[item.fileName];
  return {
    title: t?.nl[0] ?? item.title,
    titleEn: item.title,
    titleSv: t?.sv[0] ?? item.title,
    description: t?.nl[1] ?? item.description,
    descriptionEn: item.description,
    descriptionSv: t?.sv[1] ?? item.description,
  };
}
