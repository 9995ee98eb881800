// The wording of the event mails as members receive them (issue 36), read from the SMTP test
// server: the registration mail names the congress and writes its amount with separators, the
// receipt mail says what the receipt is for, and the decision mails read as sentences (the Korean
// particle agrees with the word before it; no space before a full stop or a particle).
import type { Locale, MailType } from '@congress/domain';
import { asAdminRole, startHarness, type Harness } from './harness';
import { formOf, kgSteps, KOREAN_REGISTRATION } from './kgSteps';
import { readMail } from './mailReader';
import { dataOf, R, reviewScene } from './reviewSteps';

describe('mail wording', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  beforeEach(() => h.clock.setNow('2024-06-01T10:00:00+09:00'));
  afterAll(() => h.close());

  const { registeredMember, payRequest, decide, postForm } = kgSteps(() => h);
  /** The first mail to `to` whose decoded subject matches, as its reader sees it. */
  async function received(to: string, subject: RegExp) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mail = h.smtp.mails.find(
        (m) => m.to.includes(to.toLowerCase()) && subject.test(readMail(m).subject),
      );
      if (mail) return readMail(mail);
      if (Date.now() > deadline) throw new Error(`no mail to ${to} with a subject matching ${subject}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('the registration mail names the congress and writes the fee with thousands separators (Korean and English)', async () => {
    const register = async (member: { token: string }, input: object, locale: string) => {
      const created = await h.gql<{ createRegistrationList: { id: string; price: string } }>(
        'mutation($input: RegistrationListInput!, $locale: String) { createRegistrationList(input: $input, locale: $locale) { id price } }',
        { input, locale },
        member.token,
      );
      expect(created.errors).toBeUndefined();
      return created.data!.createRegistrationList;
    };
    const korean = await h.createUser({ country: 'KR', name_kr: '김민지' });
    const { price } = await register(korean, KOREAN_REGISTRATION, 'ko');
    expect(Number(price)).toBeGreaterThanOrEqual(1000);
    const fee = Number(price).toLocaleString('en-US');
    const ko = await received(korean.email, /등록 안내/);
    expect(ko.subject).toContain('대한병리학회 2024 학술대회');
    expect(ko.text).toContain(`${fee} KRW`);

    const overseas = await h.createUser({ country: 'US', givenName: 'Anne', familyName: 'de Vries' });
    await register(
      overseas,
      { ...KOREAN_REGISTRATION, category: 'ON_TIER1', dinnerAttendance: false, accompanyingPerson: 0 },
      'en',
    );
    const en = await received(overseas.email, /^Your registration/);
    expect(en.subject).toContain('KSP 2024 Congress');
    expect(en.text).toMatch(/Fee: \d[\d,]* USD\./);
  });

  it("the receipt mail says what the receipt is for, in the mail and in the organisers' preview", async () => {
    const admin = await h.createUser({}, asAdminRole);
    const member = await registeredMember({ name_kr: '김민지' });
    const payment = await payRequest(member);
    const { action, fields } = formOf(await (await decide(payment.tid, 'approve', 'noNoti')).text());
    await postForm(action, fields);
    const mail = await received(member.email, /영수증/);
    expect(mail.text).toMatch(/내역: 결제 금액: 250,000 KRW/);
    // The template as the back office previews it with this member's rows.
    const template = await h
      .knex('mail_templates')
      .where({ type: 'PAYMENT_RECEIPT', locale: 'ko', delete: false })
      .orderBy('id')
      .first();
    const preview = await h.gql<{ previewMailTemplate: { title: string; content: string } }>(
      'query($input: MailTemplateInput!, $userId: ID) { previewMailTemplate(input: $input, userId: $userId) { title content } }',
      {
        input: { type: 'PAYMENT_RECEIPT', locale: 'ko', title: template.title, contents: template.contents },
        userId: String(member.id),
      },
      admin.token,
    );
    expect(preview.errors).toBeUndefined();
    const reference = (await h.knex('receipts').where({ pay_id: payment.id }).first()).number;
    expect(preview.data?.previewMailTemplate.title).toContain(
      `KSP2024-R-${String(reference).padStart(5, '0')}: 결제`,
    );
    expect(preview.data?.previewMailTemplate.content).toContain('<li>내역: 결제</li>');
    expect(preview.data?.previewMailTemplate.content).toContain('250,000 KRW');
  });

  it('the decision mails read as sentences: "as a poster." and "포스터 발표로"', async () => {
    const scene = await reviewScene(h);
    dataOf(await h.gql(R.decide, { ids: [String(scene.a1)], d: 'ACCEPT_POSTER' }, scene.admin.token));
    // s1 lives in Korea (Korean mail); r1, a co-author abroad, reads English.
    const ko = await received(scene.s1.email, /채택/);
    expect(ko.text).toContain('포스터 발표로 채택되었음을');
    expect(ko.text).not.toContain('(으)로');
    const en = await received(scene.r1.email, /accepted/);
    expect(en.text).toMatch(/as a poster\. /);
    expect(en.text).not.toContain('poster .');
  });

  it('the wording migration changes the templates still as seeded, never one an organiser edited', async () => {
    const wording = await import('../src/db/migrations/20240101008936_mail-wording');
    // In a transaction rolled back at the end: other suites share the templates.
    await h.knex
      .transaction(async (trx) => {
        await wording.down(trx);
        const template = async (type: MailType, locale: Locale) =>
          (await trx('mail_templates').where({ type, locale, delete: false }).orderBy('id').first())!;
        expect((await template('EVENT_REGISTRATION', 'ko')).title).toBe('학술대회 등록 안내');
        // An organiser's edit of the old English accepted mail.
        const edited = await template('ABSTRACT_ACCEPTED', 'en');
        await trx('mail_templates')
          .where({ id: edited.id })
          .update({ contents: edited.contents.replace('We are pleased', 'We are delighted') });
        await wording.up(trx);
        expect((await template('EVENT_REGISTRATION', 'ko')).title).toBe(
          '대한병리학회 2024 학술대회 등록 안내',
        );
        expect((await template('ABSTRACT_ACCEPTED', 'ko')).contents).toContain('{presentation}(으)로 채택');
        const kept = await template('ABSTRACT_ACCEPTED', 'en');
        expect(kept.contents).toContain('We are delighted');
        expect(kept.contents).toContain('as <b>{presentation}</b>.');
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
  });
});
