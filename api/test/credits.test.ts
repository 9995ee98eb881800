// CME credits, the process (issue 26 §3–§4), end to end through GraphQL and the downloads: the
// preview computed from scans and the published programme's lecture windows, filters and paging,
// the phase rules (objections, certificate, KMA export, scheme deletion, CONFLICT), the
// expected-credit mail once per attendee, an objection accepted with its correction in one
// transaction, corrections and their removal, the change log in both languages, the KMA Excel
// report parsed, the certificates' text extracted; the request limits of the preview.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { buildSchema, parse } from 'graphql';
import { PAGE } from '@congress/domain';
import { costOf, REQUEST_LIMITS } from '../src/graphql/requestLimits';
import { loadTypeDefs } from '../src/graphql/schema';
import { asAdminRole, startIsolatedHarness, type Harness } from './harness';
import { asFrontDesk } from './attendanceSteps';
import { dataOf } from './programmeSteps';
import { pdfText } from './pdfText';
import {
  C,
  DAYS,
  attendee,
  fieldsOf,
  kmaInput,
  kmaSchemeId,
  kst,
  publishLectures,
  scansOf,
  setPhase,
  settingsOf,
} from './creditsSteps';

interface Day {
  day: string;
  first: string;
  last: string;
  scanCount: number;
  countedMinutes: number;
  earnedPoints: number;
  points: number;
  reason: string | null;
  flags: string[];
  explanation: string;
  correctionMemo: string | null;
}
interface Row {
  userId: string;
  registrationId: string;
  name: string;
  email: string;
  licence: string | null;
  totalMinutes: number;
  totalPoints: number;
  eligible: boolean;
  flags: string[];
  days: Day[];
}

