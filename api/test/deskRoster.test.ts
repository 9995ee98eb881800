// The desk's offline roster (issue 36): what it holds (number, badge name, affiliation, paid or
// not; nothing more), who is on it (registrations not deleted), its pages and their limits.
import { asAdminRole, startHarness, type Harness } from './harness';
import { asFrontDesk, registrant } from './attendanceSteps';
import { ROSTER, rosterPage, wholeRoster } from './deskRosterSteps';

describe("the desk's offline roster", () => {
  let h: Harness;
  let desk: string;
  beforeAll(async () => {
    h = await startHarness();
    desk = (await h.createUser({}, asFrontDesk)).token;
  });
  afterAll(() => h.close());

  it('lists number, badge name, affiliation and paid-or-not of every registration not deleted', async () => {
    const paid = await registrant(h);
    const free = await registrant(h, { price_status: 'FREE' });
    const unpaid = await registrant(h, { price_status: 'UNPAID' });
    const cancelled = await registrant(h, { price_status: 'CANCELLED' });
    const korean = await registrant(h, {
      member: { country: 'KR', name_kr: '김민지', affiliation_kr: '부산대학교' },
    });
    const deleted = await registrant(h);
    await h.knex('registration_lists').where({ id: deleted.registrationId }).update({ delete: true });

    const rows = await wholeRoster(h, desk);
    const byId = new Map(rows.map((r) => [Number(r.registrationId), r]));
    expect(byId.get(paid.registrationId)).toEqual({
      registrationId: String(paid.registrationId),
      name: 'Minji PARK',
      affiliation: 'Pusan National University',
      paid: true,
    });
    expect(byId.get(free.registrationId)?.paid).toBe(true);
    expect(byId.get(unpaid.registrationId)?.paid).toBe(false);
    expect(byId.get(cancelled.registrationId)?.paid).toBe(false);
    expect(byId.get(korean.registrationId)).toMatchObject({ name: '김민지', affiliation: '부산대학교' });
    expect(byId.has(deleted.registrationId)).toBe(false);
    // Nothing more than the four fields: no e-mail, no category, no badge code.
    const fields = await h.gql(`{ __type(name: "DeskRosterEntry") { fields { name } } }`);
    expect(fields.data).toEqual({
      __type: {
        fields: ['registrationId', 'name', 'affiliation', 'paid'].map((name) => ({ name })),
      },
    });
  });

  it('reads in pages by number: each page after the last number of the one before, the count of all', async () => {
    await Promise.all(Array.from({ length: 7 }, () => registrant(h)));
    const all = await wholeRoster(h, desk);
    const first = await rosterPage(h, desk, null, 3);
    expect(first.rows).toEqual(all.slice(0, 3));
    expect(first.count).toBe(all.length);
    expect(first.next).toBe(all[2]?.registrationId);
    const second = await rosterPage(h, desk, first.next, 3);
    expect(second.rows).toEqual(all.slice(3, 6));
    expect(await wholeRoster(h, desk, 3)).toEqual(all);
    const last = await rosterPage(h, desk, all.at(-1)?.registrationId, 3);
    expect(last).toEqual({ count: all.length, next: null, rows: [] });
  });

  it('refuses a page size out of 1–500 and a cursor that is not a number, with the field named', async () => {
    for (const [after, limit, field] of [
      [null, 0, 'limit'],
      [null, 501, 'limit'],
      ['x', 10, 'after'],
      ['-1', 10, 'after'],
    ] as const) {
      const result = await h.gql(ROSTER, { a: after, l: limit }, desk);
      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.extensions).toEqual({
        code: 'VALIDATION_FAILED',
        fields: [{ field, code: 'validation.invalid' }],
      });
    }
  });

  it('is the desk’s and the organisers’ only', async () => {
    const organiser = (await h.createUser({}, asAdminRole)).token;
    const member = (await h.createUser({})).token;
    expect((await h.gql(ROSTER, {}, organiser)).errors).toBeUndefined();
    expect((await h.gql(ROSTER, {}, member)).errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    expect((await h.gql(ROSTER, {})).errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
  });
});
