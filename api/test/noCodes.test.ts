// No code where a person reads (issue 27 §1, §4): every mail type, rendered with demo data in
// both languages, and every Excel list of the back office, in both languages, name tiers, sponsor
// grades and statuses ("회원 (국내) · 전문의", "Gold", "결제 완료") and never spell their stored
// codes (KM_TIER1, GOLD, PAID). The mails are rendered twice: each type's seeded template and a
// template naming every placeholder the type allows, through the organiser's preview (the values
// the senders merge, from real rows) and through the sending path (queueTemplatedMail).
import ExcelJS from 'exceljs';
import {
  ABSTRACT_STATUSES,
  MAIL_TYPE_TABLES,
  MAIL_TYPES,
  SPONSOR_PAY_STATUSES,
  SPONSORSHIP_TIERS,
  ADVERTISEMENT_GRADES,
  TIER_NAMES,
  type MailType,
} from '@congress/domain';
import { PAY_STATUS_LABELS, PRICE_STATUS_LABELS } from '@congress/domain/lists';
import { seedDemo } from '../src/db/seeds/demo';
import { MAIL_TEMPLATES } from '../src/db/seeds/reference/mailTemplates.data';
import { LIST_DEFINITIONS } from '../src/lists/registry';
import { namedValues } from '../src/modules/mail/mail.names';
import { forgetMailSettings } from '../src/modules/mail/mail.settingsCache';
import { SERVER_PLACEHOLDERS, TEMPLATE_COLUMNS, templateValues } from '../src/modules/mail/mail.placeholders';
import { renderTemplate } from '../src/modules/mail/mail.template';
import { asAdminRole, startIsolatedHarness, type Harness } from './harness';
import { storedPassportNumber } from '../src/modules/visaLetters/visaLetters.repository';

const CODES = [
  ...Object.keys(TIER_NAMES),
  ...SPONSORSHIP_TIERS,
  ...ADVERTISEMENT_GRADES,
  ...SPONSOR_PAY_STATUSES,
  ...Object.keys(PRICE_STATUS_LABELS),
  ...Object.keys(PAY_STATUS_LABELS),
  ...ABSTRACT_STATUSES,
  'REQUESTED',
  'APPROVED',
];
/** A stored code as a whole word, in capitals (the words of a text are never all capitals). */
const STORED_CODE = new RegExp(`(?<![\\w-])(${[...new Set(CODES)].join('|')})(?![\\w-])`);

const codesIn = (text: string) => (STORED_CODE.exec(text) ?? [])[0];

/** Every placeholder a template of this type may name, as one line. */
const everyPlaceholder = (type: MailType) =>
  [
    ...new Set([
      ...(MAIL_TYPE_TABLES[type] as readonly (keyof typeof TEMPLATE_COLUMNS)[]).flatMap(
        (table) => TEMPLATE_COLUMNS[table],
      ),
      ...SERVER_PLACEHOLDERS,
    ]),
  ]
    .map((name) => `${name}={${name}}`)
    .join(' | ');

/** Demo rows as the senders merge them: the stored columns, with their codes. */
const DEMO_ROWS: Record<string, Record<string, unknown>> = {
  users: { givenName: 'Minji', familyName: 'Kim', name_kr: '김민지', title: 'DR', country: 'KR' },
  registration_lists: {
    category: 'KM_TIER1',
    occupation: 'PROFESSOR',
    attend: 'OFFLINE',
    price_status: 'PAID',
    price: '180000',
  },
  pays: { pay_status: 'PAID', product_name: 'KSP 2024 등록: 전문의', total: 180000 },
  abstracts: { title: 'Gut microbiome', status: 'ACCEPTED', preference: 'ORAL', category: 'ORIGINAL' },
  sponsors: { companyName_en: 'Nutri Diagnostics', managerName: 'Jisoo Park', grade: 'GOLD' },
  visa_letters: { status: 'APPROVED', letter_number: 'KSP2024-V-001', given_name: 'Anne' },
};

jest.setTimeout(60_000);