describe('CME credits: the process', () => {
  let h: Harness;
  let org: string;
  let kma: string;
  let a: Awaited<ReturnType<typeof attendee>>;
  let b: Awaited<ReturnType<typeof attendee>>;
  let refunded: Awaited<ReturnType<typeof attendee>>;

  const preview = async (variables: Record<string, unknown> = {}) =>
    dataOf(
      await h.gql<{ creditPreview: { count: number; rows: Row[] } }>(
        C.preview,
        { s: kma, ...variables },
        org,
      ),
    ).creditPreview;
  const download = (file: string, token?: string) =>
    fetch(`${h.url}${file}`, {
      // Bulk downloads of personal data carry a reason (issue 39 §3).
      headers: token ? { authorization: `Bearer ${token}`, 'x-download-reason': 'test' } : {},
    });

  beforeAll(async () => {
    h = await startIsolatedHarness();
    h.clock.setNow('2024-03-25T10:00:00+09:00');
    org = (await h.createUser({ givenName: 'Sora', familyName: 'Han' }, asAdminRole)).token;
    kma = String(await kmaSchemeId(h));
    // Day 1: 09:00–18:00 with lunch (a break, inside the window) and an evening reception (not a
    // lecture); day 2: 09:00–17:00; day 3: 09:00–13:00.
    await publishLectures(h, [
      { day: DAYS[0], start: '09:00', end: '12:00' },
      { day: DAYS[0], start: '12:00', end: '13:00', kind: 'BREAK' },
      { day: DAYS[0], start: '13:00', end: '18:00' },
      { day: DAYS[0], start: '18:30', end: '21:00', kind: 'SOCIAL' },
      { day: DAYS[1], start: '09:00', end: '17:00' },
      { day: DAYS[2], start: '09:00', end: '13:00' },
    ]);
    a = await attendee(h, {
      givenName: 'Minji',
      familyName: 'Kim',
      name_kr: '김민지',
      country: 'KR',
      medi_license: '77001',
    });
    b = await attendee(h, { givenName: 'Anne', familyName: 'de Vries', country: 'NL', medi_license: null });
    refunded = await attendee(h, { medi_license: '99999' }, 'REFUNDED');
    await scansOf(h, a.registrationId, [
      // Before the first lecture: counted from 09:00. 09:00–15:10 is 370 minutes: 6 points.
      [kst(DAYS[0], '08:30'), 'ENTRY', 'Hall A'],
      [kst(DAYS[0], '11:00'), 'EXIT', 'Hall B'],
      [kst(DAYS[0], '15:10'), 'EXIT', 'Hall A'],
      // One scan: nothing.
      [kst(DAYS[1], '09:05'), 'ENTRY'],
      // 190 minutes earn 4, capped by the 3 approved for day 3.
      [kst(DAYS[2], '09:00'), 'ENTRY'],
      [kst(DAYS[2], '12:10'), 'EXIT'],
    ]);
    await scansOf(h, b.registrationId, [
      [kst(DAYS[0], '09:00'), 'ENTRY'],
      [kst(DAYS[0], '12:00'), 'EXIT'],
    ]);
    await scansOf(h, refunded.registrationId, [
      [kst(DAYS[0], '09:00'), 'ENTRY'],
      [kst(DAYS[0], '17:00'), 'EXIT'],
    ]);
  });
  afterAll(() => h.close());

  it('saves a scheme checked by the shared rules; a bad one changes nothing', async () => {
    const bad = await h.gql(
      C.save,
      {
        id: kma,
        i: {
          ...kmaInput({ [DAYS[0]]: 6 }),
          bands: [
            { moreThanMinutes: 120, upToMinutes: 180, points: 3 },
            { moreThanMinutes: 200, upToMinutes: null, points: 6 },
          ],
        },
      },
      org,
    );
    expect(fieldsOf(bad)).toEqual([{ field: 'bands', code: 'credits.bandsNotContiguous' }]);
    const badDay = await h.gql(C.save, { id: kma, i: kmaInput({ '2024-02-30': 6 }) }, org);
    expect(fieldsOf(badDay)).toEqual([{ field: 'dayPoints.0.day', code: 'validation.date' }]);
    expect(await h.knex('credit_changes')).toHaveLength(0);
    const saved = dataOf(
      await h.gql<{ saveCreditScheme: { dayPoints: unknown[] } }>(
        C.save,
        { id: kma, i: kmaInput({ [DAYS[0]]: 6, [DAYS[1]]: 6, [DAYS[2]]: 3 }) },
        org,
      ),
    ).saveCreditScheme;
    expect(saved.dayPoints).toEqual([
      { day: DAYS[0], points: 6 },
      { day: DAYS[1], points: 6 },
      { day: DAYS[2], points: 3 },
    ]);
    // A second scheme, deleted again while in preview.
    const created = dataOf(
      await h.gql<{ saveCreditScheme: { id: string; position: number } }>(
        C.save,
        {
          i: {
            ...kmaInput({ [DAYS[0]]: 1 }),
            name_en: 'Allied',
            name_ko: '유관 직역',
            kind: 'PER_HOUR',
            bands: [],
            pointsPerHour: 1,
            minimumMinutes: 60,
            dailyMax: 1,
            congressMax: 1,
            eligibility: 'ANYONE',
            boundByLectureWindow: false,
            reportsToKma: false,
          },
        },
        org,
      ),
    ).saveCreditScheme;
    expect(created.position).toBe(2);
    expect(dataOf(await h.gql(C.remove, { id: created.id }, org))).toEqual({ deleteCreditScheme: true });
    const log = dataOf(
      await h.gql<{ creditChanges: { rows: { what: string; after: string | null }[] } }>(
        C.changes,
        { l: 'en' },
        org,
      ),
    ).creditChanges.rows;
    expect(log.map((r) => r.what)).toEqual([
      'Scheme deleted: Allied',
      'Scheme saved: Allied',
      'Scheme saved: KMA CME credits',
    ]);
    expect(log[2]!.after).toContain('approved: 2024-03-21 6, 2024-03-22 6, 2024-03-23 3');
  });

  it('computes the preview from the scans and the lecture windows, with filters, text and pages', async () => {
    const settings = await settingsOf(h, org);
    expect(settings).toMatchObject({ phase: 'PREVIEW', mailedCount: 0 });
    const all = await preview();
    expect(all.count).toBe(2);
    const rowA = all.rows.find((r) => r.userId === String(a.id))!;
    expect(rowA).toMatchObject({
      name: '김민지',
      licence: '77001',
      eligible: true,
      registrationId: String(a.registrationId),
      totalPoints: 9,
      totalMinutes: 370 + 0 + 190,
      flags: ['SEVERAL_ROOMS'],
    });
    expect(
      rowA.days.map((d) => [d.day, d.scanCount, d.countedMinutes, d.earnedPoints, d.points, d.reason]),
    ).toEqual([
      [DAYS[0], 3, 370, 6, 6, null],
      [DAYS[1], 1, 0, 0, 0, 'ONE_SCAN'],
      [DAYS[2], 2, 190, 4, 3, 'DAY_APPROVED'],
    ]);
    expect(rowA.days[0]!.first).toBe(new Date(kst(DAYS[0], '08:30')).toISOString());
    // The explanation in the language asked for.
    expect(rowA.days[0]!.explanation).toBe(
      '2024-03-21: first scan 08:30, last scan 15:10; 370 minutes counted, 6 points.',
    );
    const korean = await preview({ l: 'ko', t: '77001' });
    expect(korean.rows[0]!.days[1]!.explanation).toBe(
      '2024-03-22: 인식 기록이 1회(09:05)뿐이라 평점이 인정되지 않습니다. 입장과 퇴장 시 각 1회 인식이 필요합니다.',
    );
    const rowB = all.rows.find((r) => r.userId === String(b.id))!;
    expect(rowB).toMatchObject({ eligible: false, totalPoints: 0, totalMinutes: 180, licence: null });
    expect(rowB.days[0]!.reason).toBe('NOT_ELIGIBLE');
    // The refunded registration's scans count for nobody.
    expect(all.rows.some((r) => r.userId === String(refunded.id))).toBe(false);

    const ids = async (variables: Record<string, unknown>) =>
      (await preview(variables)).rows.map((r) => r.userId);
    expect(await ids({ f: 'ONE_SCAN' })).toEqual([String(a.id)]);
    expect(await ids({ f: 'NOT_ELIGIBLE' })).toEqual([String(b.id)]);
    expect(await ids({ f: 'CAPPED' })).toEqual([String(a.id)]);
    expect(await ids({ f: 'FLAGGED' })).toEqual([String(a.id)]);
    expect(await ids({ f: 'NO_POINTS' })).toEqual([String(b.id)]);
    expect(await ids({ f: 'CORRECTED' })).toEqual([]);
    expect(await ids({ t: 'DE VRIES' })).toEqual([String(b.id)]);
    expect(await ids({ t: '김민' })).toEqual([String(a.id)]);
    expect(await ids({ t: String(b.registrationId) })).toEqual([String(b.id)]);
    const page = await preview({ start: 1, limit: 1 });
    expect([page.count, page.rows.length]).toEqual([2, 1]);
    // At most 100 a page, however many are asked for.
    expect((await preview({ limit: 100_000 })).rows).toHaveLength(2);
    const tooLong = await h.gql(C.preview, { s: kma, t: 'x'.repeat(201) }, org);
    expect(fieldsOf(tooLong)).toEqual([{ field: 'text', code: 'validation.tooLong' }]);
    expect((await h.gql(C.preview, { s: '99999' }, org)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps members out until the objection period and applies the phase rules', async () => {
    const mine = dataOf(await h.gql<{ myCredits: Record<string, unknown> }>(C.my, {}, a.token)).myCredits;
    expect(mine).toMatchObject({
      phase: 'PREVIEW',
      records: [],
      objectionsOpen: false,
      certificateAvailable: false,
    });
    const early = await h.gql(C.object, { s: kma, d: DAYS[1], m: 'I was there.' }, a.token);
    expect(fieldsOf(early)).toEqual([{ field: 'phase', code: 'credits.objectionsClosed' }]);

    const { version } = await settingsOf(h, org);
    const stale = await h.gql(C.phase, { v: version - 1, p: 'OBJECTIONS', c: '2024-04-01T18:00' }, org);
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(fieldsOf(await h.gql(C.phase, { v: version, p: 'OBJECTIONS' }, org))).toEqual([
      { field: 'objectionsCloseAt', code: 'validation.required' },
    ]);
    expect(
      fieldsOf(await h.gql(C.phase, { v: version, p: 'OBJECTIONS', c: '2024-03-24T18:00' }, org)),
    ).toEqual([{ field: 'objectionsCloseAt', code: 'credits.closeInFuture' }]);
    const moved = dataOf(
      await h.gql<{ setCreditPhase: { phase: string; version: number; objectionsCloseAt: string } }>(
        C.phase,
        { v: version, p: 'OBJECTIONS', c: '2024-04-01T18:00' },
        org,
      ),
    ).setCreditPhase;
    expect(moved).toEqual({
      phase: 'OBJECTIONS',
      version: version + 1,
      objectionsCloseAt: new Date('2024-04-01T18:00:00+09:00').toISOString(),
    });
    expect(fieldsOf(await h.gql(C.remove, { id: kma }, org))).toEqual([
      { field: 'id', code: 'credits.phaseNotPreview' },
    ]);
    expect(await h.knex('credit_schemes').where({ id: kma })).toHaveLength(1);
    const kmaReport = await download(`/credits/kma.xlsx?scheme=${kma}`, org);
    expect([kmaReport.status, await kmaReport.json()]).toEqual([
      400,
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    ]);
    expect((await download('/credits/certificate.pdf', a.token)).status).toBe(400);

    const now = dataOf(
      await h.gql<{
        myCredits: { objectionsOpen: boolean; records: { totalPoints: number; days: unknown[] }[] };
      }>(C.my, {}, a.token),
    ).myCredits;
    expect(now.objectionsOpen).toBe(true);
    expect(now.records.map((r) => [r.totalPoints, r.days.length])).toEqual([[9, 3]]);
  });

  it('mails the expected credits once per attendee, in their language', async () => {
    const sent = dataOf(
      await h.gql<{ sendExpectedCreditMails: number }>(C.mails, {}, org),
    ).sendExpectedCreditMails;
    expect(sent).toBe(2);
    expect(dataOf(await h.gql(C.mails, {}, org))).toEqual({ sendExpectedCreditMails: 0 });
    expect((await settingsOf(h, org)).mailedCount).toBe(2);
    const mails = await h.knex('send_emails').where({ type: 'CREDITS_EXPECTED' }).orderBy('id');
    expect(mails.map((m) => m.usermail).sort()).toEqual([a.email, b.email].sort());
    const korean = mails.find((m) => m.usermail === a.email)!;
    expect(korean.title).toBe('대한병리학회 2024 학술대회: 연수평점 사전 안내');
    expect(korean.content).toContain(
      '2024-03-21: 최초 인식 08:30, 마지막 인식 15:10, 인정 시간 370분, 6평점.',
    );
    expect(korean.content).toContain('대한의사협회 연수평점: 560분, 9평점');
    expect(korean.content).toContain('2024-04-01 18:00 (한국 시간)');
    expect(korean.content).toContain('/mypage/my_credits');
    const english = mails.find((m) => m.usermail === b.email)!;
    expect(english.content).toContain('no points, as we have no licence number of yours');
    expect(english.content).toContain('2024-04-01 18:00 (Korea time)');
  });

  it('takes an objection and accepts it with its correction in one transaction', async () => {
    // The message by the rule the member's form applies (creditObjectionSchema): nothing written.
    expect(fieldsOf(await h.gql(C.object, { s: kma, d: DAYS[1], m: '   ' }, a.token))).toEqual([
      { field: 'message', code: 'validation.required' },
    ]);
    expect(fieldsOf(await h.gql(C.object, { s: kma, d: DAYS[1], m: 'x'.repeat(2001) }, a.token))).toEqual([
      { field: 'message', code: 'validation.tooLong' },
    ]);
    const filed = dataOf(
      await h.gql<{
        fileCreditObjection: { id: string; status: string; currentPoints: number; schemeName_ko: string };
      }>(C.object, { s: kma, d: DAYS[1], m: 'I left at 17:30; the exit desk was closed.' }, a.token),
    ).fileCreditObjection;
    expect(filed).toMatchObject({ status: 'OPEN', currentPoints: 0, schemeName_ko: '대한의사협회 연수평점' });
    expect(fieldsOf(await h.gql(C.object, { s: kma, d: DAYS[1], m: 'Again.' }, a.token))).toEqual([
      { field: 'day', code: 'credits.objectionOpen' },
    ]);
    expect(fieldsOf(await h.gql(C.object, { s: kma, d: '2024-03-24', m: 'x' }, a.token))).toEqual([
      { field: 'day', code: 'credits.notACongressDay' },
    ]);
    expect((await preview({ f: 'OBJECTED' })).rows.map((r) => r.userId)).toEqual([String(a.id)]);

    // A figure out of range: nothing is written, the objection stays open.
    const bad = await h.gql(
      C.resolve,
      { id: filed.id, a: true, memo: 'Desk closed early.', m: 480, p: 500 },
      org,
    );
    expect(fieldsOf(bad)).toEqual([{ field: 'points', code: 'validation.invalid' }]);
    expect(await h.knex('credit_corrections')).toHaveLength(0);
    expect((await h.knex('credit_objections').where({ id: filed.id }).first()).status).toBe('OPEN');

    const accepted = dataOf(
      await h.gql<{ resolveCreditObjection: Record<string, unknown> }>(
        C.resolve,
        { id: filed.id, a: true, memo: 'Desk closed early: counted to 17:00.', m: 475, p: 6 },
        org,
      ),
    ).resolveCreditObjection;
    expect(accepted).toMatchObject({ status: 'ACCEPTED', currentMinutes: 475, currentPoints: 6 });
    expect(fieldsOf(await h.gql(C.resolve, { id: filed.id, a: false, memo: 'x' }, org))).toEqual([
      { field: 'id', code: 'credits.objectionAnswered' },
    ]);
    const rowA = (await preview({ t: '77001' })).rows[0]!;
    expect(rowA.days[1]).toMatchObject({
      countedMinutes: 475,
      points: 6,
      flags: ['CORRECTED'],
      correctionMemo: 'Desk closed early: counted to 17:00.',
      reason: null,
    });
    expect(rowA.totalPoints).toBe(15);
    const mine = dataOf(
      await h.gql<{ myCredits: { objections: Record<string, unknown>[] } }>(C.my, {}, a.token),
    ).myCredits;
    expect(mine.objections).toEqual([
      expect.objectContaining({ status: 'ACCEPTED', resolutionMemo: 'Desk closed early: counted to 17:00.' }),
    ]);
    const log = dataOf(
      await h.gql<{ creditChanges: { rows: Record<string, unknown>[] } }>(C.changes, { l: 'ko' }, org),
    ).creditChanges.rows;
    expect(log.slice(0, 3)).toEqual([
      {
        userName: 'Sora Han',
        what: '이의 신청 인정: 김민지, 대한의사협회 연수평점, 2024-03-22',
        before: '접수',
        after: '인정',
        memo: 'Desk closed early: counted to 17:00.',
      },
      {
        userName: 'Sora Han',
        what: '평점 수정: 김민지, 대한의사협회 연수평점, 2024-03-22',
        before: '0분, 0평점',
        after: '475분, 6평점',
        memo: 'Desk closed early: counted to 17:00.',
      },
      expect.objectContaining({ what: '이의 신청 접수: 김민지, 대한의사협회 연수평점, 2024-03-22' }),
    ]);
  });

  it('corrects a day and takes the correction back, logged with memos', async () => {
    const corrected = dataOf(
      await h.gql<{ correctCredit: { days: Day[] } }>(
        C.correct,
        { u: String(b.id), s: kma, d: DAYS[0], m: 200, p: 4, memo: 'Licence number sent by mail.' },
        org,
      ),
    ).correctCredit;
    expect(corrected.days[0]).toMatchObject({ countedMinutes: 200, points: 4, flags: ['CORRECTED'] });
    expect(
      fieldsOf(await h.gql(C.correct, { u: String(b.id), s: kma, d: DAYS[0], m: 200, p: 4, memo: ' ' }, org)),
    ).toEqual([{ field: 'memo', code: 'validation.required' }]);
    const cleared = dataOf(
      await h.gql<{ clearCreditCorrection: { totalPoints: number; days: Day[] } }>(
        C.clear,
        { u: String(b.id), s: kma, d: DAYS[0], memo: 'Wrong attendee.' },
        org,
      ),
    ).clearCreditCorrection;
    expect(cleared).toMatchObject({ totalPoints: 0, days: [{ day: DAYS[0], points: 0, flags: [] }] });
    const log = dataOf(
      await h.gql<{ creditChanges: { rows: Record<string, unknown>[] } }>(C.changes, { l: 'en' }, org),
    ).creditChanges.rows;
    expect(log[0]).toMatchObject({
      what: 'Correction removed: Anne de Vries, KMA CME credits, 2024-03-21',
      before: '200 min, 4 points',
      after: '180 min, 0 points',
      memo: 'Wrong attendee.',
    });
    expect(
      (await h.gql(C.clear, { u: String(b.id), s: kma, d: DAYS[0], memo: 'x' }, org)).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
  });

  it('makes the figures final: the KMA report and the certificates', async () => {
    // After the close the member may download the certificate, even before FINAL.
    h.clock.setNow('2024-04-02T09:00:00+09:00');
    const afterClose = dataOf(
      await h.gql<{ myCredits: { objectionsOpen: boolean; certificateAvailable: boolean } }>(
        C.my,
        {},
        a.token,
      ),
    ).myCredits;
    expect(afterClose).toEqual(
      expect.objectContaining({ objectionsOpen: false, certificateAvailable: true }),
    );
    expect(fieldsOf(await h.gql(C.object, { s: kma, d: DAYS[0], m: 'Late.' }, a.token))).toEqual([
      { field: 'phase', code: 'credits.objectionsClosed' },
    ]);
    expect(dataOf(await setPhase(h, org, 'FINAL')).setCreditPhase.phase).toBe('FINAL');

    const res = await download(`/credits/kma.xlsx?scheme=${kma}`, org);
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values).toEqual([
      ['번호', '면허번호', '성명', '교육일자', '입장시간', '퇴장시간', '인정시간(분)', '평점'],
      [1, '77001', '김민지', DAYS[0], '08:30', '15:10', 370, 6],
      [2, '77001', '김민지', DAYS[1], '09:05', undefined, 475, 6],
      [3, '77001', '김민지', DAYS[2], '09:00', '12:10', 190, 3],
    ]);
    // A member who withdraws the consent to the provision to the KMA is left out of the report.
    const answer = { user_id: a.id, kind: 'KMA_PROVISION', version: 1, source: 'MY_PAGE', at: new Date() };
    await h.knex('member_consents').insert({ ...answer, given: false });
    const withdrawn = new ExcelJS.Workbook();
    await withdrawn.xlsx.load(await (await download(`/credits/kma.xlsx?scheme=${kma}`, org)).arrayBuffer());
    expect(withdrawn.worksheets[0]!.rowCount).toBe(1);
    await h.knex('member_consents').insert({ ...answer, given: true });
    // Members and the desk get no report.
    expect((await download(`/credits/kma.xlsx?scheme=${kma}`, a.token)).status).toBe(403);
    const desk = (await h.createUser({}, asFrontDesk)).token;
    expect((await download('/credits/certificates.pdf', desk)).status).toBe(403);
    expect((await download('/credits/certificate.pdf')).status).toBe(401);

    const previewFile = await download(`/credits/preview.xlsx?scheme=${kma}&lang=ko`, org);
    expect(previewFile.status).toBe(200);
    const previewBook = new ExcelJS.Workbook();
    await previewBook.xlsx.load(await previewFile.arrayBuffer());
    const previewRows: unknown[][] = [];
    previewBook.worksheets[0]!.eachRow((row) => previewRows.push((row.values as unknown[]).slice(1)));
    expect(previewRows[0]).toContain('면허번호');
    expect(previewRows).toHaveLength(1 + 3 + 1);
    expect(previewRows.flat()).toContain('당일 승인 평점까지만 인정');

    const out = process.env.CREDITS_PDF_OUT;
    for (const lang of ['ko', 'en'] as const) {
      const pdf = await download(`/credits/certificate.pdf?lang=${lang}`, a.token);
      expect(pdf.status).toBe(200);
      const bytes = Buffer.from(await pdf.arrayBuffer());
      if (out) writeFileSync(path.join(out, `certificate-${lang}.pdf`), bytes);
      const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
      if (lang === 'ko') {
        for (const expected of [
          '참석 확인서',
          '김민지',
          'Minji Kim',
          '면허번호 77001',
          '대한의사협회 연수평점',
          '합계',
          '1035',
          '15',
          // Lines end between words only: a word split at a line end ("학 / 술대회장") would read
          // "학 술대회장" here.
          '위 사람은 BEXCO(부산)에서 열린 대한병리학회 2024 학술대회에 아래와 같이 참석하였음을 확인합니다. (학술대회장 입장·퇴장 인식 기록 기준)',
        ])
          expect(text).toContain(expected);
      } else {
        for (const expected of [
          'Certificate of Attendance',
          'Minji Kim',
          'Licence no. 77001',
          'KMA CME credits',
          'Total',
          '1035',
        ])
          expect(text).toContain(expected);
        expect(text).toContain('Thu 21 March 2024');
      }
    }
    const bulk = await download('/credits/certificates.pdf?lang=en', org);
    expect(bulk.status).toBe(200);
    const bulkBytes = Buffer.from(await bulk.arrayBuffer());
    if (out) writeFileSync(path.join(out, 'certificates-en.pdf'), bulkBytes);
    const bulkText = await pdfText(bulkBytes);
    expect(bulkText).toContain('Minji Kim');
    expect(bulkText).toContain('Anne de Vries');
    expect((bulkBytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(2);
    // Fonts subset and embedded, text extracted in a child process: slow on a loaded machine.
  }, 120_000);

  it('keeps the preview within the request limits at its largest page', () => {
    const schema = buildSchema(loadTypeDefs().join('\n'));
    const document = parse(C.preview);
    const cost = costOf(schema, document, { s: '1', limit: 100 });
    expect(cost).not.toBeNull();
    expect(cost!).toBeLessThanOrEqual(REQUEST_LIMITS.maxCost);
    // The cost check counts the page the query asks for, up to the list maximum.
    expect(costOf(schema, document, { s: '1', limit: PAGE.maxLimit })).toBeGreaterThan(cost!);
    for (const query of Object.values(C))
      expect(() => parse(query, { maxTokens: REQUEST_LIMITS.maxTokens })).not.toThrow();
  });
});

// Issue 36: the figures a member reads agree with the scans the desk stored and the times shown.
describe('CME credits: the figures a member reads', () => {
  let h: Harness;
  let org: string;
  let kma: string;
  let perHour: string;
  let m: Awaited<ReturnType<typeof attendee>>;
  let recorded: boolean[];

  const rowOf = async (schemeId: string) =>
    dataOf(
      await h.gql<{ creditPreview: { count: number; rows: Row[] } }>(
        C.preview,
        { s: schemeId, t: m.email, l: 'en' },
        org,
      ),
    ).creditPreview.rows[0]!;
  const dayOf = (row: Row, day: string) => row.days.find((d) => d.day === day)!;
  const download = (file: string, token: string) =>
    fetch(`${h.url}${file}`, { headers: { authorization: `Bearer ${token}`, 'x-download-reason': 'test' } });

  beforeAll(async () => {
    h = await startIsolatedHarness();
    h.clock.setNow('2024-03-25T10:00:00+09:00');
    org = (await h.createUser({ givenName: 'Sora', familyName: 'Han' }, asAdminRole)).token;
    kma = String(await kmaSchemeId(h));
    // Lectures on all three days; KMA approves the first two only.
    await publishLectures(
      h,
      DAYS.map((day) => ({ day, start: '09:00', end: '17:00' })),
    );
    dataOf(await h.gql(C.save, { id: kma, i: kmaInput({ [DAYS[0]]: 6, [DAYS[1]]: 6 }) }, org));
    const saved = await h.gql<{ saveCreditScheme: { id: string } }>(
      C.save,
      {
        i: {
          ...kmaInput({ [DAYS[0]]: 1, [DAYS[1]]: 1 }),
          name_en: 'Specialist credits',
          name_ko: '분과 평점',
          kind: 'PER_HOUR',
          bands: [],
          pointsPerHour: 1,
          minimumMinutes: 0,
          dailyMax: null,
          reportsToKma: false,
        },
      },
      org,
    );
    perHour = dataOf(saved).saveCreditScheme.id;
    m = await attendee(h, { givenName: 'Anne', familyName: 'Jansen', country: 'NL', medi_license: '55001' });
    // Through the desk's mutation (an organiser back-filling congress days).
    const scans = [
      // An exit desk left in entry mode: both stored, the day runs 10:00–15:30.
      [DAYS[0], '10:00:00', 'ENTRY'],
      [DAYS[0], '15:30:00', 'ENTRY'],
      // Seconds: shown 10:00 and 12:01.
      [DAYS[1], '10:00:59', 'ENTRY'],
      [DAYS[1], '12:01:00', 'EXIT'],
      // A day KMA did not approve.
      [DAYS[2], '09:00:00', 'ENTRY'],
      [DAYS[2], '15:00:00', 'EXIT'],
    ].map(([day, time, kind]) => ({
      clientScanId: randomUUID(),
      registrationId: String(m.registrationId),
      kind,
      method: 'SEARCH',
      scannedAt: `${day}T${time}+09:00`,
    }));
    recorded = dataOf(
      await h.gql<{ recordAttendanceScans: { outcome: string; recorded: boolean }[] }>(
        'mutation ($s: [AttendanceScanInput!]!) { recordAttendanceScans(scans: $s) { outcome recorded } }',
        { s: scans },
        org,
      ),
    ).recordAttendanceScans.map((a) => a.recorded);
  });
  afterAll(() => h.close());

  it('counts a second entry as the last scan: 10:00 to 15:30 is 330 minutes, 6 points', async () => {
    expect(recorded).toEqual([true, true, true, true, true, true]);
    const day = dayOf(await rowOf(kma), DAYS[0]);
    expect(day).toMatchObject({ scanCount: 2, countedMinutes: 330, points: 6, reason: null });
    expect(day.explanation).toBe(
      `${DAYS[0]}: first scan 10:00, last scan 15:30; 330 minutes counted, 6 points.`,
    );
  });

  it('counts from the times as shown: first scan 10:00, last 12:01 is 121 minutes, more than 2 h', async () => {
    const day = dayOf(await rowOf(kma), DAYS[1]);
    expect(day).toMatchObject({ countedMinutes: 121, points: 3 });
    expect(day.explanation).toBe(
      `${DAYS[1]}: first scan 10:00, last scan 12:01; 121 minutes counted, 3 points.`,
    );
  });

  it('counts 0 minutes on a day KMA did not approve, and totals only what counts', async () => {
    const row = await rowOf(kma);
    expect(dayOf(row, DAYS[2])).toMatchObject({
      countedMinutes: 0,
      points: 0,
      reason: 'NOT_A_CREDIT_DAY',
    });
    expect([row.totalMinutes, row.totalPoints]).toEqual([330 + 121, 9]);
  });

  it('says "1 point" in English', async () => {
    const day = dayOf(await rowOf(perHour), DAYS[1]);
    expect(day.points).toBe(1);
    expect(day.explanation).toBe(
      `${DAYS[1]}: first scan 10:00, last scan 12:01; 121 minutes counted, 1 point (the most approved for this day).`,
    );
  });

  it('refuses the KMA report of a scheme not marked as reporting to KMA', async () => {
    expect(dataOf(await setPhase(h, org, 'FINAL')).setCreditPhase.phase).toBe('FINAL');
    const refused = await download(`/credits/kma.xlsx?scheme=${perHour}`, org);
    expect([refused.status, await refused.json()]).toEqual([
      400,
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'scheme', code: 'credits.notKmaScheme' }],
      }),
    ]);
    expect((await download(`/credits/kma.xlsx?scheme=${kma}`, org)).status).toBe(200);
  });

  it('marks a corrected day on the certificate, as the member page says it was corrected', async () => {
    dataOf(
      await h.gql(
        C.correct,
        { u: String(m.id), s: kma, d: DAYS[1], m: 400, p: 6, memo: 'Exit desk closed at 17:00.' },
        org,
      ),
    );
    const out = process.env.CREDITS_PDF_OUT;
    for (const lang of ['en', 'ko'] as const) {
      const pdf = await download(`/credits/certificate.pdf?lang=${lang}`, m.token);
      expect(pdf.status).toBe(200);
      const bytes = Buffer.from(await pdf.arrayBuffer());
      if (out) writeFileSync(path.join(out, `certificate-corrected-${lang}.pdf`), bytes);
      const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
      // The corrected figures carry the mark; the uncorrected day does not.
      expect(text).toMatch(/10:00 12:01 400\* 6\*/);
      expect(text).toMatch(/10:00 15:30 330 6 /);
      expect(text).toContain(
        lang === 'en' ? '* Corrected by the secretariat' : '* 사무국이 수정한 인정 시간과 평점입니다.',
      );
    }
  }, 60_000);
});
