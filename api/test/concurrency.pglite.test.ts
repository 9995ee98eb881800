import { Client } from 'pg';
import { startHarness, type Harness } from './harness';
import { expectCleanMixedLoad, MIXED_LOAD_ENV } from './load/mixedLoad';
import { expectConcurrentVirtualAccounts } from './paymentMethodSteps';
import { expectConcurrentReceipts } from './receiptSteps';
import { expectConcurrentSettingsSaves } from './settingsSteps';

import { expectConcurrentProgramme } from './programmeSteps';
import { expectConcurrentDrafts, expectConcurrentReview } from './reviewSteps';
import { expectConcurrentCheckIn } from './attendanceSteps';
import { expectConcurrentRoster } from './deskRosterSteps';
import { expectConcurrentWalkIns } from './walkInSteps';
import { expectConcurrentCredits } from './creditsSteps';
import { expectConcurrentAccessRecord } from './accessRecordSteps';
import { expectConcurrentDeletionRequests } from './retentionSteps';
import { expectConcurrentConsents } from './consentsSteps';
import { expectConcurrentSecondFactor } from './secondFactorSteps';

// Embedded PGlite has one session shared by every connection: the session server must hand it
// out whole exchange by whole exchange. These failed on pglite-socket, which interleaved messages.
describe('concurrent requests on embedded PGlite', () => {
  it('keeps extended-protocol exchanges and transactions of many connections apart', async () => {
    const clients = Array.from(
      { length: 8 },
      () => new Client({ connectionString: process.env.DATABASE_URL }),
    );
    await Promise.all(clients.map((c) => c.connect()));
    try {
      await clients[0]!.query('CREATE TABLE IF NOT EXISTS session_probe (client int, n int)');
      const wrong: string[] = [];
      await Promise.all(
        clients.map(async (client, c) => {
          for (let n = 0; n < 40; n += 1) {
            if (c % 2 === 0) {
              // parameterised statements: Parse/Bind/Execute/Sync each time
              const { rows } = await client.query('SELECT $1::int AS c, $2::text AS n', [c, `n${n}`]);
              if (rows[0].c !== c || rows[0].n !== `n${n}`) wrong.push(`${c}/${n}: ${JSON.stringify(rows)}`);
            } else {
              // a transaction sees only its own uncommitted rows and commits them whole
              await client.query('BEGIN');
              await client.query('INSERT INTO session_probe VALUES ($1, $2)', [c, n]);
              const { rows } = await client.query(
                'SELECT count(*)::int AS k FROM session_probe WHERE client = $1',
                [c],
              );
              if (rows[0].k !== n + 1) wrong.push(`${c}/${n}: saw ${rows[0].k} rows`);
              await client.query('COMMIT');
            }
          }
        }),
      );
      expect(wrong).toEqual([]);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  }, 60_000);

  it('rolls back the open transaction of a connection that goes away', async () => {
    const a = new Client({ connectionString: process.env.DATABASE_URL });
    const b = new Client({ connectionString: process.env.DATABASE_URL });
    a.on('error', () => undefined); // its connection is cut on purpose below
    await a.connect();
    await b.connect();
    try {
      await a.query('CREATE TABLE IF NOT EXISTS abandoned_probe (n int)');
      await a.query('BEGIN');
      await a.query('INSERT INTO abandoned_probe VALUES (1)');
      const waiting = b.query('SELECT count(*)::int AS k FROM abandoned_probe');
      a.connection.stream.destroy(); // the client dies mid-transaction
      const { rows } = await waiting;
      expect(rows[0].k).toBe(0);
    } finally {
      await b.end();
      await a.end().catch(() => undefined);
    }
  }, 30_000);

  describe('through the API', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness(MIXED_LOAD_ENV);
    });
    afterAll(() => h.close());

    it('answers every request with its own data, with no error, and delivers every mail', async () => {
      await expectCleanMixedLoad(h, 60);
    }, 180_000);

    it('numbers the receipts of concurrent payments without a gap, one per payment', async () => {
      h.clock.setNow('2024-06-01T10:00:00+09:00');
      await expectConcurrentReceipts(h, 8);
    }, 120_000);

    it('lets one of several organisers saving the settings at once win, and logs that one change', async () => {
      await expectConcurrentSettingsSaves(h, 6);
    }, 60_000);

    it('edits, publishes and stars the programme concurrently without a lost or doubled change', async () => {
      await expectConcurrentProgramme(h, 6);
    }, 120_000);

    it('two reviewers and an organiser at once: one review per assignment, scores with the last form', async () => {
      await expectConcurrentReview(h, 6);
    }, 120_000);
    it('a reviewer saves drafts and submits at once while the organiser lists: the review kept, no draft left', async () => {
      await expectConcurrentDrafts(h, 6);
    }, 120_000);
    it('desks scanning one person at once: every distinct scan stored once, one RECORDED entry, the warnings consistent', async () => {
      await expectConcurrentCheckIn(h, 4);
    }, 60_000);
    it('desks reading the offline roster while registrations change: every page in order, none lost', async () => {
      await expectConcurrentRoster(h, 3);
    }, 60_000);
    it('one walk-in sent several times at once (same key) is recorded once; one member under several keys once', async () => {
      await expectConcurrentWalkIns(h, 4);
    }, 60_000);

    it('two organisers correcting one day at once, a member objecting twice at once: one objection', async () => {
      await expectConcurrentCredits(h, 4);
    }, 60_000);

    it('organisers reading, changing, exporting and checking at once: each access recorded once, every check kept', async () => {
      await expectConcurrentAccessRecord(h, 6);
    }, 60_000);

    it('members asking for deletion twice at once, two organisers acting at once: one request, one act, one notice', async () => {
      await expectConcurrentDeletionRequests(h, 3);
    }, 60_000);

    it('organisers publishing one text at once, a member giving and withdrawing at once: consecutive versions, a clean history', async () => {
      await expectConcurrentConsents(h, 4);
    }, 60_000);

    it('one TOTP or recovery code on several pending logins at once lets one in; a session ended at once, once', async () => {
      await expectConcurrentSecondFactor(h, 4);
    }, 60_000);

    it('virtual accounts: repeated deposits, refund requests and address changes at once', async () => {
      h.clock.setNow('2024-06-01T10:00:00+09:00');
      await expectConcurrentVirtualAccounts(h, 4);
    }, 120_000);
  });
});
