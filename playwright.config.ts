import { defineConfig, devices } from '@playwright/test';

/** One real server with demo content serves every end-to-end suite. */
const port = Number(process.env.E2E_PORT ?? 3998);
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

export default defineConfig({
  testDir: '.',
  testMatch: ['web/e2e/**/*.e2e.ts', 'desktop/e2e/**/*.e2e.ts'],
  fullyParallel: false,
  workers: 1,
  // No retries, on CI either: a test that passes only the second time is a failure to mend, and
  // a retry doubles the time a broken test costs.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
    trace: 'off',
    // An action that cannot happen (something covers its element) fails naming what it waited
    // for, instead of running into the test's own limit with no word on where it stood.
    actionTimeout: 45_000,
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // The first start draws the demo content before it listens: minutes on a busy 2-core machine.
    timeout: 600_000,
    // Every suite's browser shares one address: the statistics' per-address limit would count them all.
    env: { PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, TZ: 'UTC', STATS_RATE_LIMIT: '100000' },
  },
});
