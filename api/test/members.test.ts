import ExcelJS from 'exceljs';
import { asAdminRole, startHarness, type Harness } from './harness';
import { memberProfile } from './fixtures';

const USERS = `query ($filter: UsersFilter, $sort: [SortCondition!], $start: Int, $limit: Int) {
  users(filter: $filter, sort_conditions: $sort, start: $start, limit: $limit) { count rows { id email name_kr blocked delete } }
}`;
const UPDATE = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id givenName blocked delete } }`;

describe('member management', () => {
  let h: Harness;
  let admin: { token: string };
  const tag = `m${Date.now()}`;
  beforeAll(async () => {
    h = await startHarness();
    admin = await h.createUser({}, asAdminRole);
    await h.createUser({
      email: `${tag}-kim@example.kr`,
      username: `${tag}-kim@example.kr`,
      name_kr: '김민지',
      country: 'KR',
    });
    await h.createUser({
      email: `${tag}-lee@example.kr`,
      username: `${tag}-lee@example.kr`,
      name_kr: '이서준',
      country: 'KR',
      blocked: true,
    });
    await h.createUser({
      email: `${tag}-doe@example.org`,
      username: `${tag}-doe@example.org`,
      country: 'US',
      affiliation: 'Mayo Clinic',
    });
  });
  afterAll(() => h.close());

  it('filters, sorts and pages the member list with a total count', async () => {
    const all = await h.gql<{ users: { count: number; rows: { email: string }[] } }>(
      USERS,
      { filter: { email_contains: tag }, sort: [{ field: 'email', direction: 'ASC' }], start: 0, limit: 2 },
      admin.token,
    );
    expect(all.data?.users.count).toBe(3);
    expect(all.data?.users.rows.map((r) => r.email)).toEqual([
      `${tag}-doe@example.org`,
      `${tag}-kim@example.kr`,
    ]);
    const korea = await h.gql<{ users: { count: number } }>(
      USERS,
      { filter: { email_contains: tag, country: 'KR' } },
      admin.token,
    );
    expect(korea.data?.users.count).toBe(2);
    const byName = await h.gql<{ users: { rows: { name_kr: string }[] } }>(
      USERS,
      { filter: { name_kr_contains: '민지' } },
      admin.token,
    );
    expect(byName.data?.users.rows.map((r) => r.name_kr)).toContain('김민지');
    const blocked = await h.gql<{ users: { count: number } }>(
      USERS,
      { filter: { email_contains: tag, blocked: true } },
      admin.token,
    );
    expect(blocked.data?.users.count).toBe(1);
    const affiliation = await h.gql<{ users: { count: number } }>(
      USERS,
      { filter: { email_contains: tag, affiliation: 'mayo' } },
      admin.token,
    );
    expect(affiliation.data?.users.count).toBe(1);
    const unregistered = await h.gql<{ users: { count: number } }>(
      USERS,
      { filter: { email_contains: tag, registration_list_null: true } },
      admin.token,
    );
    expect(unregistered.data?.users.count).toBe(3);
  });

  it('refuses unknown sort fields and oversized pages', async () => {
    const sort = await h.gql(USERS, { sort: [{ field: 'password' }] }, admin.token);
    expect(sort.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'sort_conditions.0.field', code: 'validation.invalid' }],
    });
    const big = await h.gql(USERS, { limit: 100000 }, admin.token);
    expect(big.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'limit', code: 'validation.invalid' }],
    });
  });

  it('lets an organiser block, unblock and soft-delete a member', async () => {
    const member = await h.createUser();
    const blocked = await h.gql<{ updateUser: { blocked: boolean } }>(
      UPDATE,
      { id: member.id, input: { blocked: true } },
      admin.token,
    );
    expect(blocked.data?.updateUser.blocked).toBe(true);
    expect((await h.gql('{ me { id } }', {}, member.token)).errors?.[0]?.extensions?.code).toBe(
      'ACCOUNT_BLOCKED',
    );
    await h.gql(UPDATE, { id: member.id, input: { blocked: false, delete: true } }, admin.token);
    expect((await h.gql('{ me { id } }', {}, member.token)).errors?.[0]?.extensions?.code).toBe(
      'ACCOUNT_DELETED',
    );
  });

  it('lets a member edit their own profile, not their id, flags or another member', async () => {
    const member = await h.createUser(memberProfile);
    const other = await h.createUser();
    const ok = await h.gql<{ updateUser: { givenName: string } }>(
      UPDATE,
      { id: member.id, input: { givenName: 'Maria' } },
      member.token,
    );
    expect(ok.data?.updateUser.givenName).toBe('Maria');
    await h.smtp.waitFor(member.email, /account information was changed/);
    const idChange = await h.gql(
      UPDATE,
      { id: member.id, input: { email: 'new@example.org' } },
      member.token,
    );
    expect(idChange.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'email', code: 'validation.idCannotChange' },
    ]);
    const invalid = await h.gql(UPDATE, { id: member.id, input: { givenName: '마리아' } }, member.token);
    expect(invalid.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'givenName', code: 'validation.latinName' },
    ]);
    expect(
      (await h.gql(UPDATE, { id: member.id, input: { blocked: false } }, member.token)).errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_PERMITTED');
    expect(
      (await h.gql(UPDATE, { id: other.id, input: { givenName: 'X' } }, member.token)).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_PERMITTED');
    const row = await h.knex('users').where({ id: member.id }).first();
    expect(row.email).toBe(member.email);
  });

  it('changes a password only with the current one, and never to the same', async () => {
    const member = await h.createUser({ password_changed_at: new Date(Date.now() - 60_000) });
    const noCurrent = await h.gql(UPDATE, { id: member.id, input: { password: 'Fresh2024' } }, member.token);
    expect(noCurrent.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'currentPassword', code: 'validation.currentPassword' },
    ]);
    const same = await h.gql(
      UPDATE,
      { id: member.id, input: { password: 'Password2024', currentPassword: 'Password2024' } },
      member.token,
    );
    expect(same.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'password', code: 'validation.passwordMustDiffer' },
    ]);
    const done = await h.gql(
      UPDATE,
      { id: member.id, input: { password: 'Fresh2024', currentPassword: 'Password2024' } },
      member.token,
    );
    expect(done.errors).toBeUndefined();
  });

  it('changes the own password with changePassword and answers a fresh token', async () => {
    const CHANGE = `mutation ($current: String!, $password: String!) {
      changePassword(currentPassword: $current, password: $password) { jwt user { id email } }
    }`;
    const member = await h.createUser({ password_changed_at: new Date(Date.now() - 60_000) });
    const wrong = await h.gql(CHANGE, { current: 'Nope2024x', password: 'Fresh2024' }, member.token);
    expect(wrong.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'currentPassword', code: 'validation.currentPassword' },
    ]);
    // A refused new password names its field (it was reported on `_`, issue 27 §4).
    for (const [password, code] of [
      ['Fresh<2024', 'validation.passwordForbiddenChars'],
      ['F1', 'validation.passwordLength'],
    ])
      expect(
        (await h.gql(CHANGE, { current: 'Password2024', password }, member.token)).errors?.[0]?.extensions
          ?.fields,
      ).toEqual([{ field: 'password', code }]);
    expect(
      (await h.gql(CHANGE, { current: 'Password2024', password: 'Fresh2024' })).errors?.[0]?.extensions?.code,
    ).toBe('LOGIN_REQUIRED');
    const done = await h.gql<{ changePassword: { jwt: string; user: { id: string } } }>(
      CHANGE,
      { current: 'Password2024', password: 'Fresh2024' },
      member.token,
    );
    expect(done.errors).toBeUndefined();
    expect(done.data?.changePassword.user.id).toBe(String(member.id));
    // The old session ends; the answered token is the member's session from now on.
    expect((await h.gql('{ me { id } }', {}, member.token)).errors?.[0]?.extensions?.code).toBe(
      'LOGIN_EXPIRED',
    );
    const me = await h.gql<{ me: { id: string } }>('{ me { id } }', {}, done.data!.changePassword.jwt);
    expect(me.data?.me.id).toBe(String(member.id));
    const login = await h.gql<{ login: { jwt: string } }>(
      'mutation ($e: String!) { login(identifier: $e, password: "Fresh2024") { jwt } }',
      { e: member.email },
    );
    expect(login.data?.login.jwt).toBeTruthy();
  });

  it('lists dormant accounts (no login for a year)', async () => {
    const sleeper = await h.createUser({ last_login_at: new Date('2023-01-01T00:00:00Z') });
    const active = await h.createUser({ last_login_at: new Date() });
    const result = await h.gql<{ dormantUsers: { rows: { id: string }[] } }>(
      '{ dormantUsers(limit: 500) { count rows { id } } }',
      {},
      admin.token,
    );
    const ids = result.data?.dormantUsers.rows.map((r) => r.id) ?? [];
    expect(ids).toContain(String(sleeper.id));
    expect(ids).not.toContain(String(active.id));
  });

  it('exports the filtered list to an Excel file organisers can open', async () => {
    const res = await fetch(
      `${h.url}/export/users.xlsx?filter=${encodeURIComponent(JSON.stringify({ email_contains: tag }))}`,
      {
        headers: { authorization: `Bearer ${admin.token}`, 'x-download-reason': 'test' },
      },
    );
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Members')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(2).value).toBe('E-mail');
    const emails = [2, 3, 4].map((r) => sheet.getRow(r).getCell(2).value);
    expect(emails).toContain(`${tag}-kim@example.kr`);
    const member = await h.createUser();
    const refused = await fetch(`${h.url}/export/users.xlsx`, {
      headers: { authorization: `Bearer ${member.token}`, 'x-download-reason': 'test' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('groups', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('creates, filters, updates, moves users between and deletes groups', async () => {
    const admin = await h.createUser({}, asAdminRole);
    // Group types are a fixed list (GROUP_TYPES); this file is the only one using COMMITTEE and
    // BOARD, and starts from no live group of either, so changeUserGroup's targets are its own.
    const type = 'COMMITTEE';
    const otherType = 'BOARD';
    await h.knex('groups').whereIn('type', [type, otherType]).update({ delete: true });
    const tag = `T${Date.now()}`;
    const create = (title: string, free: boolean) =>
      h.gql<{ createGroup: { id: string } }>(
        'mutation ($input: GroupInput!) { createGroup(input: $input) { id } }',
        { input: { title: `${tag} ${title}`, type, free } },
        admin.token,
      );
    const a = (await create('Speakers A', true)).data!.createGroup.id;
    await create('Staff', false);
    const list = await h.gql<{ groups: { count: number; rows: { title: string }[] } }>(
      'query ($f: GroupsFilter) { groups(filter: $f) { count rows { title } } }',
      { f: { type, free: true, title: tag } },
      admin.token,
    );
    expect(list.data?.groups).toEqual({ count: 1, rows: [{ title: `${tag} Speakers A` }] });
    const blank = await h.gql(
      'mutation { createGroup(input: { title: " ", type: "COMMITTEE", free: false }) { id } }',
      {},
      admin.token,
    );
    expect(blank.errors?.[0]?.extensions?.fields).toEqual([{ field: 'title', code: 'validation.required' }]);
    // A type off the list (lower case included: types are no longer case-sensitive free text).
    for (const offList of ['committee', 'X']) {
      const refused = await h.gql(
        'mutation ($input: GroupInput!) { createGroup(input: $input) { id } }',
        { input: { title: `${tag} off list`, type: offList, free: false } },
        admin.token,
      );
      expect(refused.errors?.[0]?.extensions?.fields).toEqual([
        { field: 'type', code: 'validation.groupType' },
      ]);
    }

    const u1 = await h.createUser();
    const u2 = await h.createUser();
    const moved = await h.gql<{ changeUserGroup: { affected: number } }>(
      'mutation ($ids: [ID!]!, $type: String!) { changeUserGroup(ids: $ids, type: $type) { affected } }',
      { ids: [u1.id, u2.id], type },
      admin.token,
    );
    expect(moved.data?.changeUserGroup.affected).toBe(2);
    const group = await h.gql<{ group: { group_user_id: string[] } }>(
      `{ group(id: ${a}) { group_user_id } }`,
      {},
      admin.token,
    );
    expect(group.data?.group.group_user_id).toEqual([String(u1.id), String(u2.id)]);
    // Moving them again takes them out of the old group: no membership is left behind.
    const b = (
      await h.gql<{ createGroup: { id: string } }>(
        'mutation ($input: GroupInput!) { createGroup(input: $input) { id } }',
        { input: { title: `${tag} Staff B`, type: otherType, free: false } },
        admin.token,
      )
    ).data!.createGroup.id;
    await h.gql(
      'mutation ($ids: [ID!]!, $type: String!) { changeUserGroup(ids: $ids, type: $type) { affected } }',
      { ids: [u1.id], type: otherType },
      admin.token,
    );
    const members = async (id: string) =>
      (
        await h.gql<{ group: { group_user_id: string[] } }>(
          `{ group(id: ${id}) { group_user_id } }`,
          {},
          admin.token,
        )
      ).data?.group.group_user_id;
    expect(await members(a)).toEqual([String(u2.id)]);
    expect(await members(b)).toEqual([String(u1.id)]);
    expect(await h.knex('group_users').where({ user_id: u1.id }).pluck('group_id')).toEqual([Number(b)]);

    const unknown = await h.gql(
      'mutation { changeUserGroup(ids: ["1"], type: "NO_SUCH_TYPE") { affected } }',
      {},
      admin.token,
    );
    expect(unknown.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'type', code: 'validation.groupType' },
    ]);

    await h.gql(
      `mutation { updateGroup(id: ${a}, input: { title: "${tag} Speakers", type: "${type}", free: true }) { id } }`,
      {},
      admin.token,
    );
    const deleted = await h.gql<{ deleteMultipleGroups: { affected: number } }>(
      `mutation { deleteMultipleGroups(ids: [${a}]) { ok affected } }`,
      {},
      admin.token,
    );
    expect(deleted.data?.deleteMultipleGroups.affected).toBe(1);
    expect(
      (await h.gql<{ group: null }>(`{ group(id: ${a}) { id } }`, {}, admin.token)).data?.group,
    ).toBeNull();
  });
});

describe('mail log', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('shows organisers every mail with its delivery time, filtered', async () => {
    const admin = await h.createUser({}, asAdminRole);
    const member = await h.createUser();
    await h.gql(
      'mutation ($e: String!) { createSendEmail(input: { type: FIND_PASSWORD, usermail: $e }) { ok } }',
      { e: member.email },
    );
    await h.smtp.waitFor(member.email, /verification code/i);
    const result = await h.gql<{
      sendEmails: { count: number; rows: { type: string; usermail: string; sent_at: string | null }[] };
    }>(
      'query ($f: SendEmailsFilter) { sendEmails(filter: $f) { count rows { type usermail sent_at } } }',
      { f: { usermail: member.email, type: 'FIND_PASSWORD' } },
      admin.token,
    );
    expect(result.data?.sendEmails.count).toBe(1);
    expect(result.data?.sendEmails.rows[0]).toMatchObject({ type: 'FIND_PASSWORD', usermail: member.email });
    // The worker stamps sent_at right after the SMTP server accepted the mail.
    let sentAt = null;
    for (let i = 0; i < 50 && !sentAt; i += 1) {
      sentAt = (await h.knex('send_emails').where({ usermail: member.email }).first()).sent_at;
      if (!sentAt) await new Promise((r) => setTimeout(r, 100));
    }
    expect(sentAt).not.toBeNull();
  });
});
