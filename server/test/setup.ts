import { afterAll } from 'bun:test';
import { stopSqld } from './sqld';

// Exif dates are read as local time: keep every test in UTC.
process.env.TZ = 'UTC';

// The libSQL server that the API suite also runs against is shared by all test files.
afterAll(async () => {
  await stopSqld();
});
