// exifr reads DateTimeOriginal as local time: pin the zone so dates compare the same everywhere.
process.env.TZ = 'UTC';
