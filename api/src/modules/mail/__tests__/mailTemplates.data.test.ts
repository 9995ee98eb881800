// Issue 15 §3: no mail may carry a raw `{placeholder}`, whatever the row lacks, and a Korean mail
// is Korean to its last line.
import { MAIL_FOOTERS, MAIL_TEMPLATES } from '../../../db/seeds/reference/mailTemplates.data';
import { ACCOUNT_CHANGE_LABELS } from '../../members/members.service';
import { placeholdersOf, renderTemplate, type TemplateValues } from '../mail.template';
import { templateValues } from '../mail.placeholders';

/** What each template type is rendered with when only the required values exist. */
const REQUIRED_VALUES: Record<keyof typeof MAIL_TEMPLATES, TemplateValues> = {
  // A member's required fields (spec §5 and profileSchema: no Korean name, no Korean affiliation).
  SIGN_UP: { validHours: 48, confirmUrl: 'https://congress.example/auth/confirm?token=abc' },
  FIND_PASSWORD: { validMinutes: 10, authcode: '123456' },
  USER_INFO_EDIT: { whatChanged: ACCOUNT_CHANGE_LABELS.ko.password },
  EVENT_REGISTRATION: { category: 'KM_TIER1', price: '180000', currency: 'KRW' },
  REGISTRATION_EDIT: {},
  ABSTRACT_REGISTRATION: { title: 'Gut microbiome' },
  ABSTRACT_EDIT: { title: 'Gut microbiome' },
  PAYMENT_REQUEST: { product_name: 'Registration', total: 180000, user_name: 'Anne de Vries' },
  SPONSOR_APPLICATION: {
    managerName: 'Kim Minji',
    companyName_en: 'Busan Bio',
    grade: 'Gold',
    price: '30,000,000',
  },
  VISA_LETTER_DECISION: {
    status: 'Approved',
    myRegistrationUrl: 'https://congress.example/mypage/my_registration',
  },
  ABSTRACT_ACCEPTED: {
    abstract_title: 'Gut microbiome',
    decision: 'Accepted',
    presentation: 'Oral presentation',
    comments: 'Reviewer 1: Clear methods.',
    myAbstractUrl: 'https://congress.example/mypage/my_abstract',
  },
  ABSTRACT_REJECTED: {
    abstract_title: 'Gut microbiome',
    decision: 'Not accepted',
    comments: '',
    myAbstractUrl: 'https://congress.example/mypage/my_abstract',
  },
  REVIEW_REMINDER: { open_reviews: 3, myReviewsUrl: 'https://congress.example/mypage/my_reviews' },
  CREDITS_EXPECTED: {
    credit_days: '2024-03-21: first scan 08:55, last scan 17:30; 300 minutes counted, 5 points.',
    credit_totals: 'KMA CME credits: 300 minutes, 5 points',
    objections_close: '2024-04-05 18:00 (Korea time)',
    myCreditsUrl: 'https://congress.example/mypage/my_credits',
  },
  LOGIN_ALERT: { wrong_guesses: 31, window_minutes: 15, alert_time: '2024-03-21 10:05 (Korea time)' },
  SECOND_FACTOR_CHANGED: {
    factor_change: 'A passkey named “Desk laptop” was added as a second factor.',
    change_time: '2024-03-21 10:05 (Korea time)',
  },
  PROGRAMME_SLOT_MOVED: {
    talk_title: 'Gut microbiome and the liver',
    old_slot: 'Thu 21 March 2024, 10:00–10:15 (Asia/Seoul), Hall A',
    new_slot: 'Fri 22 March 2024, 14:00–14:15 (Asia/Seoul), Hall B',
    programmeUrl: 'https://congress.example/programs/program_scientific',
  },
  PAYMENT_RECEIPT: {
    reference: 'KSP2024-R-00001',
    kind: 'Payment',
    amount: '250,000 KRW',
    myRegistrationUrl: 'https://congress.example/mypage/my_registration',
  },
  VIRTUAL_ACCOUNT: {
    product_name: 'Specialist',
    amount: '250,000 KRW',
    bank: '신한은행',
    account_no: '562012345678',
    deadline: '2024-06-08 23:59',
    myRegistrationUrl: 'https://congress.example/mypage/my_registration',
  },
};
const member = {
  id: 7,
  username: 'anne@example.org',
  email: 'anne@example.org',
  givenName: 'Anne',
  familyName: 'de Vries',
  title: 'DR',
  degree: 'PHD',
  affiliation: 'Leiden University',
  department: 'Pathology',
  mobilePhone: '31-6-1234-5678',
  country: 'NL',
  // Optional fields left empty the ways a row can hold them.
  name_kr: null,
  affiliation_kr: '',
  phone: undefined,
};

const cases = Object.entries(MAIL_TEMPLATES).flatMap(([type, byLocale]) =>
  (['en', 'ko'] as const).map((locale) => ({ type, locale, template: byLocale[locale] })),
);

describe('default mail templates', () => {
  it.each(cases)('$type ($locale) renders no brace with every optional field empty', ({ type, template }) => {
    const values = { ...member, ...REQUIRED_VALUES[type as keyof typeof MAIL_TEMPLATES] };
    const title = renderTemplate(template.title, values, { html: false });
    const contents = renderTemplate(template.contents, values, { html: true });
    expect(title).not.toContain('{');
    expect(contents).not.toContain('{');
    expect(title.trim()).not.toBe('');
  });

  it.each(cases)(
    '$type ($locale) uses only placeholders the mail may show (the allowlist)',
    ({ template }) => {
      // A placeholder outside the allowlist is dropped before rendering and prints as nothing.
      const used = placeholdersOf(template.title + template.contents);
      const shown = Object.keys(templateValues(Object.fromEntries(used.map((name) => [name, 'x']))));
      expect(used.filter((name) => !shown.includes(name))).toEqual([]);
    },
  );

  it.each(cases)('$type ($locale) renders no brace even with no values at all', ({ template }) => {
    expect(renderTemplate(template.title, {}, { html: false })).not.toContain('{');
    expect(renderTemplate(template.contents, {}, { html: true })).not.toContain('{');
  });

  it.each(cases)(
    '$type ($locale) ends with the secretariat line in its own language',
    ({ locale, template }) => {
      expect(template.contents).toContain(MAIL_FOOTERS[locale]);
      if (locale === 'ko') expect(template.contents).not.toContain(MAIL_FOOTERS.en);
    },
  );

  it('greets a member without a Korean name by their English name in a Korean mail', () => {
    const { title, contents } = MAIL_TEMPLATES.USER_INFO_EDIT.ko;
    const values = { ...member, whatChanged: ACCOUNT_CHANGE_LABELS.ko.password };
    expect(renderTemplate(contents, values)).toContain('<p>Anne de Vries님,</p>');
    expect(renderTemplate(title, values, { html: false })).toBe('비밀번호가 변경되었습니다');
    expect(renderTemplate(contents, { ...values, name_kr: '김하나' })).toContain('<p>김하나님,</p>');
  });
});

describe('the issue-36 wording migration', () => {
  it("moves an untouched default to exactly today's seeded template", async () => {
    const { MAIL_WORDING } = await import('../../../db/migrations/20240101008936_mail-wording');
    for (const wording of MAIL_WORDING) {
      const seeded = MAIL_TEMPLATES[wording.type as keyof typeof MAIL_TEMPLATES][wording.locale];
      expect(wording.new).toEqual(seeded);
      expect(wording.old).not.toEqual(seeded);
    }
  });
});
