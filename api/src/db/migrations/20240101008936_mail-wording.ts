import type { Knex } from 'knex';

// Mail wording (issue 36, docs/decisions.md "Payments, walk-in mails and mail wording"): the
// registration mail's subject names the congress, and the abstract decision mails put no tag
// between a value and the full stop or particle after it (a text reader showed "as a poster ."
// and "포스터 발표 (으)로"); the Korean particle after {presentation} is written (으)로 and chosen
// when the mail is rendered. Only templates still as seeded are changed: a template an organiser
// edited (its subject or its text) is theirs.

const frame = (footer: string) => (body: string) =>
  `<div style="font-family:Roboto,Arial,sans-serif;line-height:1.6;color:#1f2430">${body}<p style="color:#5d6475;font-size:13px">${footer}</p></div>`;
const en = frame('KSP 2024 Congress secretariat · Busan, March 2024');
const ko = frame('대한병리학회 2024 학술대회 사무국 · 부산, 2024년 3월');

const COMMENTS_EN =
  '<p>Comments of the reviewers to the authors:</p><div style="white-space:pre-line;border-left:3px solid #c9cfdb;padding-left:12px">{comments}</div><p>The submitter finds the decision and these comments in My abstract: <a href="{myAbstractUrl}">{myAbstractUrl}</a>.</p>';
const COMMENTS_KO =
  '<p>저자에게 전하는 심사위원 의견:</p><div style="white-space:pre-line;border-left:3px solid #c9cfdb;padding-left:12px">{comments}</div><p>제출자는 나의 초록에서 결과와 의견을 확인할 수 있습니다: <a href="{myAbstractUrl}">{myAbstractUrl}</a></p>';

interface Wording {
  type: string;
  locale: 'en' | 'ko';
  old: { title: string; contents: string };
  new: { title: string; contents: string };
}

/** Each changed default, as seeded before and after (the seed data holds the new one too). */
export const MAIL_WORDING: readonly Wording[] = [
  {
    type: 'EVENT_REGISTRATION',
    locale: 'en',
    old: {
      title: 'Your congress registration',
      contents: en(
        '<p>Dear {givenName},</p><p>Your registration ({category}) was received. Fee: {price} {currency}.</p>',
      ),
    },
    new: {
      title: 'Your registration for the KSP 2024 Congress',
      contents: en(
        '<p>Dear {givenName},</p><p>Your registration ({category}) was received. Fee: {price} {currency}.</p>',
      ),
    },
  },
  {
    type: 'EVENT_REGISTRATION',
    locale: 'ko',
    old: {
      title: '학술대회 등록 안내',
      contents: ko(
        '<p>{name_kr}님,</p><p>등록({category})이 접수되었습니다. 등록비: {price} {currency}.</p>',
      ),
    },
    new: {
      title: '대한병리학회 2024 학술대회 등록 안내',
      contents: ko(
        '<p>{name_kr}님,</p><p>등록({category})이 접수되었습니다. 등록비: {price} {currency}.</p>',
      ),
    },
  },
  {
    type: 'ABSTRACT_ACCEPTED',
    locale: 'en',
    old: {
      title: 'KSP 2024 Congress: your abstract has been accepted',
      contents: en(
        `<p>Dear {givenName} {familyName},</p><p>We are pleased to tell you that the abstract <b>{abstract_title}</b> has been accepted for the KSP 2024 Congress as <b>{presentation}</b>.</p>${COMMENTS_EN}`,
      ),
    },
    new: {
      title: 'KSP 2024 Congress: your abstract has been accepted',
      contents: en(
        `<p>Dear {givenName} {familyName},</p><p>We are pleased to tell you that the abstract <b>{abstract_title}</b> has been accepted for the KSP 2024 Congress as {presentation}.</p>${COMMENTS_EN}`,
      ),
    },
  },
  {
    type: 'ABSTRACT_ACCEPTED',
    locale: 'ko',
    old: {
      title: '대한병리학회 2024 학술대회: 초록이 채택되었습니다',
      contents: ko(
        `<p>{name_kr}님, 안녕하십니까.</p><p>초록 <b>{abstract_title}</b>이(가) 대한병리학회 2024 학술대회에 <b>{presentation}</b>(으)로 채택되었음을 알려 드립니다.</p>${COMMENTS_KO}`,
      ),
    },
    new: {
      title: '대한병리학회 2024 학술대회: 초록이 채택되었습니다',
      contents: ko(
        `<p>{name_kr}님, 안녕하십니까.</p><p>대한병리학회 2024 학술대회에 제출하신 초록이 {presentation}(으)로 채택되었음을 알려 드립니다.</p><p>초록 제목: <b>{abstract_title}</b></p>${COMMENTS_KO}`,
      ),
    },
  },
  {
    type: 'ABSTRACT_REJECTED',
    locale: 'ko',
    old: {
      title: '대한병리학회 2024 학술대회: 초록 심사 결과 안내',
      contents: ko(
        `<p>{name_kr}님, 안녕하십니까.</p><p>대한병리학회 2024 학술대회에 초록 <b>{abstract_title}</b>을(를) 제출해 주셔서 감사합니다. 아쉽게도 이번 학술대회에는 채택되지 않았음을 알려 드립니다.</p>${COMMENTS_KO}`,
      ),
    },
    new: {
      title: '대한병리학회 2024 학술대회: 초록 심사 결과 안내',
      contents: ko(
        `<p>{name_kr}님, 안녕하십니까.</p><p>대한병리학회 2024 학술대회에 초록을 제출해 주셔서 감사합니다. 아쉽게도 아래 초록은 이번 학술대회에 채택되지 않았음을 알려 드립니다.</p><p>초록 제목: <b>{abstract_title}</b></p>${COMMENTS_KO}`,
      ),
    },
  },
];

const swap = async (knex: Knex, from: 'old' | 'new', to: 'old' | 'new') => {
  for (const wording of MAIL_WORDING)
    // Untyped: rows as of this migration, whatever generated/tables.ts says of the table today.
    await knex<Record<string, unknown>>('mail_templates')
      .where({
        type: wording.type,
        locale: wording.locale,
        title: wording[from].title,
        contents: wording[from].contents,
      })
      .update({ title: wording[to].title, contents: wording[to].contents });
};

export const up = (knex: Knex) => swap(knex, 'old', 'new');

export const down = (knex: Knex) => swap(knex, 'new', 'old');
