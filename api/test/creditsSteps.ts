// Steps the credit suites share (issue 26 §3–§4): a published programme's lecture windows,
// attendees with scans, the KMA scheme's days, the phase, and the concurrency check run on
// PostgreSQL and embedded PGlite.
import { randomUUID } from 'node:crypto';
import { seoulDate } from '@congress/domain';
import { asAdminRole, type GraphQLResult, type Harness } from './harness';
import { registrant } from './attendanceSteps';
import { dataOf } from './programmeSteps';

export const C = {
  schemes: `{ creditSchemes { id name_en name_ko kind bands { moreThanMinutes upToMinutes points } pointsPerHour
    minimumMinutes dayPoints { day points } dailyMax congressMax eligibility boundByLectureWindow reportsToKma position } }`,
  settings:
    '{ creditSettings { phase objectionsCloseAt version days { day windowStart windowEnd } mailedCount } }',
  save: `mutation ($id: ID, $i: CreditSchemeInput!) { saveCreditScheme(id: $id, input: $i) { id name_en kind
    dayPoints { day points } dailyMax position } }`,
  remove: 'mutation ($id: ID!) { deleteCreditScheme(id: $id) }',
  phase: `mutation ($v: Int!, $p: ENUM_CREDIT_PHASE!, $c: String) { setCreditPhase(version: $v, phase: $p, objectionsCloseAt: $c) {
    phase objectionsCloseAt version } }`,
  preview: `query ($s: ID!, $start: Int, $limit: Int, $f: ENUM_CREDIT_PREVIEW_FILTER, $t: String, $l: String) {
    creditPreview(schemeId: $s, start: $start, limit: $limit, filter: $f, text: $t) { count rows {
      userId registrationId name email licence schemeId totalMinutes totalPoints eligible flags
      days { day first last scanCount countedMinutes earnedPoints points reason flags explanation(locale: $l) correctionMemo } } } }`,
  my: `{ myCredits { phase objectionsCloseAt objectionsOpen certificateAvailable schemes { id name_en }
    records { schemeId totalMinutes totalPoints eligible days { day countedMinutes points reason explanation } }
    objections { id day status message resolutionMemo currentMinutes currentPoints } } }`,
  mails: 'mutation { sendExpectedCreditMails }',
  correct: `mutation ($u: ID!, $s: ID!, $d: String!, $m: Int!, $p: Int!, $memo: String!) {
    correctCredit(userId: $u, schemeId: $s, day: $d, countedMinutes: $m, points: $p, memo: $memo) {
      totalPoints days { day countedMinutes points flags correctionMemo } } }`,
  clear: `mutation ($u: ID!, $s: ID!, $d: String!, $memo: String!) {
    clearCreditCorrection(userId: $u, schemeId: $s, day: $d, memo: $memo) { totalPoints days { day points flags } } }`,
  object: `mutation ($s: ID!, $d: String!, $m: String!) { fileCreditObjection(schemeId: $s, day: $d, message: $m) {
    id userId name schemeId schemeName_en schemeName_ko day message status currentMinutes currentPoints } }`,
  resolve: `mutation ($id: ID!, $a: Boolean!, $memo: String!, $m: Int, $p: Int) {
    resolveCreditObjection(id: $id, accept: $a, memo: $memo, countedMinutes: $m, points: $p) {
      id status resolutionMemo resolvedAt currentMinutes currentPoints } }`,
  objections: `query ($st: ENUM_CREDITOBJECTION_STATUS) { creditObjections(status: $st, limit: 50) { count rows {
    id name email day status message currentPoints } } }`,
  changes: `query ($l: String) { creditChanges(limit: 50) { count rows { userName what(locale: $l) before(locale: $l)
    after(locale: $l) memo } } }`,
};

/** The congress days of the credit suites (Korea time). */
export const DAYS = ['2024-03-21', '2024-03-22', '2024-03-23'] as const;
export const kst = (day: string, time: string) => `${day}T${time}:00+09:00`;

/**
 * Publishes a programme whose sessions are these (straight into programme_versions, as a
 * publication leaves it): the lecture windows the credits read.
 */
export async function publishLectures(
  h: Harness,
  sessions: { day: string; start: string; end: string; kind?: string }[],
) {
  const [{ max }] = (await h.knex('programme_versions').max({ max: 'version' })) as [{ max: number | null }];
  await h.knex('programme_versions').insert({
    version: (max ?? 0) + 1,
    document: JSON.stringify({
      days: [...new Set(sessions.map((s) => s.day))].map((date, i) => ({
        id: i + 1,
        date,
        label_en: date,
        label_ko: date,
      })),
      rooms: [],
      people: [],
      sessions: sessions.map((s, i) => ({
        id: i + 1,
        day_id: 1,
        room_id: 1,
        kind: s.kind ?? 'SYMPOSIUM',
        title_en: 'Session',
        title_ko: '세션',
        start: new Date(kst(s.day, s.start)).toISOString(),
        end: new Date(kst(s.day, s.end)).toISOString(),
        chair_ids: [],
        talks: [],
      })),
    }),
    published_at: new Date(),
  });
}

/** A paid attendee (a member with a registration) with the given profile. */
export async function attendee(h: Harness, member: Record<string, unknown> = {}, price_status = 'PAID') {
  const { member: user, registrationId } = await registrant(h, { member, price_status });
  // Consented at sign-up to the provision to the KMA (the report leaves out those who did not).
  await h.knex('member_consents').insert({
    user_id: user.id,
    kind: 'KMA_PROVISION',
    version: 1,
    given: true,
    source: 'SIGN_UP',
    at: new Date(),
  });
  return { ...user, registrationId };
}

