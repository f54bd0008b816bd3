// s3rver ships no types; the tests use a few members of it (test/s3.ts).
declare module 's3rver';
