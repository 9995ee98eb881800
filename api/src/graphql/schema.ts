import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DateTimeResolver, JSONResolver, LongResolver } from 'graphql-scalars';
import type { Resolvers } from '../generated/resolvers-types';
import { abstractsResolvers } from '../modules/abstracts/abstracts.resolvers';
import { authResolvers } from '../modules/auth/auth.resolvers';
import { consentsResolvers } from '../modules/consents/consents.resolvers';
import { countriesResolvers } from '../modules/countries/countries.resolvers';
import { filesResolvers } from '../modules/files/files.resolvers';
import { groupsResolvers } from '../modules/groups/groups.resolvers';
import { mailResolvers } from '../modules/mail/mail.resolvers';
import { memosResolvers } from '../modules/memos/memos.resolvers';
import { paysResolvers } from '../modules/pays/pays.resolvers';
import { receiptsResolvers } from '../modules/receipts/receipts.resolvers';
import { attendanceResolvers } from '../modules/attendance/attendance.resolvers';
import { deskRosterResolvers } from '../modules/attendance/deskRoster.resolvers';
import { creditsResolvers } from '../modules/credits/credits.resolvers';
import { walkInResolvers } from '../modules/attendance/walkIn.resolvers';
import { registrationsResolvers } from '../modules/registrations/registrations.resolvers';
import { speakersResolvers } from '../modules/speakers/speakers.resolvers';
import { sponsorsResolvers } from '../modules/sponsors/sponsors.resolvers';
import { visaLettersResolvers } from '../modules/visaLetters/visaLetters.resolvers';
import { accessRecordResolvers } from '../modules/accessRecord/accessRecord.resolvers';
import { recordBackOfficeAccess } from '../modules/accessRecord/accessRecord.wrap';
import { programmeResolvers } from '../modules/programme/programme.resolvers';
import { reviewResolvers } from '../modules/review/review.resolvers';
import { membersResolvers } from '../modules/members/members.resolvers';
import { statisticsResolvers } from '../modules/statistics/statistics.resolvers';
import { newsAndNoticesResolvers } from '../modules/newsAndNotices/newsAndNotices.resolvers';
import { popupsResolvers } from '../modules/popups/popups.resolvers';
import { settingsResolvers } from '../modules/settings/settings.resolvers';
import { retentionResolvers } from '../modules/retention/retention.resolvers';
import { secondFactorResolvers } from '../modules/secondFactor/secondFactor.resolvers';
import { REPO_ROOT } from '../paths';

/**
 * The schema files, loaded as they are (codegen.yml reads the same globs): the common scalars,
 * enums and paging types in api/src/graphql/, and each feature's `<feature>.graphql` in its module.
 */
export function loadTypeDefs(): string[] {
  const common = path.join(REPO_ROOT, 'api/src/graphql');
  const modules = path.join(REPO_ROOT, 'api/src/modules');
  const files = [
    ...graphqlFiles(common),
    ...readdirSync(modules, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => graphqlFiles(path.join(modules, entry.name))),
  ];
  return files.map((file) => readFileSync(file, 'utf8'));
}

const graphqlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => path.join(dir, file));

const baseResolvers: Resolvers = {
  DateTime: DateTimeResolver,
  JSON: JSONResolver,
  Long: LongResolver,
  Query: { health: () => 'ok' },
  Mutation: {},
};

const featureResolvers: Resolvers[] = [
  authResolvers,
  membersResolvers,
  groupsResolvers,
  mailResolvers,
  countriesResolvers,
  consentsResolvers,
  registrationsResolvers,
  paysResolvers,
  receiptsResolvers,
  attendanceResolvers,
  deskRosterResolvers,
  creditsResolvers,
  walkInResolvers,
  memosResolvers,
  speakersResolvers,
  abstractsResolvers,
  statisticsResolvers,
  newsAndNoticesResolvers,
  popupsResolvers,
  sponsorsResolvers,
  visaLettersResolvers,
  programmeResolvers,
  reviewResolvers,
  filesResolvers,
  settingsResolvers,
  accessRecordResolvers,
  retentionResolvers,
  secondFactorResolvers,
];

/**
 * Merges the per-feature resolver maps (one level deep: type → field); the operations the access
 * record records centrally record the back office's calls (modules/accessRecord).
 */
export function buildResolvers(): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of [baseResolvers, ...featureResolvers]) {
    for (const [type, fields] of Object.entries(part)) {
      if (fields && typeof fields === 'object' && !('serialize' in fields)) {
        merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
      } else {
        (merged as Record<string, unknown>)[type] = fields;
      }
    }
  }
  return recordBackOfficeAccess(merged as Resolvers);
}
