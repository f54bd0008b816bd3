-- The statistics count a page by its name in the table of pages ('home', 'gallery', 'photo',
-- 'post', 'collections', 'map'…), no longer by its address: the addresses counted before ('/',
-- '/gallery', '/blog', '/gallery/{id}', '/blog/{slug}') become the names of their pages. A photo's
-- and a post's own views and reads stay where they were (photo_view, post_read). Daily rows of one
-- page on one day are added together: its views exactly, its visitors as the sum of each address's
-- (as days are added, an upper bound).
UPDATE `stats_events` SET `key` = CASE
	WHEN `key` = '/' THEN 'home'
	WHEN `key` = '/gallery' THEN 'gallery'
	WHEN `key` = '/blog' THEN 'blog'
	WHEN `key` LIKE '/gallery/%' THEN 'photo'
	WHEN `key` LIKE '/blog/%' THEN 'post'
	ELSE `key` END
WHERE `kind` = 'pageview' AND `key` LIKE '/%';
--> statement-breakpoint
INSERT INTO `stats_daily` (`day`, `kind`, `key`, `views`, `visitors`)
SELECT `day`, `kind`, CASE
	WHEN `key` = '/' THEN 'home'
	WHEN `key` = '/gallery' THEN 'gallery'
	WHEN `key` = '/blog' THEN 'blog'
	WHEN `key` LIKE '/gallery/%' THEN 'photo'
	WHEN `key` LIKE '/blog/%' THEN 'post'
	ELSE '(other)' END, sum(`views`), sum(`visitors`)
FROM `stats_daily` WHERE `kind` = 'page' AND `key` LIKE '/%' GROUP BY 1, 2, 3
ON CONFLICT (`day`, `kind`, `key`) DO UPDATE SET `views` = `stats_daily`.`views` + excluded.`views`, `visitors` = `stats_daily`.`visitors` + excluded.`visitors`;
--> statement-breakpoint
DELETE FROM `stats_daily` WHERE `kind` = 'page' AND `key` LIKE '/%';
