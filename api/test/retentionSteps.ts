// Seeds for the retention tests (issue 39 §4): members with a registration, a payment of a given
// date, a visa letter request, a mail and attendance, straight into the tables.
import { randomUUID } from 'node:crypto';
import { storedPassportNumber } from '../src/modules/visaLetters/visaLetters.repository';
import { asAdminRole, type Harness } from './harness';

export async function payOf(
  h: Harness,
  user: { id: number; email: string },
  createdAt: string,
  name = 'Payer',
) {
  const [row] = await h
    .knex('pays')
    .insert({
      trade_id: `T${randomUUID().slice(0, 12)}`,
      product_name: 'KSP 2024 registration',
      total: 180000,
      pay_status: 'PAID',
      user_id: user.id,
      user_name: name,
      user_email: user.email,
      noti_url: 'http://x/noti',
      close_url: 'http://x/close',
      fail_url: 'http://x/fail',
      fail_redirect: 'http://x/failed',
      success_redirect: 'http://x/success',
      created_at: new Date(createdAt),
      paid_at: new Date(createdAt),
    })
    .returning('id');
  return row.id as number;
}

/** A member with everything the product holds about a person: registration, payment, visa letter, mail, attendance. */
export async function fullMember(
  h: Harness,
  label: string,
  overrides: Record<string, unknown> = {},
  paidAt = '2024-03-10T10:00:00+09:00',
) {
  const member = await h.createUser({
    givenName: label,
    familyName: 'Kim',
    mobilePhone: '010-1234-5678',
    medi_license: `L-${label}`,
    affiliation: `${label} Hospital`,
    ...overrides,
  });
  const [registration] = await h
    .knex('registration_lists')
    .insert({
      user_id: member.id,
      category: 'KR_TIER1',
      price: '180000',
      currency: 'KRW',
      occupation: 'FELLOW',
      price_status: 'PAID',
      dietaryNeeds: `${label} diet`,
      alergy: 'peanuts',
    })
    .returning('id');
  const payId = await payOf(h, member, paidAt, `${label} Kim`);
  await h.knex('visa_letters').insert({
    user_id: member.id,
    given_name: label.replace(/[^A-Za-z]/g, '') || 'Member',
    family_name: 'Kim',
    nationality: 'Netherlands',
    ...storedPassportNumber(`P${label.toUpperCase().replace(/[^A-Z0-9]/g, '')}123`),
    birth: '1980-04-02',
    issue: '2020-01-15',
    expire: '2099-01-14',
  });
  await h
    .knex('send_emails')
    .insert({ type: 'MANUAL', title: `Hello ${label}`, usermail: member.email, content: `<p>${label}</p>` });
  await h.knex('attendance_scans').insert({
    client_scan_id: randomUUID(),
    registration_id: registration.id,
    day: '2024-03-21',
    kind: 'ENTRY',
    method: 'QR',
    scanned_at: new Date('2024-03-21T09:00:00+09:00'),
  });
  return { ...member, registrationId: registration.id as number, payId };
}

const ASK = 'mutation { requestMyDeletion(reason: "concurrent") { id status } }';
const ACT = 'mutation ($id: ID!) { carryOutDeletionRequest(id: $id) { id status } }';

/**
 * Members asking for deletion twice at once get one request each; two organisers acting on each
 * request at once: one acts, the other is told it was done; each member gets one notice.
 */
export async function expectConcurrentDeletionRequests(h: Harness, members: number): Promise<void> {
  const organisers = await Promise.all([1, 2].map(() => h.createUser({}, asAdminRole)));
  const people = await Promise.all(
    Array.from({ length: members }, (_, i) => fullMember(h, `Concurrent${i}`, { last_login_at: new Date() })),
  );
  const asked = await Promise.all(
    people.flatMap((p) => [1, 2].map(() => h.gql<{ requestMyDeletion: { id: string } }>(ASK, {}, p.token))),
  );
  expect(asked.map((r) => r.errors)).toEqual(asked.map(() => undefined));
  const requestIds = people.map((_, i) => asked[2 * i]!.data!.requestMyDeletion.id);
  expect(people.map((_, i) => asked[2 * i + 1]!.data!.requestMyDeletion.id)).toEqual(requestIds);
  for (const p of people) expect(await h.knex('deletion_requests').where({ user_id: p.id })).toHaveLength(1);

  const acted = await Promise.all(
    requestIds.flatMap((id) => organisers.map((o) => h.gql(ACT, { id }, o.token))),
  );
  for (const [i] of requestIds.entries()) {
    const pair = acted.slice(2 * i, 2 * i + 2);
    expect(pair.filter((r) => !r.errors)).toHaveLength(1);
    expect(pair.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(1);
  }
  for (const p of people) {
    expect(await h.knex('send_emails').where({ usermail: p.email })).toHaveLength(1);
    expect((await h.knex('users').where({ id: p.id }).first('anonymised_at')).anonymised_at).not.toBeNull();
  }
}
