import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (apt-get install chromium); Playwright's own browser download is not used.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/globalSetup.ts',
  fullyParallel: true,
  // A forgotten `test.only` must not quietly skip the rest of the suite in CI.
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Spinners spin for as long as a meeting is processed, and with no GPU every frame is drawn in
    // software: on two cores that took more CPU than the product under test (one spec's GPU
    // process 75 s against 6 s). Every animation of the app stops under reduced motion.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions: chromium },
    },
  ],
});
