// Organisers reading, exporting and checking at the same time (shared by the PostgreSQL and
// embedded-mode concurrency suites, issue 39 §3): every organiser's reads, export and change are
// in the access record exactly once, under their own name, and every monthly check is kept. Each
// organiser also reads a registration of a member of their own, recorded centrally (the operations'
// wrapper): the record names that member, never another organiser's.
import { randomUUID } from 'node:crypto';
import { asAdminRole, type Harness } from './harness';
import { registrationOf } from './attendanceSteps';

export async function expectConcurrentAccessRecord(h: Harness, organisers: number) {
  const tag = `arc${randomUUID().slice(0, 8)}`;
  // A month of its own (other suites share the database): a year no one else uses.
  const month = `${2100 + Math.floor(Math.random() * 800)}-0${1 + Math.floor(Math.random() * 9)}`;
  const member = await h.createUser({ email: `${tag}@example.org`, username: `${tag}@example.org` });
  const admins: { email: string; token: string }[] = [];
  for (let i = 0; i < organisers; i += 1) admins.push(await h.createUser({}, asAdminRole));
  const registrants: { id: number; registration: number }[] = [];
  for (let i = 0; i < organisers; i += 1) {
    const address = `reg${i}-${randomUUID().slice(0, 8)}@example.org`;
    const registrant = await h.createUser({ email: address, username: address });
    registrants.push({ id: registrant.id, registration: await registrationOf(h, registrant.id) });
  }

  const work = (admin: { email: string; token: string }, i: number) => [
    h.gql('query ($id: ID!) { user(id: $id) { id } }', { id: member.id }, admin.token),
    h.gql(
      'query ($id: ID!) { registrationList(id: $id) { id } }',
      { id: registrants[i]!.registration },
      admin.token,
    ),
    h.gql(
      'query ($f: UsersFilter) { users(filter: $f) { count } }',
      { f: { email_contains: tag } },
      admin.token,
    ),
    h.gql(
      'mutation ($id: ID!, $i: UpdateUserInput!) { updateUser(id: $id, input: $i) { id } }',
      { id: member.id, i: { invited: i % 2 === 0 } },
      admin.token,
    ),
    fetch(`${h.url}/export/members`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin.token}`,
        'x-download-reason': encodeURIComponent(`보고 ${i}`),
      },
      body: JSON.stringify({ filter: { email_contains: tag } }),
    }).then(async (res) => ({ status: res.status, bytes: (await res.arrayBuffer()).byteLength })),
    h.gql(
      'mutation ($m: String!, $n: String!) { recordAccessRecordCheck(month: $m, note: $n) { id } }',
      { m: month, n: `check ${i}` },
      admin.token,
    ),
    h.gql(
      'query ($m: String!) { accessRecordMonth(month: $m) { records checks { id } } }',
      { m: month },
      admin.token,
    ),
  ];
  const results = await Promise.all(admins.flatMap(work));
  for (const result of results)
    if ('status' in result) expect(result.status).toBe(200);
    else expect((result as { errors?: unknown }).errors).toBeUndefined();

  for (const [i, admin] of admins.entries()) {
    const rows = await h
      .knex('personal_data_access')
      .where({ actor_email: admin.email })
      .orderBy('operation')
      .select('action', 'operation', 'member_ids', 'row_count', 'reason');
    expect(rows).toEqual([
      { action: 'EXPORT', operation: 'export:members', member_ids: [], row_count: 1, reason: `보고 ${i}` },
      { action: 'READ', operation: 'list:members', member_ids: [], row_count: 1, reason: null },
      {
        action: 'READ',
        operation: 'registrationList',
        member_ids: [registrants[i]!.id],
        row_count: null,
        reason: null,
      },
      { action: 'CHANGE', operation: 'updateUser', member_ids: [member.id], row_count: null, reason: null },
      { action: 'READ', operation: 'user', member_ids: [member.id], row_count: null, reason: null },
    ]);
  }
  const checks = await h.knex('personal_data_access_checks').where({ month }).select('note');
  expect(checks.map((c) => c.note).sort()).toEqual(admins.map((_, i) => `check ${i}`).sort());
}
