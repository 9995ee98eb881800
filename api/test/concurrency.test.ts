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

// The same load as concurrency.pglite.test.ts, on PostgreSQL.
describe('concurrent requests on PostgreSQL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(MIXED_LOAD_ENV);
  });
  afterAll(() => h.close());

  it('answers every request with its own data, with no error, and delivers every mail', async () => {
    await expectCleanMixedLoad(h, 30);
  }, 120_000);

  it('numbers the receipts of concurrent payments without a gap, one per payment', async () => {
    h.clock.setNow('2024-06-01T10:00:00+09:00');
    await expectConcurrentReceipts(h, 12);
  }, 120_000);

  it('lets one of several organisers saving the settings at once win, and logs that one change', async () => {
    await expectConcurrentSettingsSaves(h, 8);
  }, 60_000);

  it('edits, publishes and stars the programme concurrently without a lost or doubled change', async () => {
    await expectConcurrentProgramme(h, 8);
  }, 120_000);

  it('two reviewers and an organiser at once: one review per assignment, scores with the last form', async () => {
    await expectConcurrentReview(h, 8);
  }, 120_000);
  it('a reviewer saves drafts and submits at once while the organiser lists: the review kept, no draft left', async () => {
    await expectConcurrentDrafts(h, 8);
  }, 120_000);
  it('desks scanning one person at once: every distinct scan stored once, one RECORDED entry, the warnings consistent', async () => {
    await expectConcurrentCheckIn(h, 8);
  }, 60_000);
  it('desks reading the offline roster while registrations change: every page in order, none lost', async () => {
    await expectConcurrentRoster(h, 4);
  }, 60_000);
  it('one walk-in sent several times at once (same key) is recorded once; one member under several keys once', async () => {
    await expectConcurrentWalkIns(h, 4);
  }, 60_000);

  it('two organisers correcting one day at once, a member objecting twice at once: one objection', async () => {
    await expectConcurrentCredits(h, 8);
  }, 60_000);

  it('organisers reading, changing, exporting and checking at once: each access recorded once, every check kept', async () => {
    await expectConcurrentAccessRecord(h, 8);
  }, 60_000);

  it('members asking for deletion twice at once, two organisers acting at once: one request, one act, one notice', async () => {
    await expectConcurrentDeletionRequests(h, 6);
  }, 60_000);

  it('organisers publishing one text at once, a member giving and withdrawing at once: consecutive versions, a clean history', async () => {
    await expectConcurrentConsents(h, 8);
  }, 60_000);

  it('one TOTP or recovery code on several pending logins at once lets one in; a session ended at once, once', async () => {
    await expectConcurrentSecondFactor(h, 8);
  }, 60_000);

  it('virtual accounts: repeated deposits, refund requests and address changes at once', async () => {
    h.clock.setNow('2024-06-01T10:00:00+09:00');
    await expectConcurrentVirtualAccounts(h, 6);
  }, 120_000);
});
