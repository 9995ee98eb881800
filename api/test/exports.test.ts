// The streamed Excel exports (api/src/lists/export.ts), read back with exceljs: header row from
// the shared declaration, rows restricted by the filter or by ids, the list's sort, the same
// access check as the GraphQL list, and validated input.
import ExcelJS from 'exceljs';
import { columnsFor, labelIn, MEMBERS_LIST } from '@congress/domain/lists';
import { asAdminRole, startHarness, type Harness } from './harness';

describe('Excel exports', () => {
  let h: Harness;
  let admin: { token: string };
  const tag = `ex${Date.now()}`;
  const email = (name: string) => `${tag}-${name}@example.org`;
  const ids = {} as Record<'ann' | 'bob' | 'cho', number>;

  const post = (list: string, body: unknown, token: string | null = admin.token) =>
    fetch(`${h.url}/export/${list}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // A reason, as every export of personal data asks (issue 39 §3; accessRecord.test.ts).
        'x-download-reason': 'test',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const sheetOf = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    return workbook.worksheets[0]!;
  };
  const rowsOf = (sheet: ExcelJS.Worksheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.createUser({}, asAdminRole);
    for (const [name, values] of [
      [
        'ann',
        {
          givenName: 'Ann',
          title: 'PROF',
          country: 'KR',
          invited: true,
          created_at: new Date('2024-05-01T03:00:00Z'),
        },
      ],
      ['bob', { givenName: 'Bob', country: 'US', blocked: true }],
      ['cho', { givenName: 'Cho', country: 'KR' }],
    ] as const) {
      ids[name] = (await h.createUser({ email: email(name), username: email(name), ...values })).id;
    }
  });
  afterAll(() => h.close());

  it('streams the filtered member list with the declared columns', async () => {
    const res = await post('members', {
      filter: { email_contains: tag },
      sort_conditions: [{ field: 'email' }],
    });
    // Streamed: no length known up front.
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="members.xlsx"');
    const sheet = await sheetOf(res);
    expect(sheet.name).toBe('Members');
    const columns = columnsFor(MEMBERS_LIST, 'export');
    const [header, ...rows] = rowsOf(sheet);
    expect(header).toEqual(columns.map((column) => labelIn(column.label, 'en')));
    expect(rows).toHaveLength(3);
    const at = (key: string) => columns.findIndex((column) => column.key === key);
    const ann = rows[0]!;
    expect(ann[at('id')]).toBe(ids.ann);
    expect(ann[at('email')]).toBe(email('ann'));
    expect(ann[at('givenName')]).toBe('Ann');
    // Coded values as words (issue 15), not PROF and KR.
    expect(ann[at('title')]).toBe('Prof.');
    expect(ann[at('country')]).toBe('South Korea');
    expect(ann[at('invited')]).toBe('Yes');
    expect(ann[at('blocked')]).toBe('No');
    // Seoul wall-clock time (12:00 KST for 03:00 UTC).
    expect(ann[at('created_at')]).toBe('2024-05-01 12:00');
    expect(rows.map((row) => row[at('email')])).toEqual([email('ann'), email('bob'), email('cho')]);
    // Never a column outside the declaration (the password hash above all).
    expect(JSON.stringify(rows)).not.toContain('$argon2');
  });

  it('prefixes text that a spreadsheet would run as a formula (OWASP CSV injection)', async () => {
    const typed = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1'];
    for (const [i, familyName] of typed.entries())
      await h.createUser({ email: email(`formula${i}`), username: email(`formula${i}`), familyName });
    const sheet = await sheetOf(
      await post('members', {
        filter: { email_contains: `${tag}-formula` },
        sort_conditions: [{ field: 'email' }],
      }),
    );
    const column = columnsFor(MEMBERS_LIST, 'export').findIndex((c) => c.key === 'familyName');
    const [, ...rows] = rowsOf(sheet);
    expect(rows.map((row) => row[column])).toEqual(typed.map((text) => `'${text}`));
  });

  it('restricts the export to the filter, to ids, or to both, in the requested order', async () => {
    const emails = async (body: Record<string, unknown>) =>
      rowsOf(await sheetOf(await post('members', body)))
        .slice(1)
        .map((row) => row[1]);
    expect(await emails({ filter: { email_contains: tag, country: 'KR' } })).toEqual([
      email('cho'),
      email('ann'),
    ]);
    expect(
      await emails({ ids: [String(ids.cho), ids.ann], sort_conditions: [{ field: 'id', direction: 'ASC' }] }),
    ).toEqual([email('ann'), email('cho')]);
    expect(await emails({ ids: [ids.ann, ids.bob], filter: { blocked: true } })).toEqual([email('bob')]);
    expect(
      await emails({ ids: [ids.ann, ids.cho], sort_conditions: [{ field: 'email', direction: 'DESC' }] }),
    ).toEqual([email('cho'), email('ann')]);
  });

  it('writes Korean headers and sheet name on request, and serves the GET download link', async () => {
    const res = await fetch(
      `${h.url}/export/members.xlsx?locale=ko&ids=${ids.ann}&filter=${encodeURIComponent(JSON.stringify({ email_contains: tag }))}`,
      { headers: { authorization: `Bearer ${admin.token}`, 'x-download-reason': 'test' } },
    );
    const sheet = await sheetOf(res);
    expect(sheet.name).toBe('회원');
    const [header, ann] = rowsOf(sheet);
    expect(header?.[1]).toBe('이메일');
    expect(ann?.[1]).toBe(email('ann'));
    const at = (label: string) => header!.indexOf(label);
    expect([ann?.[at('호칭')], ann?.[at('국가')], ann?.[at('초청')]]).toEqual([
      '교수 (Prof.)',
      '대한민국',
      '예',
    ]);
  });

  it('exports the dormant, groups and mail-log lists', async () => {
    await h
      .knex('users')
      .where({ id: ids.cho })
      .update({ last_login_at: new Date('2020-01-01T00:00:00Z') });
    const dormant = rowsOf(
      await sheetOf(await post('dormant', { filter: { email_contains: `${tag}-cho` } })),
    );
    expect(dormant[0]).toContain('Last login (or sign-up)');
    expect(dormant.slice(1).map((row) => row[1])).toEqual([email('cho')]);

    const [group] = await h
      .knex('groups')
      .insert({ title: `${tag} staff`, type: 'STAFF', free: false })
      .returning('id');
    await h
      .knex('group_users')
      .insert([ids.ann, ids.bob].map((user_id) => ({ group_id: group.id, user_id })));
    const groups = rowsOf(await sheetOf(await post('groups', { filter: { type: 'STAFF', title: tag } })));
    expect(groups[0]).toEqual(['No.', 'Title', 'Type', 'Free registration', 'Members', 'Created']);
    expect(groups.slice(1).map((row) => row.slice(1, 5))).toEqual([
      [`${tag} staff`, 'Congress staff', 'No', 2],
    ]);

    await h
      .knex('send_emails')
      .insert({ type: 'MANUAL', title: `${tag} hello`, usermail: email('ann'), content: 'x' });
    const mails = rowsOf(await sheetOf(await post('mailLog', { filter: { title: tag } })));
    expect(mails.slice(1).map((row) => row.slice(1, 4))).toEqual([
      ['Written by an organiser', `${tag} hello`, email('ann')],
    ]);
  });

  it('refuses callers the list refuses, unknown lists and invalid input, as JSON codes', async () => {
    const member = await h.createUser();
    const json = async (res: Response) => ({
      status: res.status,
      body: (await res.json()) as { code: string; fields?: unknown },
    });
    expect(await json(await post('members', {}, member.token))).toEqual({
      status: 403,
      body: { ok: false, code: 'NOT_PERMITTED' },
    });
    expect(await json(await post('members', {}, null))).toEqual({
      status: 401,
      body: { ok: false, code: 'LOGIN_REQUIRED' },
    });
    expect((await json(await post('passwords', {}))).status).toBe(404);
    const invalid = async (body: unknown) => {
      const result = await json(await post('members', body));
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('VALIDATION_FAILED');
      return result.body.fields;
    };
    expect(await invalid({ filter: { id: 'x' } })).toEqual([
      { field: 'filter.id', code: 'validation.invalid' },
    ]);
    expect(await invalid({ filter: { password: 'x' } })).toEqual([
      { field: 'filter.password', code: 'validation.invalid' },
    ]);
    expect(await invalid({ ids: ['1', '0'] })).toEqual([{ field: 'ids.1', code: 'validation.invalid' }]);
    expect(await invalid({ sort_conditions: [{ field: 'password' }] })).toEqual([
      { field: 'sort_conditions.0.field', code: 'validation.invalid' },
    ]);
    expect(await invalid({ everything: true })).toEqual([
      { field: 'everything', code: 'validation.invalid' },
    ]);
    expect(await invalid({ filter: { email_contains: 'a\u0000b' } })).toEqual([
      { field: 'filter.email_contains', code: 'validation.nulCharacter' },
    ]);
    // The member's refusal comes before any input check: no hint about valid fields.
    expect((await json(await post('members', { filter: { id: 'x' } }, member.token))).status).toBe(403);
  });
});
