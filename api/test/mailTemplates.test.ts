// Mail templates see an allowlist of values, never a whole row (mail.placeholders.ts), and the
// template editor's column list (GET /column_list) offers exactly that allowlist.
import { SERVER_PLACEHOLDERS, TEMPLATE_COLUMNS } from '../src/modules/mail/mail.placeholders';
import { forgetMailSettings } from '../src/modules/mail/mail.settingsCache';
import { memberProfile } from './fixtures';
import { asAdminRole, startHarness, type Harness } from './harness';

describe('mail template values', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('renders a template that names secret columns without their values', async () => {
    // The Korean copy, so parallel suites reading the English mail are not disturbed.
    const template = await h
      .knex('mail_templates')
      .where({ type: 'USER_INFO_EDIT', locale: 'ko', delete: false })
      .first();
    await h
      .knex('mail_templates')
      .where({ id: template.id })
      .update({
        contents: `${template.contents}<p>{password} {confirmation_token_hash} {role_id} {name_kr}</p>`,
      });
    // Written past the organiser screens: this process's copy of the templates is forgotten by hand.
    forgetMailSettings(h.knex);
    try {
      const member = await h.createUser({
        ...memberProfile,
        name_kr: '김하나',
        confirmation_token_hash: 'secret-hash',
      });
      const updated = await h.gql(
        'mutation ($id: ID!) { updateUser(id: $id, input: { receiveInfo: true }, locale: "ko") { id } }',
        { id: member.id },
        member.token,
      );
      expect(updated.errors).toBeUndefined();
      const mail = await h
        .knex('send_emails')
        .where({ usermail: member.email, type: 'USER_INFO_EDIT' })
        .first();
      // Allowlisted values are filled in; the others render as nothing: neither the secret nor a raw
      // placeholder reaches the member (docs/decisions.md "Mail placeholders").
      expect(mail.content).toContain('<p>   김하나</p>');
      expect(mail.content).not.toContain('{');
      expect(mail.content).not.toContain('$argon2');
      expect(mail.content).not.toContain('secret-hash');
      const delivered = await h.smtp.waitFor(member.email);
      expect(delivered.raw).not.toContain('argon2');
    } finally {
      await h.knex('mail_templates').where({ id: template.id }).update({ contents: template.contents });
      forgetMailSettings(h.knex);
    }
  });

  it('offers the template editor exactly the allowlist (GET /column_list), organisers only', async () => {
    const admin = await h.createUser({}, asAdminRole);
    const member = await h.createUser();
    const get = (query: string, token?: string) =>
      fetch(`${h.url}/column_list?${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const ok = await get('table=users', admin.token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      ok: true,
      table: 'users',
      columns: [...TEMPLATE_COLUMNS.users],
      server: [...SERVER_PLACEHOLDERS],
    });
    expect(TEMPLATE_COLUMNS.users).not.toContain('password');
    expect((await get('table=users', member.token)).status).toBe(403);
    expect((await get('table=users')).status).toBe(401);
    const unknown = await get('table=rate_limits', admin.token);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'table', code: 'validation.invalid' }],
    });
  });
});
