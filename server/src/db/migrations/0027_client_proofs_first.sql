-- A client gallery's proofs are made before other derivatives (a client waits to see them): the
-- media queue finds the oldest proof job through this partial index.
CREATE INDEX `media_jobs_proofs_idx` ON `media_jobs` (`id`) WHERE format in ('proof', 'proof-jpeg');