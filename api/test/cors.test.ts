// CORS (issue 8): /graphql answers other sites' pages only when their origin is configured
// (CORS_ORIGINS); by default no CORS header at all, so browsers keep to the site's own origin.
import { loadConfig } from '../src/config';
import { startHarness, type Harness } from './harness';

const preflight = (h: Harness, origin: string) =>
  fetch(`${h.url}/graphql`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,authorization',
    },
  });
const post = (h: Harness, origin: string) =>
  fetch(`${h.url}/graphql`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ health }' }),
  });

describe('CORS by default (same origin only)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('sends no Access-Control-Allow-Origin, to a preflight or a request', async () => {
    const pre = await preflight(h, 'https://evil.example');
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const res = await post(h, 'https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS with configured origins', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ CORS_ORIGINS: 'https://cdn.example.org, https://congress.example.org:8443' });
  });
  afterAll(() => h.close());

  it('allows exactly the configured origins, never *', async () => {
    for (const origin of ['https://cdn.example.org', 'https://congress.example.org:8443']) {
      const pre = await preflight(h, origin);
      expect(pre.status).toBeLessThan(300);
      expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
      expect(pre.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
      expect((await post(h, origin)).headers.get('access-control-allow-origin')).toBe(origin);
    }
    for (const origin of ['https://evil.example', 'https://cdn.example.org.evil.example', 'null']) {
      expect((await preflight(h, origin)).headers.get('access-control-allow-origin')).toBeNull();
      expect((await post(h, origin)).headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('refuses a configured value that is not an origin', () => {
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://cdn.example.org/path' })).toThrow(/CORS_ORIGINS/);
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
  });
});
