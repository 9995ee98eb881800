// Demo content for a fresh install (SEED_DEMO). Runs once: an organiser who deletes it
// does not get it back on the next start.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { ROLE_MEMBER } from '@congress/domain';
import { hashPassword } from '../../../modules/auth/password';
import { sanitizeRichText } from '../../../richText';
import type { FileStorage } from '../../../modules/files/files.storage';
import { storeDemoDocuments } from './downloads';
import { DEMO_POPUP, DEMO_POSTS } from './news';

const SEED_NAME = 'demo-v1';

/** Inserts the demo content once; with a storage, the download posts get their PDF files. */
export async function seedDemo(knex: Knex, storage?: FileStorage): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const inserted = await trx('seed_history')
      .insert({ name: SEED_NAME })
      .onConflict('name')
      .ignore()
      .returning('name');
    if (inserted.length === 0) return false;

    const files = storage ? await storeDemoDocuments(trx, storage) : new Map<string, number[]>();
    await trx('news_and_notices').insert(
      DEMO_POSTS.map((post) => ({
        ...post,
        created_at: new Date(post.created_at),
        content: sanitizeRichText(post.content),
        attachment_ids: files.get(post.title) ?? [],
      })),
    );
    await trx('popups').insert({
      ...DEMO_POPUP,
      start: new Date(DEMO_POPUP.start),
      end: new Date(DEMO_POPUP.end),
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
        dialCode: '+82',
        country: 'KR',
        role_id: role!.id,
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
        mobilePhone: '6-1234-5678',
        dialCode: '+31',
        country: 'NL',
        invited: true,
        role_id: role!.id,
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
