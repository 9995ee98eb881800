// Migrations are listed here so the esbuild bundle carries them (knex cannot scan a bundle).
// Append new files at the end; never edit one that has shipped.
import type { Knex } from 'knex';
import * as m0100 from './20240101000100_create-roles-and-countries';
import * as m0200 from './20240101000200_create-users';
import * as m0300 from './20240101000300_create-upload-files';
import * as m0400 from './20240101000400_create-abstracts';
import * as m0500 from './20240101000500_create-speakers';
import * as m0600 from './20240101000600_create-groups';
import * as m0700 from './20240101000700_create-popups';
import * as m0800 from './20240101000800_create-news-and-notices';
import * as m0900 from './20240101000900_create-mail-tables';
import * as m1000 from './20240101001000_create-registrations-and-pays';
import * as m1100 from './20240101001100_create-sponsors';
import * as m1200 from './20240101001200_create-memo-lists';
import * as m1300 from './20240101001300_create-seed-history';
import * as m1400 from './20240101001400_add-authcode-verification';
import * as m1520 from './20240101001520_add-password-reset-token';
import * as m1600 from './20240101001600_add-email-confirmation';
import * as m1700 from './20240101001700_add-mail-delivery-tracking';
import * as m3000 from './20240101003000_create-rate-limits';
import * as m3100 from './20240101003100_list-indexes';
import * as m3200 from './20240101003200_list-sort-indexes';
import * as m3300 from './20240101003300_list-lower-trigram-indexes';
import * as m4100 from './20240101004100_upload-file-use';
import * as m4500 from './20240101004500_mail-templates-korean-footer-and-what-changed';
import * as m5000 from './20240101005000_registration-payments';
import * as m5100 from './20240101005100_abstracts-title-trigram';
import * as m5200 from './20240101005200_group-types';
import * as m5300 from './20240101005300_send-emails-job-id';
import * as m5310 from './20240101005310_news-popups-lists';
import * as m5470 from './20240101005470_regist-backoffice-lists';
import * as m6110 from './20240101006110_sponsor-applications';
import * as m6120 from './20240101006120_mail-admin';
import * as m6212 from './20240101006212_statistics-indexes';
import * as m6300 from './20240101006300_visa-letters';
import * as m6930 from './20240101006930_abstract-presentation';
import * as m7100 from './20240101007100_registration-failures-counted';
import * as m7310 from './20240101007310_file-retention';
import * as m7400 from './20240101007400_receipts';
import * as m7500 from './20240101007500_virtual-accounts';
import * as m7600 from './20240101007600_programme';
import * as m8200 from './20240101008200_site-settings';
import * as m8300 from './20240101008300_user-dial-code';
import * as m8500 from './20240101008500_abstract-review';
import * as m8600 from './20240101008600_attendance-scans';
import * as m8700 from './20240101008700_credits';
import * as m8800 from './20240101008800_walk-in-registrations';
import * as m8900 from './20240101008900_review-drafts';
import * as m8936 from './20240101008936_mail-wording';
import * as m8937 from './20240101008937_auto-mail-receipt-visa';
import * as m8950 from './20240101008950_login-alert-mail';
import * as m9000 from './20240101009000_public-content-version';
import * as m9100 from './20240101009100_consents';
import * as m9200 from './20240101009200_passport-numbers-encrypted';
import * as m9300 from './20240101009300_personal-data-access';
import * as m9400 from './20240101009400_retention';
import * as m9500 from './20240101009500_second-factor';
import * as m9550 from './20240101009550_second-factor-mail';

type Migration = Knex.Migration;

const migrations: [string, Migration][] = [
  ['20240101000100_create-roles-and-countries', m0100],
  ['20240101000200_create-users', m0200],
  ['20240101000300_create-upload-files', m0300],
  ['20240101000400_create-abstracts', m0400],
  ['20240101000500_create-speakers', m0500],
  ['20240101000600_create-groups', m0600],
  ['20240101000700_create-popups', m0700],
  ['20240101000800_create-news-and-notices', m0800],
  ['20240101000900_create-mail-tables', m0900],
  ['20240101001000_create-registrations-and-pays', m1000],
  ['20240101001100_create-sponsors', m1100],
  ['20240101001200_create-memo-lists', m1200],
  ['20240101001300_create-seed-history', m1300],
  ['20240101001400_add-authcode-verification', m1400],
  ['20240101001520_add-password-reset-token', m1520],
  ['20240101001600_add-email-confirmation', m1600],
  ['20240101001700_add-mail-delivery-tracking', m1700],
  ['20240101003000_create-rate-limits', m3000],
  ['20240101003100_list-indexes', m3100],
  ['20240101003200_list-sort-indexes', m3200],
  ['20240101003300_list-lower-trigram-indexes', m3300],
  ['20240101004100_upload-file-use', m4100],
  ['20240101004500_mail-templates-korean-footer-and-what-changed', m4500],
  ['20240101005000_registration-payments', m5000],
  ['20240101005100_abstracts-title-trigram', m5100],
  ['20240101005200_group-types', m5200],
  ['20240101005300_send-emails-job-id', m5300],
  ['20240101005310_news-popups-lists', m5310],
  ['20240101005470_regist-backoffice-lists', m5470],
  ['20240101006110_sponsor-applications', m6110],
  ['20240101006120_mail-admin', m6120],
  ['20240101006212_statistics-indexes', m6212],
  ['20240101006300_visa-letters', m6300],
  ['20240101006930_abstract-presentation', m6930],
  ['20240101007100_registration-failures-counted', m7100],
  ['20240101007310_file-retention', m7310],
  ['20240101007400_receipts', m7400],
  ['20240101007500_virtual-accounts', m7500],
  ['20240101007600_programme', m7600],
  ['20240101008200_site-settings', m8200],
  ['20240101008300_user-dial-code', m8300],
  ['20240101008500_abstract-review', m8500],
  ['20240101008600_attendance-scans', m8600],
  ['20240101008700_credits', m8700],
  ['20240101008800_walk-in-registrations', m8800],
  ['20240101008900_review-drafts', m8900],
  ['20240101008936_mail-wording', m8936],
  ['20240101008937_auto-mail-receipt-visa', m8937],
  ['20240101008950_login-alert-mail', m8950],
  ['20240101009000_public-content-version', m9000],
  ['20240101009100_consents', m9100],
  ['20240101009200_passport-numbers-encrypted', m9200],
  ['20240101009300_personal-data-access', m9300],
  ['20240101009400_retention', m9400],
  ['20240101009500_second-factor', m9500],
  ['20240101009550_second-factor-mail', m9550],
];

export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};

export const migrationConfig: Knex.MigratorConfig = {
  migrationSource,
  tableName: 'knex_migrations',
};
