import { defineConfig, devices } from '@playwright/test';

// Browser journeys against the production build (npm run build), served by the API's
// production server on a fresh PostgreSQL database (see start-server.mjs).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /responsive\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /responsive\.spec\.ts/,
    },
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
