// The desk's send-and-settle policy (issue 36) against the API's real answers: each test's server
// answers over HTTP as the API does (Apollo Server's bodies and statuses for the errors of
// api/src/errors.ts: VALIDATION_FAILED with `fields`, a scan named `scans.<i>.<field>` by
// attendance.service.ts or `<i>.<field>` by the shared schema; NOT_PERMITTED and LOGIN_REQUIRED
// from the guards; RATE_LIMITED with 429 from the request limits; UNAVAILABLE with 503), read by
// the Apollo client the page uses, so the errors reach the policy as they do in the browser.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { MAX_SCANS_PER_BATCH } from '@congress/domain';
import { flushQueue, judge, readRefused, retryDelayMs, type ScanAnswer } from '../sendPolicy';
import { enqueue, readQueue, scanInput, type QueuedScan } from '../scanQueue';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};
const scan = (n: number, scannedAt = '2024-03-21T00:00:00.000Z'): QueuedScan => ({
  clientScanId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  code: `KSP24-${n}-abcdefghijklmnopqrstuv`,
  kind: 'ENTRY',
  method: 'QR',
  scannedAt,
});
const TOMORROW = '2024-03-22T09:00:00.000Z';

const RECORD = gql`
  mutation RecordAttendanceScans($scans: [AttendanceScanInput!]!) {
    recordAttendanceScans(scans: $scans) {
      clientScanId
      outcome
      recorded
    }
  }
`;

type Scan = ReturnType<typeof scanInput>;
/** What the server does with one request: an HTTP answer, or a dropped connection. */
type Server = (scans: Scan[]) => { status: number; body: unknown } | 'drop';

const GRAPHQL = 'application/graphql-response+json; charset=utf-8';
const error = (code: string, extra: Record<string, unknown> = {}, path = true) => ({
  errors: [
    {
      message: code,
      ...(path ? { path: ['recordAttendanceScans'] } : {}),
      extensions: { code, ...extra },
    },
  ],
  data: null,
});
const answered = (scans: Scan[], outcome = (_s: Scan) => 'RECORDED') => ({
  status: 200,
  body: {
    data: {
      recordAttendanceScans: scans.map((s) => ({
        // The API answers with the id in lower case.
        clientScanId: s.clientScanId.toLowerCase(),
        outcome: outcome(s),
        recorded: !['UNPAID', 'CANCELLED', 'UNKNOWN_BADGE'].includes(outcome(s)),
      })),
    },
  },
});

/** The API's own check of the scans' times (attendance.service.ts recordScans): the whole batch refused, each late scan named. */
function apiLike(scans: Scan[]) {
  const fields = scans.flatMap((s, index) =>
    s.scannedAt > '2024-03-21T23:59:59.999Z'
      ? [{ field: `scans.${index}.scannedAt`, code: 'validation.date' }]
      : [],
  );
  return fields.length ? { status: 200, body: error('VALIDATION_FAILED', { fields }) } : answered(scans);
}

/** A desk wired as the page is: the Apollo client over HTTP to `server`, counting the calls. */
function desk(server: Server) {
  const calls: Scan[][] = [];
  const fetch = async (_uri: RequestInfo | URL, init?: RequestInit) => {
    const { variables } = JSON.parse(String(init?.body)) as { variables: { scans: Scan[] } };
    calls.push(variables.scans);
    const answer = server(variables.scans);
    if (answer === 'drop') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': GRAPHQL },
    });
  };
  const client = new ApolloClient({
    link: ApolloLink.from([new HttpLink({ uri: 'http://desk.test/graphql', fetch })]),
    cache: new InMemoryCache(),
    defaultOptions: { mutate: { fetchPolicy: 'no-cache' } },
  });
  const storage = memory();
  const send = async (scans: Scan[]): Promise<ScanAnswer[]> => {
    const { data } = await client.mutate<{ recordAttendanceScans: ScanAnswer[] }>({
      mutation: RECORD,
      variables: { scans },
    });
    return data?.recordAttendanceScans ?? [];
  };
  const flush = () => flushQueue({ storage, send, now: () => new Date('2024-03-21T10:00:00Z') });
  return { storage, calls, flush };
}

const ids = (scans: readonly { clientScanId: string }[]) => scans.map((s) => s.clientScanId);

