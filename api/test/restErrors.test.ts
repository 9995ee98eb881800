// REST routes answer their refusals through the app's one error path (errorHandler in app.ts):
// `{ ok: false, code }` with the code's status, the same answers the routes used to build alone.
import { startHarness, type Harness } from './harness';

describe('REST refusals', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const get = async (path: string) => {
    const res = await fetch(`${h.url}${path}`);
    return {
      status: res.status,
      body: (await res.json()) as unknown,
      cache: res.headers.get('cache-control'),
    };
  };
  const checkAuth = (email: string, code: string) =>
    get(`/checkAuth?email=${encodeURIComponent(email)}&authCode=${code}`);

  it('GET /checkAuth: a malformed request, a wrong code, then too many tries', async () => {
    expect(await get('/checkAuth?email=a@example.org&authCode=12')).toMatchObject({
      status: 400,
      body: { ok: false, code: 'BAD_REQUEST' },
    });
    expect(await get('/checkAuth?authCode=123456')).toMatchObject({
      status: 400,
      body: { ok: false, code: 'BAD_REQUEST' },
    });
    const member = await h.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await checkAuth(member.email, String(i).padStart(6, '0'));
      statuses.push(answer.status);
      if (answer.status === 400) {
        expect(answer.body).toEqual({ ok: false, code: 'VALIDATION_FAILED' });
        expect(answer.cache).toBe('no-store');
      } else {
        expect(answer).toMatchObject({ status: 429, body: { ok: false, code: 'RATE_LIMITED' } });
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('GET /visa-letter/… and /receipts/… that do not name a PDF are not found', async () => {
    for (const path of ['/visa-letter/1.txt', '/visa-letter/letter', '/receipts/1.txt', '/receipts/1'])
      expect(await get(path)).toEqual({ status: 404, body: { ok: false, code: 'NOT_FOUND' }, cache: null });
  });
});
