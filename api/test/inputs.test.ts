// Bad input is a translated VALIDATION_FAILED naming the field, never INTERNAL (issue 14.6):
// ids, NUL characters, impossible dates, unknown countries, sort fields, the export filter.
import { asAdminRole, startHarness, type Harness } from './harness';
import { memberProfile } from './fixtures';

const USER = 'query ($id: ID!) { user(id: $id) { id } }';
const UPDATE = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id visaBirth country } }`;
const USERS = `query ($filter: UsersFilter, $sort: [SortCondition!]) { users(filter: $filter, sort_conditions: $sort) { count } }`;

const profile = memberProfile;

describe('input checks', () => {
  let h: Harness;
  let admin: { id: number; token: string };
  let member: { id: number; token: string };
  beforeAll(async () => {
    h = await startHarness();
    admin = await h.createUser({}, asAdminRole);
    member = await h.createUser(profile);
  });
  afterAll(() => h.close());

  const invalid = (field: string, code = 'validation.invalid') => ({
    code: 'VALIDATION_FAILED',
    fields: [{ field, code }],
  });

  it('refuses ids that are not positive 32-bit integers', async () => {
    for (const id of ['abc', '99999999999999999999', '-1', '0', '2147483648', '1.5', ' 1', '1e3', '0x10']) {
      const result = await h.gql(USER, { id }, admin.token);
      expect(result.errors?.[0]?.extensions).toEqual(invalid('id'));
    }
    const ok = await h.gql<{ user: { id: string } }>(USER, { id: '2147483647' }, admin.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.user).toBeNull();
    const own = await h.gql<{ user: { id: string } }>(USER, { id: member.id }, member.token);
    expect(own.data?.user.id).toBe(String(member.id));
    const groups = await h.gql(
      'mutation ($ids: [ID!]!) { deleteMultipleGroups(ids: $ids) { ok } }',
      { ids: ['1', 'x'] },
      admin.token,
    );
    expect(groups.errors?.[0]?.extensions).toEqual(invalid('ids.1'));
    const filter = await h.gql(USERS, { filter: { id: '-5' } }, admin.token);
    expect(filter.errors?.[0]?.extensions).toEqual(invalid('filter.id'));
  });

  it('refuses NUL characters in any argument, literal or variable, before anything runs', async () => {
    const nul = invalid('username', 'validation.nulCharacter');
    const literal = await h.gql('{ duplicateUserName(username: "a\\u0000b") { check } }');
    expect(literal.errors?.[0]?.extensions).toEqual(nul);
    const variable = await h.gql('query ($u: String!) { duplicateUserName(username: $u) { check } }', {
      u: 'a\u0000b',
    });
    expect(variable.errors?.[0]?.extensions).toEqual(nul);
    const login = await h.gql(
      'mutation ($p: String!) { login(identifier: "x@example.org", password: $p) { jwt } }',
      {
        p: 'pass\u0000word',
      },
    );
    expect(login.errors?.[0]?.extensions).toEqual(invalid('password', 'validation.nulCharacter'));
    const before = await h.knex('users').where({ id: member.id }).first('givenName');
    const update = await h.gql(UPDATE, { id: member.id, input: { givenName: 'Ma\u0000ria' } }, member.token);
    expect(update.errors?.[0]?.extensions).toEqual(invalid('givenName', 'validation.nulCharacter'));
    expect(await h.knex('users').where({ id: member.id }).first('givenName')).toEqual(before);
    const filter = await h.gql(USERS, { filter: { email_contains: '\u0000' } }, admin.token);
    expect(filter.errors?.[0]?.extensions).toEqual(
      invalid('filter.email_contains', 'validation.nulCharacter'),
    );
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ duplicateUserName(username: "\u0000") { check } }' }),
    });
    expect(res.status).toBe(400);
  });

  it('refuses impossible dates and unknown countries on profile edits', async () => {
    const date = await h.gql(UPDATE, { id: member.id, input: { visaBirth: '2024-13-45' } }, member.token);
    expect(date.errors?.[0]?.extensions).toEqual(invalid('visaBirth', 'validation.date'));
    const country = await h.gql(UPDATE, { id: member.id, input: { country: 'XX' } }, member.token);
    expect(country.errors?.[0]?.extensions).toEqual(invalid('country'));
    expect((await h.knex('users').where({ id: member.id }).first('country')).country).toBe('US');
    const ok = await h.gql<{ updateUser: { visaBirth: string; country: string } }>(
      UPDATE,
      { id: member.id, input: { visaBirth: '1985-02-28', country: 'CA' } },
      member.token,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.updateUser).toMatchObject({ visaBirth: '1985-02-28', country: 'CA' });
    // The stored date reads back as it was written, so the next edit passes the rules again.
    const again = await h.gql(UPDATE, { id: member.id, input: { department: 'Cytology' } }, member.token);
    expect(again.errors).toBeUndefined();
  });

  it('sorts only by the allowlisted fields, never by inherited names', async () => {
    for (const field of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'password']) {
      const users = await h.gql(USERS, { sort: [{ field }] }, admin.token);
      expect(users.errors?.[0]?.extensions).toEqual(invalid('sort_conditions.0.field'));
      const groups = await h.gql(
        'query ($sort: [SortCondition!]) { groups(sort_conditions: $sort) { count } }',
        { sort: [{ field: 'title' }, { field }] },
        admin.token,
      );
      expect(groups.errors?.[0]?.extensions).toEqual(invalid('sort_conditions.1.field'));
    }
  });

  it('checks the export filter field by field', async () => {
    const exportWith = (filter: string) =>
      fetch(`${h.url}/export/users.xlsx?filter=${encodeURIComponent(filter)}`, {
        headers: { authorization: `Bearer ${admin.token}`, 'x-download-reason': 'test' },
      });
    const cases: [string, string, string][] = [
      ['{"email_contains": 1}', 'filter.email_contains', 'validation.invalid'],
      ['{"id": "abc"}', 'filter.id', 'validation.invalid'],
      ['{"blocked": "yes"}', 'filter.blocked', 'validation.invalid'],
      ['{"password": "x"}', 'filter.password', 'validation.invalid'],
      ['null', 'filter', 'validation.invalid'],
      ['[1]', 'filter', 'validation.invalid'],
      ['{"country": "K\\u0000R"}', 'filter.country', 'validation.nulCharacter'],
    ];
    for (const [filter, field, code] of cases) {
      const res = await exportWith(filter);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body).toEqual({
        ok: false,
        code: 'VALIDATION_FAILED',
        fields: [expect.objectContaining({ field, code })],
      });
    }
    const nulInQuery = await fetch(`${h.url}/export/users.xlsx?filter=%00`, {
      headers: { authorization: `Bearer ${admin.token}`, 'x-download-reason': 'test' },
    });
    expect(await nulInQuery.json()).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'filter', code: 'validation.nulCharacter' }],
    });
    expect((await exportWith('{"email_contains": "example", "blocked": false}')).status).toBe(200);
  });
});