/** Desk scans of a registration, straight into the table (the desk's rules are attendance.test's). */
export async function scansOf(
  h: Harness,
  registrationId: number,
  scans: [string, 'ENTRY' | 'EXIT', string?][],
) {
  if (!scans.length) return;
  await h.knex('attendance_scans').insert(
    scans.map(([at, kind, room]) => ({
      client_scan_id: randomUUID(),
      registration_id: registrationId,
      day: seoulDate(at),
      kind,
      room: room ?? null,
      method: 'QR',
      scanned_at: new Date(at),
    })),
  );
}

export const kmaSchemeId = async (h: Harness): Promise<number> =>
  ((await h.knex('credit_schemes').where({ code: 'KMA' }).first('id')) as { id: number }).id;

/** The KMA scheme's input with these approved points per day. */
export const kmaInput = (dayPoints: Record<string, number>) => ({
  name_en: 'KMA CME credits',
  name_ko: '대한의사협회 연수평점',
  kind: 'BANDS',
  bands: [
    { moreThanMinutes: 120, upToMinutes: 180, points: 3 },
    { moreThanMinutes: 180, upToMinutes: 240, points: 4 },
    { moreThanMinutes: 240, upToMinutes: 300, points: 5 },
    { moreThanMinutes: 300, upToMinutes: null, points: 6 },
  ],
  dayPoints: Object.entries(dayPoints).map(([day, points]) => ({ day, points })),
  dailyMax: 6,
  congressMax: null,
  eligibility: 'LICENCE',
  boundByLectureWindow: true,
  reportsToKma: true,
});

export async function settingsOf(h: Harness, token: string) {
  return dataOf(
    await h.gql<{
      creditSettings: {
        phase: string;
        version: number;
        mailedCount: number;
        objectionsCloseAt: string | null;
      };
    }>(C.settings, {}, token),
  ).creditSettings;
}

/** Moves the phase (at the version read now). */
export async function setPhase(h: Harness, token: string, phase: string, closeAt?: string) {
  const { version } = await settingsOf(h, token);
  return h.gql<{ setCreditPhase: { phase: string; version: number } }>(
    C.phase,
    { v: version, p: phase, c: closeAt },
    token,
  );
}

export const fieldsOf = (result: GraphQLResult<unknown>) =>
  (result.errors?.[0]?.extensions as { fields?: unknown } | undefined)?.fields;

/**
 * Two organisers correcting one day at once both succeed one after the other (one correction row,
 * the figure of one of them, both logged); a member objecting to one day several times at once
 * files one objection, the others are told it is open. Ends in the preview phase.
 */
export async function expectConcurrentCredits(h: Harness, n: number) {
  h.clock.setNow('2024-03-25T10:00:00+09:00');
  const organisers = await Promise.all(
    Array.from({ length: Math.max(2, n) }, async () => (await h.createUser({}, asAdminRole)).token),
  );
  const schemeId = await kmaSchemeId(h);
  const saved = await h.gql(
    C.save,
    { id: String(schemeId), i: kmaInput({ [DAYS[0]]: 6, [DAYS[1]]: 6, [DAYS[2]]: 3 }) },
    organisers[0],
  );
  dataOf(saved);
  const member = await attendee(h, { medi_license: `C${Date.now()}`, country: 'KR', name_kr: '동시성' });
  await scansOf(h, member.registrationId, [
    [kst(DAYS[0], '08:50'), 'ENTRY'],
    [kst(DAYS[0], '12:00'), 'EXIT'],
  ]);
  const corrections = await Promise.all(
    organisers.map((token, i) =>
      h.gql(
        C.correct,
        { u: String(member.id), s: String(schemeId), d: DAYS[0], m: 200 + i, p: 4, memo: `organiser ${i}` },
        token,
      ),
    ),
  );
  for (const result of corrections) dataOf(result);
  const rows = await h.knex('credit_corrections').where({ user_id: member.id, scheme_id: schemeId });
  expect(rows).toHaveLength(1);
  expect(rows[0].counted_minutes).toBeGreaterThanOrEqual(200);
  expect(rows[0].counted_minutes).toBeLessThan(200 + organisers.length);
  const logged = await h
    .knex('credit_changes')
    .where({ kind: 'CORRECTION' })
    .whereRaw(`subject->>'name' = ?`, ['동시성']);
  expect(logged).toHaveLength(organisers.length);

  expect((await setPhase(h, organisers[0]!, 'OBJECTIONS', '2024-04-01T18:00')).errors).toBeUndefined();
  const objections = await Promise.all(
    Array.from({ length: n }, () =>
      h.gql(C.object, { s: String(schemeId), d: DAYS[0], m: 'I stayed until 17:30.' }, member.token),
    ),
  );
  expect(objections.filter((r) => !r.errors)).toHaveLength(1);
  for (const refused of objections.filter((r) => r.errors))
    expect(fieldsOf(refused)).toEqual([{ field: 'day', code: 'credits.objectionOpen' }]);
  expect(await h.knex('credit_objections').where({ user_id: member.id })).toHaveLength(1);
  expect((await setPhase(h, organisers[0]!, 'PREVIEW')).errors).toBeUndefined();
}
