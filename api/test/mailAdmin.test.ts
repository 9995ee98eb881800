// Mail administration (docs/decisions.md "Mail administration"): templates (placeholders checked,
// HTML sanitised, preview by the sender's renderer), automatic-sending settings obeyed by the
// event mails, organisers' mails to a group with an attachment, the log's delivery state and resend.
import { pdf, upload } from './fileSamples';
import { memberProfile } from './fixtures';
import { KOREAN_REGISTRATION } from './kgSteps';
import { forgetMailSettings } from '../src/modules/mail/mail.settingsCache';
import { asAdminRole, startIsolatedHarness, type Harness } from './harness';

describe('mail administration', () => {
  let h: Harness;
  let admin: { id: number; email: string; token: string };
  beforeAll(async () => {
    h = await startIsolatedHarness();
    admin = await h.createUser({}, asAdminRole);
  });
  afterAll(() => h.close());

  const gql = (query: string, variables?: Record<string, unknown>) => h.gql(query, variables, admin.token);
  const CREATE =
    'mutation ($i: MailTemplateInput!) { createMailTemplate(input: $i) { id title contents type locale } }';

  it('refuses unknown placeholders with a translated error and writes nothing', async () => {
    const before = await h.knex('mail_templates').count({ n: '*' }).first();
    const result = await gql(CREATE, {
      i: {
        title: 'Hi {givenName}',
        contents: '<p>{givenname} {password}</p>',
        type: 'USER_INFO_EDIT',
        locale: 'ko',
      },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'contents', code: 'validation.mailPlaceholder' }],
    });
    expect(result.errors?.[0]?.message).toContain('{givenname}');
    expect(await h.knex('mail_templates').count({ n: '*' }).first()).toEqual(before);
    // Registration values are not offered for a sign-up mail.
    const wrongTable = await gql(CREATE, {
      i: { title: 'x', contents: '<p>{price}</p>', type: 'SIGN_UP', locale: 'en' },
    });
    expect(wrongTable.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('sanitises, previews against a real member, lists, updates and deletes templates', async () => {
    const member = await h.createUser({ givenName: 'Preview', familyName: 'Person' });
    const created = await gql(CREATE, {
      i: {
        title: 'Welcome {givenName}',
        contents:
          '<p onclick="x()" style="color:#123456;position:fixed">Dear <b>{givenName}</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://example.org">ok</a>',
        type: 'ABSTRACT_EDIT',
        locale: 'ko',
      },
    });
    expect(created.errors).toBeUndefined();
    const template = (created.data as { createMailTemplate: Record<string, string> }).createMailTemplate;
    expect(template.contents).toBe(
      '<p style="color:#123456">Dear <b>{givenName}</b></p><a>x</a><a href="https://example.org">ok</a>',
    );
    const preview = await gql(
      'query ($i: MailTemplateInput!, $u: ID) { previewMailTemplate(input: $i, userId: $u) { title content unknownPlaceholders userEmail } }',
      {
        i: {
          title: 'Hello {givenName}',
          contents: '<p>{familyName} {authcode} {nope}</p>',
          type: 'SIGN_UP',
          locale: 'en',
        },
        u: String(member.id),
      },
    );
    expect(preview.data).toEqual({
      previewMailTemplate: {
        title: 'Hello Preview',
        content: '<p>Person [authcode] </p>',
        unknownPlaceholders: ['nope'],
        userEmail: member.email,
      },
    });
    const listed = await gql(
      '{ mailTemplates(filter: { type: ABSTRACT_EDIT, locale: "ko", title: "welcome" }) { count rows { id } } }',
    );
    expect(listed.data).toEqual({ mailTemplates: { count: 1, rows: [{ id: template.id }] } });
    const updated = await gql(
      'mutation ($id: ID!, $i: MailTemplateInput!) { updateMailTemplate(id: $id, input: $i) { title } }',
      {
        id: template.id,
        i: { title: 'Changed {title}', contents: '<p>{title}</p>', type: 'ABSTRACT_EDIT', locale: 'ko' },
      },
    );
    expect(updated.data).toEqual({ updateMailTemplate: { title: 'Changed {title}' } });
    const deleted = await gql(
      'mutation ($ids: [ID!]!) { deleteMultipleMailTemplates(ids: $ids) { ok affected } }',
      {
        ids: [template.id],
      },
    );
    expect(deleted.data).toEqual({ deleteMultipleMailTemplates: { ok: true, affected: 1 } });
    expect(await gql(`{ mailTemplate(id: ${template.id}) { id } }`)).toEqual({
      data: { mailTemplate: null },
    });
  });

  it('keeps the last English template of an event type', async () => {
    const english = await h
      .knex('mail_templates')
      .where({ type: 'PAYMENT_REQUEST', locale: 'en', delete: false })
      .pluck('id');
    const result = await gql('mutation ($ids: [ID!]!) { deleteMultipleMailTemplates(ids: $ids) { ok } }', {
      ids: english.map(String),
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'ids', code: 'validation.mailLastTemplate' }],
    });
    expect(
      await h
        .knex('mail_templates')
        .whereIn('id', english)
        .where({ delete: false })
        .count({ n: '*' })
        .first(),
    ).toEqual({
      n: english.length,
    });
  });

  it('obeys the automatic-sending settings: the chosen template, and no mail when off', async () => {
    const SETTING =
      'mutation ($i: MailAutoSettingInput!) { updateMailAutoSetting(input: $i) { type enabled required template_ko_id } }';
    const chosen = await gql(CREATE, {
      i: {
        title: 'Chosen {givenName}',
        contents: '<p>Chosen template for {email}</p>',
        type: 'USER_INFO_EDIT',
        locale: 'ko',
      },
    });
    const chosenId = (chosen.data as { createMailTemplate: { id: string } }).createMailTemplate.id;
    const member = await h.createUser({ ...memberProfile, givenName: 'Auto' });
    const edit = () =>
      h.gql(
        'mutation ($id: ID!) { updateUser(id: $id, input: { receiveInfo: true }, locale: "ko") { id } }',
        { id: member.id },
        member.token,
      );
    try {
      const set = await gql(SETTING, {
        i: { type: 'USER_INFO_EDIT', enabled: true, template_ko_id: chosenId },
      });
      expect(set.data).toEqual({
        updateMailAutoSetting: {
          type: 'USER_INFO_EDIT',
          enabled: true,
          required: false,
          template_ko_id: chosenId,
        },
      });
      expect((await edit()).errors).toBeUndefined();
      const mail = await h.smtp.waitFor(member.email, /Chosen template for/);
      expect(mail.raw).toContain('Chosen Auto');
      await gql(SETTING, { i: { type: 'USER_INFO_EDIT', enabled: false } });
      await h
        .knex('send_emails')
        .where({ usermail: member.email })
        .update({ created_at: h.knex.raw("now() - interval '1 hour'") });
      expect((await edit()).errors).toBeUndefined();
      expect(await h.knex('send_emails').where({ usermail: member.email }).count({ n: '*' }).first()).toEqual(
        { n: 1 },
      );
      // The confirmation link cannot be switched off.
      const refused = await gql(SETTING, { i: { type: 'SIGN_UP', enabled: false } });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        fields: [{ field: 'enabled', code: 'validation.mailAlwaysSent' }],
      });
      // A template of another type cannot be chosen.
      const wrong = await gql(SETTING, {
        i: { type: 'ABSTRACT_EDIT', enabled: true, template_ko_id: chosenId },
      });
      expect(wrong.errors?.[0]?.extensions).toMatchObject({
        fields: [{ field: 'template_ko_id', code: 'validation.mailTemplateChoice' }],
      });
    } finally {
      await h
        .knex('mail_auto_settings')
        .where({ type: 'USER_INFO_EDIT' })
        .update({ enabled: true, template_ko_id: null });
      await h.knex('mail_templates').where({ id: chosenId }).update({ delete: true });
      forgetMailSettings(h.knex);
    }
  });

  it('switches the receipt and visa-letter decision mails like the other event mails', async () => {
    const SETTING =
      'mutation ($i: MailAutoSettingInput!) { updateMailAutoSetting(input: $i) { type enabled required } }';
    const listed = await gql('{ mailAutoSettings { type enabled required } }');
    const settings = (
      listed.data as { mailAutoSettings: { type: string; enabled: boolean; required: boolean }[] }
    ).mailAutoSettings;
    for (const type of ['PAYMENT_RECEIPT', 'VISA_LETTER_DECISION'])
      expect(settings).toContainEqual({ type, enabled: true, required: false });
    h.clock.setNow('2024-06-01T10:00:00+09:00'); // the registration window is open
    const member = await h.createUser({ ...memberProfile, country: 'KR' });
    const created = await h.gql<{ createRegistrationList: { id: string } }>(
      'mutation($input: RegistrationListInput!) { createRegistrationList(input: $input) { id } }',
      { input: KOREAN_REGISTRATION },
      member.token,
    );
    expect(created.errors).toBeUndefined();
    try {
      expect((await gql(SETTING, { i: { type: 'PAYMENT_RECEIPT', enabled: false } })).data).toEqual({
        updateMailAutoSetting: { type: 'PAYMENT_RECEIPT', enabled: false, required: false },
      });
      const recorded = await gql(
        'mutation($id: ID!) { recordBankTransfer(registrationId: $id, memo: "Deposit") { id } }',
        { id: created.data!.createRegistrationList.id },
      );
      expect(recorded.errors).toBeUndefined();
      // The receipt is issued; its mail is not sent.
      expect(await h.knex('receipts').where({ user_id: member.id })).toHaveLength(1);
      expect(await h.knex('send_emails').where({ usermail: member.email, type: 'PAYMENT_RECEIPT' })).toEqual(
        [],
      );
    } finally {
      await h.knex('mail_auto_settings').where({ type: 'PAYMENT_RECEIPT' }).update({ enabled: true });
      forgetMailSettings(h.knex);
      h.clock.reset();
    }
  });

  it("mails with an organiser's template edit at once, though the server keeps its templates a few seconds", async () => {
    const input = (wording: string) => ({
      title: 'Edited {givenName}',
      contents: `<p>${wording} for {email}</p>`,
      type: 'USER_INFO_EDIT',
      locale: 'ko',
    });
    const created = await gql(CREATE, { i: input('First wording') });
    const id = (created.data as { createMailTemplate: { id: string } }).createMailTemplate.id;
    const mailOfEdit = async () => {
      const member = await h.createUser({ ...memberProfile });
      const edited = await h.gql(
        'mutation ($id: ID!) { updateUser(id: $id, input: { receiveInfo: true }, locale: "ko") { id } }',
        { id: member.id },
        member.token,
      );
      expect(edited.errors).toBeUndefined();
      return (await h.knex('send_emails').where({ usermail: member.email }).first('content'))
        .content as string;
    };
    try {
      // The first mail reads the templates into the server's copy (MAIL_SETTINGS_CACHE_MS) ...
      expect(await mailOfEdit()).toContain('First wording');
      const updated = await gql(
        'mutation ($id: ID!, $i: MailTemplateInput!) { updateMailTemplate(id: $id, input: $i) { title } }',
        { id, i: input('Second wording') },
      );
      expect(updated.errors).toBeUndefined();
      // ... which the edit replaced: the very next mail, well within that time, has the new wording.
      expect(await mailOfEdit()).toContain('Second wording');
      await gql('mutation ($ids: [ID!]!) { deleteMultipleMailTemplates(ids: $ids) { ok } }', { ids: [id] });
      expect(await mailOfEdit()).not.toContain('wording');
    } finally {
      await h.knex('mail_templates').where({ id }).update({ delete: true });
      forgetMailSettings(h.knex);
    }
  });

  it('sends a template with an attachment to every member of a group, one logged mail each, and re-sends', async () => {
    const members = await Promise.all([1, 2, 3].map((n) => h.createUser({ givenName: `Grouped${n}` })));
    const [group] = await h
      .knex('groups')
      .insert({ title: 'Mail group', type: 'OTHER', free: false })
      .returning('id');
    await h.knex('group_users').insert(members.map((m) => ({ group_id: group.id, user_id: m.id })));
    const count = await gql('query ($r: MailRecipientsInput!) { countMailRecipients(recipients: $r) }', {
      r: { groupId: String(group.id) },
    });
    expect(count.data).toEqual({ countMailRecipients: 3 });
    const uploaded = await upload(h.url, 'mailAttachment', [{ name: 'programme.pdf', data: pdf() }], {
      token: admin.token,
    });
    expect(uploaded.status).toBe(201);
    const fileId = String((uploaded.body.files as { id: string }[])[0]?.id);
    const sent = await gql(
      'mutation ($i: CreateSendEmailInput!) { createSendEmail(input: $i) { ok affected } }',
      {
        i: {
          type: 'MANUAL',
          recipients: { groupId: String(group.id) },
          title: 'Programme for {givenName}',
          content: '<p>Dear {givenName}, see the programme.</p>',
          files: [fileId],
        },
      },
    );
    expect(sent.data).toEqual({ createSendEmail: { ok: true, affected: 3 } });
    for (const m of members) {
      const mail = await h.smtp.waitFor(m.email, /Programme/);
      expect(mail.raw).toContain('programme.pdf');
      expect(mail.raw).toContain('Dear Grouped');
    }
    const rows = await h
      .knex('send_emails')
      .whereIn(
        'usermail',
        members.map((m) => m.email),
      )
      .orderBy('id');
    expect(rows.map((r) => r.title).sort()).toEqual([
      'Programme for Grouped1',
      'Programme for Grouped2',
      'Programme for Grouped3',
    ]);
    // Delivery state in the log, then a resend queued as a new row.
    const log = await gql(
      `{ sendEmails(filter: { usermail: "${members[0]!.email}" }) { rows { id state delivery_attempts automatic } } }`,
    );
    const first = (log.data as { sendEmails: { rows: { id: string; state: string }[] } }).sendEmails.rows[0]!;
    const resent = await gql('mutation ($id: ID!) { resendEmail(id: $id) { ok } }', { id: first.id });
    expect(resent.data).toEqual({ resendEmail: { ok: true } });
    expect(
      await h
        .knex('send_emails')
        .where({ resent_from: Number(first.id) })
        .pluck('usermail'),
    ).toEqual([members[0]!.email]);
    // A template to chosen members; an attachment uploaded for something else is refused.
    const template = await h
      .knex('mail_templates')
      .where({ type: 'EVENT_REGISTRATION', locale: 'en', delete: false })
      .first('id');
    const byTemplate = await gql(
      'mutation ($i: CreateSendEmailInput!) { createSendEmail(input: $i) { affected } }',
      {
        i: {
          type: 'MANUAL',
          recipients: { userIds: [String(members[1]!.id)] },
          templateId: String(template.id),
        },
      },
    );
    expect(byTemplate.data).toEqual({ createSendEmail: { affected: 1 } });
    const code = await h
      .knex('send_emails')
      .insert({ type: 'FIND_PASSWORD', title: 't', usermail: 'x@example.org', content: 'c', authcode: 'h' })
      .returning('id');
    const refused = await gql('mutation ($id: ID!) { resendEmail(id: $id) { ok } }', {
      id: String(code[0].id),
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'id', code: 'validation.mailResendSecret' }],
    });
  });
});
