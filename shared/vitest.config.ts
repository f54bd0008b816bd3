import { defineConfig } from 'vitest/config';

// 20 s: on a busy 2-core machine a test that hashes or parses outlasts the 5 s default.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 20_000 } });
