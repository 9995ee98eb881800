// Badges and check-in (issue 26 §1–2, issue 36): the member's badge, the desk's lookups and scans
// (each once, every distinct scan stored with its warning, unpaid and cancelled refused, the past
// bounded by the congress days and the desk's offline window), and the badge PDFs.
import { randomUUID } from 'node:crypto';
import { asAdminRole, startHarness, startIsolatedHarness, type Harness } from './harness';
import { dataOf } from './programmeSteps';
import { pdfText } from './pdfText';
import { A, asFrontDesk, codeOf, record, registrant, scan, tally } from './attendanceSteps';
import { fieldsOf, publishLectures } from './creditsSteps';

describe('badges and check-in', () => {
  let h: Harness;
  let desk: string;
  let organiser: string;
  beforeAll(async () => {
    h = await startHarness();
    desk = (await h.createUser({}, asFrontDesk)).token;
    organiser = (await h.createUser({}, asAdminRole)).token;
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.setNow('2024-03-21T12:00:00+09:00'));

  it('gives a paid member a badge with a signed QR code and no personal data in it', async () => {
    const { member, registrationId } = await registrant(h);
    const { myBadge } = dataOf(await h.gql<{ myBadge: Record<string, string> }>(A.badge, {}, member.token));
    expect(myBadge).toMatchObject({
      registrationId: String(registrationId),
      name: 'Minji PARK',
      affiliation: 'Pusan National University',
      valid: true,
    });
    expect(myBadge.categoryEn).not.toMatch(/TIER/);
    expect(myBadge.code).toBe(codeOf(h, registrationId));
    expect(myBadge.code).not.toMatch(/minji|park|example/i);
    expect(myBadge.qrSvg).toMatch(/^<svg/);
    // A code with another id and this signature names nothing.
    const forged = String(myBadge.code).replace(`-${registrationId}-`, `-${registrationId + 1}-`);
    const answer = await h.gql(`query ${A.byCode}`, { c: forged }, desk);
    expect(answer.data).toEqual({ checkInBadge: null });
  });

  it('prints the Korean name and affiliation for members from Korea', async () => {
    const { member } = await registrant(h, {
      member: { country: 'KR', name_kr: '박민지', affiliation_kr: '부산대학교' },
      category: 'KM_TIER1',
    });
    const { myBadge } = dataOf(await h.gql<{ myBadge: Record<string, string> }>(A.badge, {}, member.token));
    expect(myBadge).toMatchObject({ name: '박민지', affiliation: '부산대학교' });
  });

  it("names the badge on the member's page as it prints, in Korea and abroad (issue 36)", async () => {
    const query = '{ me { registration_list { badgeName } } myBadge { name } }';
    type Answer = { me: { registration_list: { badgeName: string } }; myBadge: { name: string } };
    const korean = await registrant(h, {
      member: { country: 'KR', name_kr: '김민준', givenName: 'Minjun', familyName: 'Kim' },
      category: 'KM_TIER1',
    });
    const fromKorea = dataOf(await h.gql<Answer>(query, {}, korean.member.token));
    expect(fromKorea.myBadge.name).toBe('김민준');
    expect(fromKorea.me.registration_list.badgeName).toBe('김민준');
    const abroad = await registrant(h);
    const fromAbroad = dataOf(await h.gql<Answer>(query, {}, abroad.member.token));
    expect(fromAbroad.me.registration_list.badgeName).toBe('Minji PARK');
    expect(fromAbroad.myBadge.name).toBe('Minji PARK');
  });

  it('has no badge for an unpaid registration', async () => {
    const { member } = await registrant(h, { price_status: 'UNPAID' });
    expect((await h.gql(A.badge, {}, member.token)).data).toEqual({ myBadge: null });
  });

  it('records an entry once, stores a second one with an ALREADY_INSIDE warning, and records the exit', async () => {
    const { registrationId } = await registrant(h);
    const code = codeOf(h, registrationId);
    const entry = scan({ code, kind: 'ENTRY', scannedAt: '2024-03-21T09:00:00+09:00' });
    expect(await record(h, desk, [entry])).toEqual([
      expect.objectContaining({
        outcome: 'RECORDED',
        recorded: true,
        badge: expect.objectContaining({ name: 'Minji PARK' }),
      }),
    ]);
    // The same scan again (the offline queue resending): recorded once.
    expect((await record(h, desk, [entry]))[0]?.outcome).toBe('ALREADY_RECORDED');
    // Another desk's entry while inside: stored, with a warning to the desk.
    const again = scan({ code, kind: 'ENTRY', scannedAt: '2024-03-21T09:01:00+09:00' });
    expect((await record(h, organiser, [again]))[0]).toMatchObject({
      outcome: 'ALREADY_INSIDE',
      recorded: true,
      badge: { inside: true },
    });
    const looked = dataOf(
      await h.gql<{ checkInBadge: { inside: boolean } }>(`query ${A.byCode}`, { c: code }, desk),
    );
    expect(looked.checkInBadge).toMatchObject({
      inside: true,
      todayScans: [{ kind: 'ENTRY' }, { kind: 'ENTRY' }],
    });
    const exit = scan({
      registrationId: String(registrationId),
      kind: 'EXIT',
      scannedAt: '2024-03-21T11:30:00+09:00',
      room: 'Hall A',
    });
    expect((await record(h, desk, [exit]))[0]).toMatchObject({
      outcome: 'RECORDED',
      badge: { inside: false },
    });
    const rows = await h
      .knex('attendance_scans')
      .where({ registration_id: registrationId })
      .orderBy('scanned_at');
    expect(rows.map((r) => [r.kind, r.method, r.room, String(r.day).slice(0, 10)])).toEqual([
      ['ENTRY', 'QR', null, '2024-03-21'],
      ['ENTRY', 'QR', null, '2024-03-21'],
      ['EXIT', 'SEARCH', 'Hall A', '2024-03-21'],
    ]);
  });

  it('stores an entry at 15:30 after one at 10:00 (an exit desk left in entry mode): the day runs 10:00–15:30', async () => {
    h.clock.setNow('2024-03-21T15:31:00+09:00');
    const { registrationId } = await registrant(h);
    const code = codeOf(h, registrationId);
    const answers = await record(h, desk, [
      scan({ code, kind: 'ENTRY', scannedAt: '2024-03-21T10:00:00+09:00' }),
      scan({ code, kind: 'ENTRY', scannedAt: '2024-03-21T15:30:00+09:00' }),
    ]);
    expect(answers.map((a) => [a.outcome, a.recorded])).toEqual([
      ['RECORDED', true],
      ['ALREADY_INSIDE', true],
    ]);
    const times = await h
      .knex('attendance_scans')
      .where({ registration_id: registrationId })
      .orderBy('scanned_at')
      .pluck('scanned_at');
    expect(times.map((t: Date) => t.toISOString())).toEqual([
      '2024-03-21T01:00:00.000Z',
      '2024-03-21T06:30:00.000Z',
    ]);
  });

  it('warns the same whatever order the scans arrive in: an offline 09:00 entry after a live 10:00 one', async () => {
    const arrivals = [
      ['10:00', '09:00'],
      ['09:00', '10:00'],
    ];
    for (const order of arrivals) {
      const { registrationId } = await registrant(h);
      const code = codeOf(h, registrationId);
      const answers = [];
      for (const time of order)
        answers.push(
          ...(await record(h, desk, [
            scan({ code, kind: 'ENTRY', scannedAt: `2024-03-21T${time}:00+09:00` }),
          ])),
        );
      expect(tally(answers)).toEqual({ RECORDED: 1, ALREADY_INSIDE: 1 });
      expect(answers.every((a) => a.recorded && a.badge?.inside)).toBe(true);
      const first = await h
        .knex('attendance_scans')
        .where({ registration_id: registrationId })
        .min('scanned_at as at');
      expect((first[0]!.at as Date).toISOString()).toBe('2024-03-21T00:00:00.000Z');
    }
    // A re-entry after an exit is no repeat; an offline entry sent later next to an entry is.
    const { registrationId } = await registrant(h);
    const code = codeOf(h, registrationId);
    const outcomes = async (kind: 'ENTRY' | 'EXIT', time: string) =>
      (await record(h, desk, [scan({ code, kind, scannedAt: `2024-03-21T${time}:00+09:00` })]))[0]?.outcome;
    expect(await outcomes('ENTRY', '09:00')).toBe('RECORDED');
    expect(await outcomes('EXIT', '11:00')).toBe('RECORDED');
    expect(await outcomes('ENTRY', '11:30')).toBe('RECORDED');
    expect(await outcomes('ENTRY', '08:30')).toBe('ALREADY_INSIDE');
    expect(await outcomes('EXIT', '10:00')).toBe('RECORDED');
    expect(await outcomes('EXIT', '11:10')).toBe('NOT_INSIDE');
    expect(await h.knex('attendance_scans').where({ registration_id: registrationId })).toHaveLength(6);
  });

  it('keeps each day apart (Korea time) and records an exit without an entry as NOT_INSIDE', async () => {
    const { registrationId } = await registrant(h);
    const code = codeOf(h, registrationId);
    const answers = await record(h, desk, [
      scan({ code, kind: 'ENTRY', scannedAt: '2024-03-20T23:50:00Z' }), // 08:50 on the 21st in Korea
      scan({ code, kind: 'EXIT', scannedAt: '2024-03-20T14:00:00Z' }), // 23:00 on the 20th in Korea
    ]);
    expect(answers.map((a) => a.outcome)).toEqual(['RECORDED', 'NOT_INSIDE']);
    const days = await h
      .knex('attendance_scans')
      .where({ registration_id: registrationId })
      .orderBy('scanned_at')
      .pluck('day');
    expect(days.map((d: unknown) => String(d).slice(0, 10))).toEqual(['2024-03-20', '2024-03-21']);
  });

  it('turns away unpaid, cancelled and unknown badges and records nothing for them', async () => {
    const unpaid = await registrant(h, { price_status: 'UNPAID' });
    const refunded = await registrant(h, { price_status: 'REFUNDED' });
    const at = '2024-03-21T10:00:00+09:00';
    const answers = await record(h, desk, [
      scan({ code: codeOf(h, unpaid.registrationId), kind: 'ENTRY', scannedAt: at }),
      scan({ code: codeOf(h, refunded.registrationId), kind: 'ENTRY', scannedAt: at }),
      scan({ code: 'KSP24-1-AAAAAAAAAAAAAAAAAAAAAA', kind: 'ENTRY', scannedAt: at }),
      scan({ code: 'https://example.org', kind: 'ENTRY', scannedAt: at }),
    ]);
    expect(answers.map((a) => [a.outcome, a.recorded])).toEqual([
      ['UNPAID', false],
      ['CANCELLED', false],
      ['UNKNOWN_BADGE', false],
      ['UNKNOWN_BADGE', false],
    ]);
    expect(answers[0]?.badge?.registrationId).toBe(String(unpaid.registrationId));
    const count = await h
      .knex('attendance_scans')
      .whereIn('registration_id', [unpaid.registrationId, refunded.registrationId])
      .count<{ count: string }[]>('* as count');
    expect(Number(count[0]?.count)).toBe(0);
  });

  it('refuses a bad batch whole: nothing is recorded', async () => {
    const { registrationId } = await registrant(h);
    const code = codeOf(h, registrationId);
    const good = scan({ code, kind: 'ENTRY', scannedAt: '2024-03-21T09:00:00+09:00' });
    for (const bad of [
      { ...good, clientScanId: 'not-a-uuid' },
      { ...scan({ code, kind: 'EXIT', scannedAt: '2024-03-22T09:00:00+09:00' }) }, // tomorrow: the future
      { ...scan({ kind: 'EXIT', scannedAt: '2024-03-21T09:00:00+09:00' }) }, // neither code nor number
      { ...scan({ code, kind: 'EXIT', scannedAt: 'yesterday' }) },
    ]) {
      const result = await h.gql(A.record, { s: [good, bad] }, desk);
      expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
    const duplicateIds = await h.gql(A.record, { s: [good, { ...good, kind: 'EXIT' }] }, desk);
    expect(duplicateIds.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(
      await h.knex('attendance_scans').where({ registration_id: registrationId }).first(),
    ).toBeUndefined();
  });

  it('finds registrations by number, name and Korean name for the desk', async () => {
    const { registrationId } = await registrant(h, {
      member: {
        givenName: 'Searchable',
        familyName: `Person${randomUUID().slice(0, 6)}`,
        name_kr: '검색가능',
      },
    });
    for (const text of [String(registrationId), 'searchable', '검색가능']) {
      const { checkInSearch } = dataOf(
        await h.gql<{ checkInSearch: { registrationId: string }[] }>(`query ${A.search}`, { t: text }, desk),
      );
      expect(checkInSearch.map((b) => b.registrationId)).toContain(String(registrationId));
    }
    expect((await h.gql(`query ${A.search}`, { t: '  ' }, desk)).errors?.[0]?.extensions?.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('lets the front desk do nothing but check in', async () => {
    for (const query of ['{ users { count } }', '{ registrationLists { count } }']) {
      const result = await h.gql(query, {}, desk);
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    }
    const me = dataOf(
      await h.gql<{ me: { organiser: boolean; frontDesk: boolean } }>(
        '{ me { organiser frontDesk } }',
        {},
        desk,
      ),
    );
    expect(me.me).toEqual({ organiser: false, frontDesk: true });
    const bulk = await fetch(`${h.url}/badges.pdf`, {
      headers: { authorization: `Bearer ${desk}`, 'x-download-reason': 'test' },
    });
    expect(bulk.status).toBe(403);
  });

  it('prints badges in bulk, filtered like the registration list, on A4 and on labels', async () => {
    const tag = `Bulk${randomUUID().slice(0, 6)}`;
    const paid = await registrant(h, { member: { givenName: tag, familyName: 'Alpha' } });
    await h
      .knex('registration_lists')
      .where({ id: paid.registrationId })
      .update({ badgeGivenName: tag, badgeFamilyName: 'Alpha' });
    const korean = await registrant(h, {
      member: {
        givenName: tag,
        familyName: 'Beta',
        country: 'KR',
        name_kr: '김병리',
        affiliation_kr: '서울대학교병원',
      },
      category: 'KM_TIER1',
    });
    await registrant(h, { price_status: 'UNPAID', member: { givenName: tag, familyName: 'Gamma' } });
    const filter = encodeURIComponent(JSON.stringify({ name_contains: tag }));
    for (const layout of ['A4', 'LABEL']) {
      const res = await fetch(`${h.url}/badges.pdf?layout=${layout}&filter=${filter}`, {
        headers: { authorization: `Bearer ${organiser}`, 'x-download-reason': 'test' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/pdf/);
      const text = await pdfText(Buffer.from(await res.arrayBuffer()));
      expect(text).toContain(`${tag} ALPHA`);
      expect(text).toContain('김병리');
      expect(text).toContain('서울대학교병원');
      expect(text).not.toContain('GAMMA');
      expect(text).not.toMatch(/TIER/);
      expect(text).toContain(`No. ${korean.registrationId}`);
    }
    const bad = await fetch(`${h.url}/badges.pdf?layout=POSTER`, {
      headers: { authorization: `Bearer ${organiser}`, 'x-download-reason': 'test' },
    });
    expect(bad.status).toBe(400);
  });

  it('gives a member their own badge PDF and refuses another member', async () => {
    const { member, registrationId } = await registrant(h);
    const other = await h.createUser();
    const own = await fetch(`${h.url}/badges/${registrationId}.pdf`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(own.status).toBe(200);
    expect(await pdfText(Buffer.from(await own.arrayBuffer()))).toContain('Minji PARK');
    const foreign = await fetch(`${h.url}/badges/${registrationId}.pdf`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreign.status).toBe(403);
    const byDesk = await fetch(`${h.url}/badges/${registrationId}.pdf`, {
      headers: { authorization: `Bearer ${desk}` },
    });
    expect(byDesk.status).toBe(200);
  });
});

// Issue 36: scans from any past time were taken; only the future was checked.
describe('check-in: how far back a scan may be dated', () => {
  let h: Harness;
  let desk: string;
  let organiser: string;
  beforeAll(async () => {
    // A database of its own: the congress days are its published programme's.
    h = await startIsolatedHarness();
    desk = (await h.createUser({}, asFrontDesk)).token;
    organiser = (await h.createUser({}, asAdminRole)).token;
    await publishLectures(h, [
      { day: '2024-03-21', start: '09:00', end: '17:00' },
      { day: '2024-03-22', start: '09:00', end: '17:00' },
    ]);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.setNow('2024-03-22T12:00:00+09:00'));

  const stored = async (registrationId: number) =>
    h.knex('attendance_scans').where({ registration_id: registrationId });

  it('refuses scans outside the congress days by index, with translated codes, and records nothing', async () => {
    const { registrationId } = await registrant(h);
    const code = codeOf(h, registrationId);
    const good = scan({ code, kind: 'ENTRY', scannedAt: '2024-03-22T09:00:00+09:00' });
    const batch = [
      good,
      scan({ code, kind: 'ENTRY', scannedAt: '1970-01-01T00:00:00Z' }),
      scan({ code, kind: 'EXIT', scannedAt: '2020-01-01T00:00:00Z' }),
    ];
    const byOrganiser = await h.gql(A.record, { s: batch }, organiser);
    expect(byOrganiser.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(byOrganiser)).toEqual([
      { field: 'scans.1.scannedAt', code: 'checkIn.notCongressDay' },
      { field: 'scans.2.scannedAt', code: 'checkIn.notCongressDay' },
    ]);
    const byDesk = await h.gql(A.record, { s: batch }, desk);
    expect(fieldsOf(byDesk)).toEqual([
      { field: 'scans.1.scannedAt', code: 'checkIn.beyondOfflineWindow' },
      { field: 'scans.2.scannedAt', code: 'checkIn.beyondOfflineWindow' },
    ]);
    expect(await stored(registrationId)).toEqual([]);
  });

  it('lets organisers back-fill a congress day; a desk account only within its offline window (24 h)', async () => {
    const { registrationId } = await registrant(h);
    const code = codeOf(h, registrationId);
    const yesterday = scan({ code, kind: 'ENTRY', scannedAt: '2024-03-21T09:00:00+09:00' });
    const byDesk = await h.gql(A.record, { s: [yesterday] }, desk);
    expect(fieldsOf(byDesk)).toEqual([{ field: 'scans.0.scannedAt', code: 'checkIn.beyondOfflineWindow' }]);
    // Within the window: 23 h ago, queued offline overnight.
    const lastNight = scan({ code, kind: 'EXIT', scannedAt: '2024-03-21T13:00:00+09:00' });
    expect((await record(h, desk, [lastNight]))[0]).toMatchObject({ recorded: true });
    expect((await record(h, organiser, [yesterday]))[0]).toMatchObject({
      outcome: 'RECORDED',
      recorded: true,
    });
    expect(await stored(registrationId)).toHaveLength(2);
  });
});