describe('no stored code where a person reads', () => {
  let h: Harness;
  let admin: { id: number; token: string };
  let member: { id: number; email: string; token: string };

  beforeAll(async () => {
    h = await startIsolatedHarness();
    h.clock.setNow('2024-06-01T10:00:00+09:00');
    admin = await h.createUser({}, asAdminRole);
    await seedDemo(h.knex);
    member = await h.createUser({ country: 'KR', title: 'DR' });
    const created = await h.gql<{ createRegistrationList: { id: string } }>(
      `mutation($input: RegistrationListInput!) { createRegistrationList(input: $input, locale: "ko") { id } }`,
      {
        input: {
          category: 'KM_TIER1',
          occupation: 'PROFESSOR',
          attend: 'OFFLINE',
          dinnerAttendance: false,
          accompanyingPerson: 0,
          badgeGivenName: 'Minji',
          badgeFamilyName: 'Kim',
        },
      },
      member.token,
    );
    expect(created.errors).toBeUndefined();
    const paid = await h.gql(
      `mutation($id: ID!) { createPayment(input: { registrationId: $id, cash_code: CN }) { id } }`,
      { id: created.data?.createRegistrationList.id },
      member.token,
    );
    expect(paid.errors).toBeUndefined();
    await h.knex('abstracts').insert({
      user_id: member.id,
      title: 'Gut microbiome and the liver',
      preference: 'ORAL',
      category: 'ORIGINAL',
      status: 'ACCEPTED',
    });
    await h.knex('visa_letters').insert({
      user_id: member.id,
      status: 'APPROVED',
      given_name: 'Minji',
      family_name: 'Kim',
      nationality: 'KR',
      ...storedPassportNumber('M12345678'),
      birth: '1980-01-01',
      issue: '2020-01-01',
      expire: '2030-01-01',
      letter_number: 'KSP2024-V-001',
      decided_by: admin.id,
      decided_at: new Date('2024-06-01T01:00:00Z'),
      locale: 'en',
    });
  });
  afterAll(() => h.close());

  it.each(MAIL_TYPES.flatMap((type) => (['en', 'ko'] as const).map((locale) => [type, locale] as const)))(
    'mail %s (%s): its template and every placeholder it allows show names, not codes',
    (type, locale) => {
      const rows = MAIL_TYPE_TABLES[type].map((table) => DEMO_ROWS[table] ?? {});
      const values = namedValues(type, templateValues(Object.assign({}, ...rows)), locale);
      const seeded = (
        MAIL_TEMPLATES as Partial<Record<MailType, Record<string, { title: string; contents: string }>>>
      )[type]?.[locale];
      for (const template of [...(seeded ? [seeded.title, seeded.contents] : []), everyPlaceholder(type)]) {
        const text = renderTemplate(template, values, { html: true });
        expect({ type, locale, code: codesIn(text) }).toEqual({ type, locale, code: undefined });
      }
    },
  );

  it.each(MAIL_TYPES.flatMap((type) => (['en', 'ko'] as const).map((locale) => [type, locale] as const)))(
    'the organiser’s preview of %s (%s) names every coded value of the member’s rows',
    async (type, locale) => {
      const template = everyPlaceholder(type);
      const preview = await h.gql<{ previewMailTemplate: { title: string; content: string } }>(
        'query ($i: MailTemplateInput!, $u: ID) { previewMailTemplate(input: $i, userId: $u) { title content } }',
        { i: { title: type, contents: `<p>${template}</p>`, type, locale }, u: String(member.id) },
        admin.token,
      );
      expect(preview.errors).toBeUndefined();
      const content = preview.data?.previewMailTemplate.content ?? '';
      expect(content.length).toBeGreaterThan(template.length / 4);
      expect(codesIn(content)).toBeUndefined();
    },
  );

  it('a registration mail naming the member’s and registration’s coded columns is sent with names', async () => {
    const templates = await h.knex('mail_templates').where({ type: 'EVENT_REGISTRATION', delete: false });
    for (const row of templates)
      await h
        .knex('mail_templates')
        .where({ id: row.id })
        .update({ contents: `${row.contents}<p>${everyPlaceholder('EVENT_REGISTRATION')}</p>` });
    forgetMailSettings(h.knex);
    const other = await h.createUser({ country: 'KR' });
    const created = await h.gql(
      `mutation($input: RegistrationListInput!) { createRegistrationList(input: $input, locale: "ko") { id } }`,
      {
        input: {
          category: 'KM_TIER2',
          occupation: 'RESIDENT',
          attend: 'ONLINE',
          dinnerAttendance: false,
          accompanyingPerson: 0,
          badgeGivenName: 'Jisoo',
          badgeFamilyName: 'Park',
        },
      },
      other.token,
    );
    expect(created.errors).toBeUndefined();
    const mail = await h
      .knex('send_emails')
      .whereRaw('lower(usermail) = lower(?)', [other.email])
      .where({ type: 'EVENT_REGISTRATION' })
      .first();
    expect(mail?.content).toContain('attend=온라인');
    expect(mail?.content).toContain('price_status=미결제');
    expect(mail?.content).toContain('country=대한민국');
    expect(codesIn(`${mail?.title} ${mail?.content}`)).toBeUndefined();
  });

  it.each(
    LIST_DEFINITIONS.flatMap((definition) =>
      (['en', 'ko'] as const).map((locale) => [definition.declaration.name, locale] as const),
    ),
  )('the %s export (%s) has no stored code in any cell', async (list, locale) => {
    const res = await fetch(`${h.url}/export/${list}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin.token}`,
        'x-download-reason': 'test',
      },
      body: JSON.stringify({ filter: {}, locale }),
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const found: string[] = [];
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          const code = codesIn(String(cell.text ?? ''));
          if (code) found.push(`${sheet.name}!${cell.address}: ${cell.text}`);
        }),
      ),
    );
    expect(found).toEqual([]);
  });

  it.each(['en', 'ko'])('the statistics export (%s) has no stored code in any cell', async (locale) => {
    const res = await fetch(`${h.url}/statistics/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ filter: {}, locale }),
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const found: string[] = [];
    let cells = 0;
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          cells += 1;
          if (codesIn(String(cell.text ?? ''))) found.push(`${sheet.name}!${cell.address}: ${cell.text}`);
        }),
      ),
    );
    expect(cells).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});
