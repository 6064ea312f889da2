import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Browser journeys against the real app: the production build served by the real server on a fresh embedded
// PostgreSQL (its own data folder, wiped before each run), in the system Chromium.
const port = Number(process.env.E2E_PORT ?? 8091);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  // Two files at a time (each file's tests in order, in one worker): journeys make their own shoppers and touch
  // only their own rows, so they do not see each other; on two cores this takes the suite from about 19 to 10 minutes.
  // One session per account and app type is live, so no two files log the same account in to the same app: each file
  // that needs the platform console has its own operator (e2e/operator-helpers.ts), and each merchant its own shop.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
    // The app's service worker (public/sw.js) would answer requests the journeys stub with page.route; only the
    // installable-app journey lets it run.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: path.join(os.tmpdir(), `mall-e2e-${port}`),
      LOG_LEVEL: 'warn',
      // The payment journey: the demo merchant ships paid orders within seconds and a parcel is delivered in seconds.
      DEMO_AUTO_SHIP_SECONDS: '5',
      LOGISTICS_SIM_STEP_SECONDS: '1',
      // Every journey signs up and logs in from this one address; the throttles have their own API tests.
      LOGIN_ATTEMPTS_PER_ADDRESS: '10000',
      CODES_PER_ADDRESS_HOUR: '10000',
      SIGNUPS_PER_ADDRESS_HOUR: '10000',
    },
  },
});
