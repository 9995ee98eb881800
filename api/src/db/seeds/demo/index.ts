// Demo content for a fresh install (SEED_DEMO). Runs once: an organiser who deletes it
// does not get it back on the next start.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { POPUP_NO_END_DATE, ROLE_MEMBER } from '@congress/domain';
import { hashPassword } from '../../../modules/auth/password';

const SEED_NAME = 'demo-v1';

export async function seedDemo(knex: Knex): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const inserted = await trx('seed_history')
      .insert({ name: SEED_NAME })
      .onConflict('name')
      .ignore()
      .returning('name');
    if (inserted.length === 0) return false;

    await trx('news_and_notices').insert([
      {
        title: 'Abstract submission is open',
        content:
          '<p>Abstracts for oral and poster presentations can be submitted from the Abstracts menu. 초록 접수가 시작되었습니다.</p>',
        type: 'NOTICE',
        created_name: 'Secretariat',
      },
      {
        title: 'Early registration fees until 29 September',
        content: '<p>Register before the deadline to benefit from the listed fees. 사전 등록 안내.</p>',
        type: 'NOTICE',
        created_name: 'Secretariat',
      },
      {
        title: 'Keynote on precision nutrition announced',
        content:
          '<p>The international symposium opens with a keynote on precision nutrition and pathology.</p>',
        type: 'NEWS',
        created_name: 'Scientific Committee',
      },
      {
        title: 'Programme book (draft)',
        content: '<p>The draft programme book is available in the download centre.</p>',
        type: 'DOWNLOAD',
        created_name: 'Secretariat',
      },
    ]);

    await trx('popups').insert({
      use: true,
      title: 'Welcome to Busan 2024',
      start: '2024-01-01T00:00:00+09:00',
      end: `${POPUP_NO_END_DATE}+09:00`,
      content: '<p>The 2024 congress and international symposium takes place in Busan in March 2024.</p>',
      size_width: 420,
      size_height: 320,
      location: 'CENTER',
      created_name: 'Secretariat',
    });

    await trx('groups').insert([
      { title: 'Organising committee', type: 'COMMITTEE', free: true },
      { title: 'Invited speakers', type: 'SPEAKER', free: true },
    ]);

    const role = await trx('roles').where({ name: ROLE_MEMBER }).first('id');
    // Demo members get unguessable passwords: they are examples to look at, not accounts.
    const password = await hashPassword(randomBytes(16).toString('base64url'));
    await trx('users').insert([
      {
        username: 'minji.kim@example.kr',
        email: 'minji.kim@example.kr',
        password,
        title: 'DR',
        degree: 'PHD',
        givenName: 'Minji',
        familyName: 'Kim',
        name_kr: '김민지',
        affiliation: 'Pusan National University Hospital',
        affiliation_kr: '부산대학교병원',
        department: 'Pathology',
        mobilePhone: '010-1234-5678',
        country: 'KR',
        role_id: role.id,
        confirmed: true,
      },
      {
        username: 'anne.devries@example.org',
        email: 'anne.devries@example.org',
        password,
        title: 'PROF',
        degree: 'PHD',
        givenName: 'Anne',
        familyName: 'de Vries',
        affiliation: 'Leiden University Medical Center',
        department: 'Pathology',
        mobilePhone: '31-6-1234-5678',
        country: 'NL',
        invited: true,
        role_id: role.id,
        confirmed: true,
      },
    ]);

    await trx('sponsors').insert({
      companyName_en: 'Nutri Diagnostics',
      companyName_kr: '뉴트리 진단',
      homepage_en: 'https://nutri-diagnostics.example.com',
      bizNumber: '123-45-67890',
      managerName: 'Jisoo Park',
      email: 'sponsor@nutri-diagnostics.example.com',
      grade: 'GOLD',
      price: 30_000_000,
    });
    return true;
  });
}