describe("the desk's send-and-settle policy", () => {
  it('records A and B and refuses only C when C is dated tomorrow (the reproduction of issue 36)', async () => {
    const { storage, calls, flush } = desk(apiLike);
    const [a, b, c] = [scan(1), scan(2), scan(3, TOMORROW)];
    for (const s of [a, b, c]) enqueue(storage, s as QueuedScan);
    const report = await flush();
    expect(report.stop).toBeNull();
    expect(ids(report.answers)).toEqual(ids([a, b] as QueuedScan[]));
    expect(report.refused).toEqual([
      { ...c, field: 'scannedAt', reason: 'validation.date', refusedAt: '2024-03-21T10:00:00.000Z' },
    ]);
    expect(readQueue(storage)).toEqual([]);
    // Kept on the device, with why, for the desk to see.
    expect(readRefused(storage)).toEqual(report.refused);
    // One refused call, then A and B sent again without C.
    expect(calls.map(ids)).toEqual([ids([a, b, c] as QueuedScan[]), ids([a, b] as QueuedScan[])]);
  });

  it('costs a full batch with one bad scan in the middle nothing but that scan', async () => {
    const { storage, flush } = desk(apiLike);
    const scans = Array.from({ length: MAX_SCANS_PER_BATCH + 20 }, (_, i) =>
      scan(i + 1, i === 41 ? TOMORROW : undefined),
    );
    for (const s of scans) enqueue(storage, s);
    const report = await flush();
    expect(report.answers).toHaveLength(MAX_SCANS_PER_BATCH + 19);
    expect(ids(report.refused)).toEqual([scans[41]?.clientScanId]);
    expect(report.waiting).toBe(0);
  });

  it("names a scan by the shared schema's path too (`<index>.<field>`)", () => {
    const batch = [scan(1), scan(2)];
    const verdict = judge(batch, {
      error: combined(
        error('VALIDATION_FAILED', { fields: [{ field: '1.scannedAt', code: 'validation.date' }] }),
      ),
    });
    expect(verdict).toEqual({
      kind: 'refused',
      refused: [{ scan: batch[1], field: 'scannedAt', reason: 'validation.date' }],
    });
  });

  it('halves a batch refused whole without a scan named until the scan at fault is alone', async () => {
    const bad = scan(6);
    // Two scans with one id in different cases: the API refuses the batch as such (field `scans`).
    const { storage, calls, flush } = desk((scans) =>
      scans.some((s) => s.clientScanId === bad.clientScanId)
        ? {
            status: 200,
            body: error('VALIDATION_FAILED', { fields: [{ field: 'scans', code: 'validation.invalid' }] }),
          }
        : answered(scans),
    );
    const scans = Array.from({ length: 8 }, (_, i) => scan(i + 1));
    for (const s of scans) enqueue(storage, s);
    const report = await flush();
    expect(ids(report.refused)).toEqual([bad.clientScanId]);
    expect(report.refused[0]).toMatchObject({ field: '', reason: 'validation.invalid' });
    expect(report.answers).toHaveLength(7);
    expect(readQueue(storage)).toEqual([]);
    expect(calls.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(8)) + 2);
  });

  it.each([
    ['NOT_PERMITTED', 'login', 200],
    ['LOGIN_REQUIRED', 'login', 200],
    ['LOGIN_EXPIRED', 'login', 200],
    ['ACCOUNT_BLOCKED', 'login', 200],
    ['RATE_LIMITED', 'wait', 429],
    ['UNAVAILABLE', 'wait', 503],
    ['INTERNAL', 'wait', 200],
    ['BAD_REQUEST', 'outdated', 400],
  ] as const)('keeps every scan when the API answers %s (%s), in one call', async (code, stop, status) => {
    const { storage, calls, flush } = desk(() => ({ status, body: error(code, {}, status === 200) }));
    const scans = [scan(1), scan(2), scan(3)];
    for (const s of scans) enqueue(storage, s);
    const report = await flush();
    expect(report).toMatchObject({ stop, code, waiting: 3, refused: [], answers: [] });
    expect(readQueue(storage)).toEqual(scans);
    expect(readRefused(storage)).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('keeps every scan offline (no connection, or a proxy page instead of the API)', async () => {
    for (const server of [
      () => 'drop' as const,
      () => ({ status: 502, body: '<html>Bad gateway</html>' }),
    ] as Server[]) {
      const { storage, flush } = desk(server);
      enqueue(storage, scan(1));
      const report = await flush();
      expect(report).toMatchObject({ stop: 'offline', code: 'NETWORK', waiting: 1 });
      expect(readQueue(storage)).toEqual([scan(1)]);
    }
  });

  it('settles every answered scan whatever its outcome: a warning, a refusal at the door, a repeat', async () => {
    const outcomes = ['ALREADY_INSIDE', 'UNPAID', 'ALREADY_RECORDED', 'NOT_INSIDE', 'SOME_NEW_WARNING'];
    const { storage, flush } = desk((scans) =>
      answered(scans, (s) => outcomes[Number(s.clientScanId.slice(-1)) - 1] as string),
    );
    for (let n = 1; n <= outcomes.length; n += 1) enqueue(storage, scan(n));
    const report = await flush();
    expect(report.answers.map((a) => a.outcome)).toEqual(outcomes);
    expect(report.waiting).toBe(0);
  });

  it('keeps a scan the answer leaves out, and stops rather than loop on an answer for none', async () => {
    const { storage, flush } = desk(() => ({ status: 200, body: { data: { recordAttendanceScans: [] } } }));
    enqueue(storage, scan(1));
    const report = await flush();
    expect(report).toMatchObject({ stop: 'wait', waiting: 1 });
  });

  it('keeps scans added while a batch is on its way', async () => {
    const device: { storage?: ReturnType<typeof memory> } = {};
    const { storage, flush } = desk((scans) => {
      // The desk scans a badge while the first batch is on its way.
      if (scans.length === 1 && device.storage) enqueue(device.storage, scan(9));
      return answered(scans);
    });
    device.storage = storage;
    enqueue(storage, scan(1));
    const report = await flush();
    expect(ids(report.answers)).toEqual(ids([scan(1), scan(9)]));
    expect(readQueue(storage)).toEqual([]);
  });

  it('waits longer after a rate limit, and not at all for a login or a reload', () => {
    expect(retryDelayMs('wait', 'RATE_LIMITED', 0)).toBe(30_000);
    expect(retryDelayMs('wait', 'UNAVAILABLE', 0)).toBe(5_000);
    expect(retryDelayMs('wait', 'UNAVAILABLE', 10)).toBe(80_000);
    expect(retryDelayMs('login', 'NOT_PERMITTED', 0)).toBeNull();
    expect(retryDelayMs('outdated', 'BAD_REQUEST', 0)).toBeNull();
  });
});

/** A GraphQL error as the Apollo client hands it over (for the pure verdicts). */
function combined(body: ReturnType<typeof error>) {
  // Built by the client itself from the body, as in the browser.
  const { CombinedGraphQLErrors } = jest.requireActual<typeof import('@apollo/client')>('@apollo/client');
  return new CombinedGraphQLErrors(body);
}
