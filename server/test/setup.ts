// Exif dates are read as local time: keep every test in UTC.
process.env.TZ = 'UTC';
