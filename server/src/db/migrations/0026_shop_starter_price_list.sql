-- A starter price list, so that a new site, or a site updated to this version, sells at once:
-- prints by their long side on two papers, and three licences with their terms in Dutch, English
-- and Swedish. The photographer edits it in the back-office (Shop).
INSERT INTO `shop_products` (`kind`, `position`, `price_minor`, `long_side_cm`, `name_nl`, `name_en`, `name_sv`) VALUES
	('print', 1, 5900, 30, 'Fine-art papier (Hahnemühle Photo Rag, mat)', 'Fine art paper (Hahnemühle Photo Rag, matte)', 'Fine art-papper (Hahnemühle Photo Rag, matt)'),
	('print', 2, 9500, 45, 'Fine-art papier (Hahnemühle Photo Rag, mat)', 'Fine art paper (Hahnemühle Photo Rag, matte)', 'Fine art-papper (Hahnemühle Photo Rag, matt)'),
	('print', 3, 14500, 60, 'Fine-art papier (Hahnemühle Photo Rag, mat)', 'Fine art paper (Hahnemühle Photo Rag, matte)', 'Fine art-papper (Hahnemühle Photo Rag, matt)'),
	('print', 4, 24500, 90, 'Fine-art papier (Hahnemühle Photo Rag, mat)', 'Fine art paper (Hahnemühle Photo Rag, matte)', 'Fine art-papper (Hahnemühle Photo Rag, matt)'),
	('print', 5, 26500, 60, 'Aluminium Dibond (zijdeglans)', 'Aluminium Dibond (satin)', 'Aluminium Dibond (sidenmatt)');
--> statement-breakpoint
INSERT INTO `shop_products` (`kind`, `position`, `price_minor`, `name_nl`, `name_en`, `name_sv`, `size`, `terms_nl`, `terms_en`, `terms_sv`) VALUES
	('licence', 1, 2500, 'Persoonlijk', 'Personal', 'Personlig', 'web',
	 'Voor persoonlijk, niet-commercieel gebruik: een eigen website, sociale media of een afdruk voor thuis. Niet voor doorverkoop, reclame of gebruik door een organisatie. Vermeld de fotograaf bij elke publicatie.',
	 'For personal, non-commercial use: your own website, social media or a print for your home. Not for resale, advertising or use by an organisation. Credit the photographer wherever it is published.',
	 'För personligt, icke-kommersiellt bruk: din egen webbplats, sociala medier eller en utskrift för hemmet. Inte för vidareförsäljning, reklam eller användning av en organisation. Ange fotografen vid varje publicering.'),
	('licence', 2, 15000, 'Redactioneel', 'Editorial', 'Redaktionell', 'full',
	 'Eenmalig redactioneel gebruik in één publicatie (tijdschrift, krant, boek of nieuwssite), in alle oplagen van die uitgave, wereldwijd. Niet voor reclame. Naamsvermelding van de fotograaf bij de foto is verplicht.',
	 'One editorial use in one publication (magazine, newspaper, book or news site), in every edition of that issue, worldwide. Not for advertising. The photographer must be credited beside the photo.',
	 'En redaktionell användning i en publikation (tidskrift, tidning, bok eller nyhetssajt), i alla upplagor av det numret, i hela världen. Inte för reklam. Fotografen ska anges vid bilden.'),
	('licence', 3, 45000, 'Commercieel', 'Commercial', 'Kommersiell', 'full',
	 'Commercieel gebruik door één organisatie gedurende één jaar: website, brochures, presentaties en sociale media. Niet overdraagbaar en niet voor doorverkoop van de foto zelf (posters, producten). Naamsvermelding waar mogelijk.',
	 'Commercial use by one organisation for one year: website, brochures, presentations and social media. Not transferable, and not for reselling the photo itself (posters, merchandise). Credit the photographer where possible.',
	 'Kommersiell användning av en organisation under ett år: webbplats, broschyrer, presentationer och sociala medier. Kan inte överlåtas och inte för vidareförsäljning av själva bilden (affischer, produkter). Ange fotografen där det går.');
