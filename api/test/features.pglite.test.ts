// The feature concurrency cases of the PostgreSQL suites, again in the zero-setup mode (embedded
// PGlite behind the session server), where one database session serves every request: a double
// registration submit, concurrent payment notifications, many members' registrations at once.
import { formOf, kgSteps, KOREAN_REGISTRATION } from './kgSteps';
import { asAdminRole, startHarness, type Harness } from './harness';

const CREATE = `mutation($input: RegistrationListInput!) {
  createRegistrationList(input: $input) { id price currency }
}`;

// One database session for everything: slower than PostgreSQL, above all on a loaded machine.
jest.setTimeout(90_000);

describe('feature concurrency on embedded PGlite', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  beforeEach(() => h.clock.setNow('2024-06-01T10:00:00+09:00'));
  afterAll(() => h.close());

  it('keeps one registration when the form is submitted three times at once', async () => {
    const member = await h.createUser({ country: 'KR' });
    const results = await Promise.all(
      [1, 2, 3].map(() => h.gql(CREATE, { input: KOREAN_REGISTRATION }, member.token)),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(2);
    expect(await h.knex('registration_lists').where({ user_id: member.id }).count()).toEqual([{ count: 1 }]);
  });

  it('gives each of 12 members registering at once their own registration and price', async () => {
    const members = await Promise.all(
      Array.from({ length: 12 }, (_, i) => h.createUser({ country: i % 2 ? 'KR' : 'US' })),
    );
    const results = await Promise.all(
      members.map((member, i) =>
        h.gql<{ createRegistrationList: { id: string; price: string; currency: string } }>(
          CREATE,
          {
            input:
              i % 2
                ? KOREAN_REGISTRATION
                : {
                    ...KOREAN_REGISTRATION,
                    category: 'ON_TIER1',
                    dinnerAttendance: false,
                    accompanyingPerson: 0,
                  },
          },
          member.token,
        ),
      ),
    );
    expect(results.map((r) => r.errors)).toEqual(Array(12).fill(undefined));
    expect(
      results.map((r) => [r.data?.createRegistrationList.price, r.data?.createRegistrationList.currency]),
    ).toEqual(members.map((_, i) => (i % 2 ? ['250000', 'KRW'] : ['200', 'USD'])));
    // Each registration belongs to the member who sent it.
    for (const [i, member] of members.entries()) {
      const row = await h
        .knex('registration_lists')
        .where({ id: results[i]!.data!.createRegistrationList.id })
        .first('user_id');
      expect(row.user_id).toBe(member.id);
    }
  });

  it('leaves exactly one paid state after six concurrent duplicate notifications', async () => {
    const kg = kgSteps(() => h);
    const member = await kg.registeredMember();
    const payment = await kg.payRequest(member);
    const { fields } = formOf(await (await kg.decide(payment.tid, 'approve', 'noNoti')).text());
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => kg.postForm(`${h.url}/payments/kg/noti`, fields).then((r) => r.text())),
    );
    expect(answers).toEqual(Array(6).fill('SUCCESS'));
    expect(await kg.statuses(payment.id)).toEqual({ pay: 'PAID', registration: 'PAID' });
  });

  it('counts 40 concurrent forged notifications for one payment in one row (issue 23 §4)', async () => {
    const kg = kgSteps(() => h);
    const member = await kg.registeredMember();
    const payment = await kg.payRequest(member);
    const { fields } = formOf(await (await kg.decide(payment.tid, 'approve', 'noNoti')).text());
    const forged = { ...fields, hmac: 'forged' };
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        kg.postForm(`${h.url}/payments/kg/noti`, forged).then((r) => r.text()),
      ),
    );
    expect(answers).toEqual(Array(40).fill('FAIL'));
    expect(
      await h.knex('registration_failures').where({ pay_id: payment.id }).select('reason', 'count'),
    ).toEqual([{ reason: 'BAD_SIGNATURE', count: 40 }]);
  });

  it('decides a visa letter once when two organisers approve it at once, and serves its PDF', async () => {
    const member = await h.createUser({ country: 'NL' });
    await h.knex('registration_lists').insert({
      user_id: member.id,
      category: 'ON_TIER1',
      price: '200',
      currency: 'USD',
      price_status: 'PAID',
    });
    const requested = await h.gql<{ requestVisaLetter: { id: string } }>(
      'mutation ($i: VisaLetterInput!) { requestVisaLetter(input: $i) { id } }',
      {
        i: {
          visaGivenName: 'Anne',
          visaFamilyName: 'de Vries',
          visaCountry: 'Netherlands',
          visaPassportNumber: 'NX1234567',
          visaBirth: '1980-04-02',
          visaIssue: '2020-01-15',
          visaExpire: '2030-01-14',
          passportConsentVersion: 1,
        },
      },
      member.token,
    );
    const id = requested.data!.requestVisaLetter.id;
    const organisers = await Promise.all([1, 2].map(() => h.createUser({}, asAdminRole)));
    const results = await Promise.all(
      organisers.map((o) =>
        h.gql(
          `mutation { decideVisaLetter(id: ${id}, decision: "APPROVED") { letter_number pdf_url } }`,
          {},
          o.token,
        ),
      ),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.fields)).toHaveLength(1);
    expect(
      await h.knex('send_emails').where({ usermail: member.email, type: 'VISA_LETTER_DECISION' }).count(),
    ).toEqual([{ count: 1 }]);
    const res = await fetch(`${h.url}/visa-letter/${id}.pdf`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Both organisers withdraw it at once: one withdrawal, one mail, no PDF any more.
    const withdrawals = await Promise.all(
      organisers.map((o) =>
        h.gql(
          `mutation { revokeVisaLetter(id: ${id}, reason: "Issued by mistake") { status } }`,
          {},
          o.token,
        ),
      ),
    );
    expect(withdrawals.filter((r) => !r.errors)).toHaveLength(1);
    expect(withdrawals.flatMap((r) => r.errors ?? []).map((e) => e.extensions?.fields)).toEqual([
      [{ field: 'status', code: 'visaLetter.notApproved' }],
    ]);
    expect(
      await h.knex('send_emails').where({ usermail: member.email, type: 'VISA_LETTER_DECISION' }).count(),
    ).toEqual([{ count: 2 }]);
    const gone = await fetch(`${h.url}/visa-letter/${id}.pdf`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(gone.status).toBe(404);
  });
});
