// Registration (issue 10): the server's price, the window, one live registration per member,
// edits before payment, mails in the same transaction, and the organisers' list.
import { startHarness, asAdminRole, type Harness } from './harness';

const REGISTRATION_FIELDS =
  'id category price currency price_status editable badgeName fee { total dinner accompanying }';
const CREATE = `mutation($input: RegistrationListInput!) { createRegistrationList(input: $input) { ${REGISTRATION_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: RegistrationListInput!) { updateRegistrationList(id: $id, input: $input) { ${REGISTRATION_FIELDS} } }`;

const korean = {
  category: 'KM_TIER1',
  occupation: 'PROFESSOR',
  attend: 'OFFLINE',
  dinnerAttendance: true,
  accompanyingPerson: 1,
  badgeGivenName: 'Minji',
  badgeFamilyName: 'Kim',
};

describe('registrations', () => {
  let h: Harness;
  beforeAll(async () => {
    // The spec's window (SEED_DEMO off); each test sets the clock inside or outside it.
    h = await startHarness();
  });
  beforeEach(() => h.clock.setNow('2024-06-01T10:00:00+09:00'));
  afterAll(() => h.close());

  it('prices on the server (250,000 KRW), mails the registration and the payment request', async () => {
    const member = await h.createUser({ country: 'KR', name_kr: '김민지' });
    const result = await h.gql(CREATE, { input: { ...korean, price: '1' } }, member.token);
    // An unknown input field (a price from the browser) is refused by GraphQL itself.
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const created = await h.gql<{ createRegistrationList: Record<string, unknown> }>(
      CREATE,
      { input: korean },
      member.token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createRegistrationList).toMatchObject({
      category: 'KM_TIER1',
      price: '250000',
      currency: 'KRW',
      price_status: 'UNPAID',
      editable: true,
      // What the badge prints: the Korean name of a member from Korea (issue 36).
      badgeName: '김민지',
      fee: { total: 250_000, dinner: 20_000, accompanying: 50_000 },
    });
    await h.smtp.waitFor(member.email, /Your registration for the KSP 2024 Congress/);
    await h.smtp.waitFor(member.email, /Payment request/);
  });

  it('refuses outside the window (Korea time) and a tier of the other track', async () => {
    const member = await h.createUser({ country: 'KR' });
    h.clock.setNow('2024-09-29T15:00:00Z'); // 2024-09-30 00:00 in Seoul
    const late = await h.gql(CREATE, { input: korean }, member.token);
    expect(late.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'window', code: 'registration.closed' }],
    });
    h.clock.setNow('2024-09-29T14:59:59Z');
    const overseasTier = await h.gql(CREATE, { input: { ...korean, category: 'ON_TIER1' } }, member.token);
    expect(overseasTier.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'category', code: 'registration.tierNotForCountry' }],
    });
    expect(await h.knex('registration_lists').where({ user_id: member.id }).count()).toEqual([{ count: 0 }]);
  });

  it('keeps one registration when the form is submitted twice at once', async () => {
    const member = await h.createUser({ country: 'US' });
    const input = { ...korean, category: 'ON_TIER1', dinnerAttendance: false, accompanyingPerson: 0 };
    const results = await Promise.all([1, 2, 3].map(() => h.gql(CREATE, { input }, member.token)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(2);
    expect(await h.knex('registration_lists').where({ user_id: member.id }).count()).toEqual([{ count: 1 }]);
    const check = await h.gql(`{ checkDuplicateRegister(id: ${member.id}) { check } }`, {}, member.token);
    expect(check.data).toEqual({ checkDuplicateRegister: { check: true } });
  });

  it('a zero-fee tier is free; edits reprice before payment and void open payment requests', async () => {
    const member = await h.createUser({ country: 'KR' });
    const free = await h.gql<{ createRegistrationList: { id: string; price_status: string } }>(
      CREATE,
      { input: { ...korean, category: 'KM_TIER7', dinnerAttendance: false, accompanyingPerson: 0 } },
      member.token,
    );
    const id = free.data?.createRegistrationList.id as string;
    expect(free.data?.createRegistrationList.price_status).toBe('FREE');
    const [pay] = await h
      .knex('pays')
      .insert({
        trade_id: `t-${id}`,
        product_name: 'x',
        total: 20_000,
        user_id: member.id,
        user_name: 'x',
        user_email: member.email,
        registration_list_id: id,
        noti_url: 'x',
        close_url: 'x',
        fail_url: 'x',
        fail_redirect: 'x',
        success_redirect: 'x',
      })
      .returning('id');
    const edited = await h.gql<{ updateRegistrationList: { price: string; price_status: string } }>(
      UPDATE,
      { id, input: { ...korean, category: 'KM_TIER7', accompanyingPerson: 0 } },
      member.token,
    );
    expect(edited.data?.updateRegistrationList).toMatchObject({ price: '20000', price_status: 'UNPAID' });
    expect((await h.knex('pays').where({ id: pay.id }).first()).urlExpired).toBe(true);
    await h.smtp.waitFor(member.email, /registration was changed/);
  });

  it('refuses a member edit after payment and anyone else’s registration', async () => {
    const member = await h.createUser({ country: 'KR' });
    const other = await h.createUser({ country: 'KR' });
    const created = await h.gql<{ createRegistrationList: { id: string } }>(
      CREATE,
      { input: korean },
      member.token,
    );
    const id = created.data?.createRegistrationList.id as string;
    const foreign = await h.gql(UPDATE, { id, input: korean }, other.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    expect(
      (await h.gql(`{ registrationList(id: ${id}) { id } }`, {}, other.token)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_PERMITTED');
    await h.knex('registration_lists').where({ id }).update({ price_status: 'PAID' });
    const late = await h.gql(UPDATE, { id, input: { ...korean, vegetarian: true } }, member.token);
    expect(late.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'price_status', code: 'registration.notEditable' }],
    });
    // An organiser may change a paid registration, but not its price.
    const admin = await h.createUser({}, asAdminRole);
    const priceChange = await h.gql(UPDATE, { id, input: { ...korean, accompanyingPerson: 0 } }, admin.token);
    expect(priceChange.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'category', code: 'registration.paidPriceChange' }],
    });
    const note = await h.gql(UPDATE, { id, input: { ...korean, vegetarian: true } }, admin.token);
    expect(note.errors).toBeUndefined();
    expect((await h.knex('registration_lists').where({ id }).first()).vegetarian).toBe(true);
  });

  it('lists registrations for organisers with filters, and exports them', async () => {
    const admin = await h.createUser({}, asAdminRole);
    const member = await h.createUser({ country: 'KR', givenName: 'Filterable' });
    await h.gql(CREATE, { input: korean }, member.token);
    const list = await h.gql<{
      registrationLists: { count: number; rows: { user: { id: string }; pay: null }[] };
    }>(
      `{ registrationLists(filter: { user: ${member.id}, price_status: "UNPAID", pay_null: true, name_contains: "filterab" }) { count rows { user { id } pay { id } } } }`,
      {},
      admin.token,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.registrationLists).toEqual({
      count: 1,
      rows: [{ user: { id: String(member.id) }, pay: null }],
    });
    const res = await fetch(`${h.url}/export/registrations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin.token}`,
        'x-download-reason': 'test',
      },
      body: JSON.stringify({ filter: { user: member.id } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
  });

  it('answers the configured window, the one it enforces (REGISTRATION_OPENS_AT / CLOSES_AT)', async () => {
    const configured = await startHarness({
      REGISTRATION_OPENS_AT: '2024-04-02T09:30:00+09:00',
      REGISTRATION_CLOSES_AT: '2024-06-01T18:00:00+09:00',
    });
    try {
      configured.clock.setNow('2024-06-01T10:00:00+09:00');
      const window = await configured.gql('{ registrationWindow { start end open } }');
      expect(window.data).toEqual({
        registrationWindow: {
          start: '2024-04-02T09:30:00+09:00',
          end: '2024-06-01T18:00:00+09:00',
          open: true,
        },
      });
      configured.clock.setNow('2024-06-01T18:00:01+09:00');
      const member = await configured.createUser({ country: 'KR' });
      const late = await configured.gql(CREATE, { input: korean }, member.token);
      expect(late.errors?.[0]?.extensions?.fields).toEqual([
        { field: 'window', code: 'registration.closed' },
      ]);
      expect(
        (await configured.gql<{ registrationWindow: { open: boolean } }>('{ registrationWindow { open } }'))
          .data?.registrationWindow.open,
      ).toBe(false);
    } finally {
      await configured.close();
    }
  });

  it('answers the window publicly', async () => {
    const window = await h.gql('{ registrationWindow { start end open } }');
    expect(window.data).toEqual({
      registrationWindow: {
        start: '2024-05-01T00:00:00+09:00',
        end: '2024-09-29T23:59:59+09:00',
        open: true,
      },
    });
  });
});
