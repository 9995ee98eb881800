import type { Knex } from 'knex';

// Installations seeded before issue 15 have Korean templates that end in the English secretariat
// line, and an account-change notice that reads the same for a password change. The footer line
// is replaced wherever it appears in a Korean template; the notice is replaced only where an
// organiser left the old default untouched (edited templates are theirs).
const ENGLISH_FOOTER = 'KSP 2024 Congress secretariat · Busan, March 2024';
const KOREAN_FOOTER = '대한병리학회 2024 학술대회 사무국 · 부산, 2024년 3월';

const ACCOUNT_NOTICE = {
  en: {
    old: {
      title: 'Your account information was changed',
      body: '<p>Dear {givenName} {familyName},</p><p>The information of your account <b>{email}</b> was changed. If this was not you, contact the secretariat.</p>',
    },
    new: {
      title: 'Your {whatChanged} was changed',
      body: '<p>Dear {givenName} {familyName},</p><p>Your {whatChanged} (account <b>{email}</b>) was changed. If this was not you, contact the secretariat.</p>',
    },
  },
  ko: {
    old: {
      title: '회원 정보가 변경되었습니다',
      body: '<p>{name_kr}님,</p><p>계정 <b>{email}</b>의 정보가 변경되었습니다. 본인이 변경하지 않았다면 사무국에 문의해 주세요.</p>',
    },
    new: {
      title: '{whatChanged}가 변경되었습니다',
      body: '<p>{name_kr}님,</p><p>계정 <b>{email}</b>의 {whatChanged}가 변경되었습니다. 본인이 변경하지 않았다면 사무국에 문의해 주세요.</p>',
    },
  },
} as const;

export async function up(knex: Knex): Promise<void> {
  await knex('mail_templates')
    .where({ locale: 'ko' })
    .update({ contents: knex.raw('replace(contents, ?, ?)', [ENGLISH_FOOTER, KOREAN_FOOTER]) });
  for (const locale of ['en', 'ko'] as const) {
    const notice = ACCOUNT_NOTICE[locale];
    await knex('mail_templates')
      .where({ type: 'USER_INFO_EDIT', locale, title: notice.old.title })
      .whereRaw('strpos(contents, ?) > 0', [notice.old.body])
      .update({
        title: notice.new.title,
        contents: knex.raw('replace(contents, ?, ?)', [notice.old.body, notice.new.body]),
      });
  }
}

export async function down(): Promise<void> {
  // Text only; the earlier wording is not restored.
}
