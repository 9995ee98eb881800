import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Browser journeys against the production build (npm run build), served by the API's
// production server on a fresh PostgreSQL database (see start-server.mjs).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * The journeys that change what other journeys see (docs/decisions.md, "Browser journeys on two
 * workers"): the registration window, a popup on /home, every abstract in review, the retention
 * run, the credit phase, the published programme, the deployed remotes; and two that must not
 * share the machine (a timed slow phone) or race the crawl (a post deleted while the crawl has
 * it queued). They run one at a time after the others, which run two at a time.
 */
const ALONE =
  /(site-settings|news-popups|abstract-review|retention|credits|admin-timetable|remotes|independent-deploy|public-freshness|mypage-slow-connection)\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], channel: undefined };
/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the same Blink as chromium) when it
 * is there: Playwright's own default for headless runs, it draws pages without the full browser's
 * window machinery and took a fifth less CPU than chromium on the public crawl.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  // Files in parallel, the tests of a file in order: several build on their file's earlier steps.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: '.tmp/results.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Debian's chromium turns on GPU rasterisation, which a machine without a GPU emulates on
        // the CPU (SwiftShader): without it the journeys took 15% less CPU and time.
        '--disable-gpu',
        '--no-first-run',
      ],
    },
  },
  // 'alone' is the others' teardown: it runs once they are over, whether they passed or not (a
  // project with `dependencies` would be skipped after any failure). One file by itself:
  // `npx playwright test --no-deps tests/<file>`.
  projects: [
    { name: 'desktop', use: desktop, testIgnore: [/responsive\.spec\.ts/, ALONE], teardown: 'alone' },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /responsive\.spec\.ts/,
      teardown: 'alone',
    },
    { name: 'alone', use: desktop, testMatch: ALONE, workers: 1 },
  ],
  webServer: {
    command: 'node start-server.mjs',
    // Public pages are rendered on request (docs/decisions.md, "One renderer"): ready once it answers.
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
