import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // Tests write real photos with sharp; two cores are shared, so keep files in one worker.
    fileParallelism: false,
    testTimeout: 20_000,
  },
});
