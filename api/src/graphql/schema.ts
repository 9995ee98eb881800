import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DateTimeResolver, JSONResolver, LongResolver } from 'graphql-scalars';
import type { Resolvers } from '../generated/resolvers-types';
import { authResolvers } from '../modules/auth/auth.resolvers';
import { countriesResolvers } from '../modules/countries/countries.resolvers';
import { groupsResolvers } from '../modules/groups/groups.resolvers';
import { mailResolvers } from '../modules/mail/mail.resolvers';
import { registrationsResolvers } from '../modules/registrations/registrations.resolvers';
import { speakersResolvers } from '../modules/speakers/speakers.resolvers';
import { usersResolvers } from '../modules/users/users.resolvers';
import { REPO_ROOT } from '../paths';

/** The schema files codegen reads too (api/src/graphql/schema), loaded as they are. */
export function loadTypeDefs(): string[] {
  const dir = path.join(REPO_ROOT, 'api/src/graphql/schema');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

const baseResolvers: Resolvers = {
  DateTime: DateTimeResolver,
  JSON: JSONResolver,
  Long: LongResolver,
  Query: { health: () => 'ok' },
  Mutation: {},
};

const featureResolvers: Resolvers[] = [
  authResolvers,
  usersResolvers,
  groupsResolvers,
  mailResolvers,
  countriesResolvers,
  registrationsResolvers,
  speakersResolvers,
];

/** Merges the per-feature resolver maps (one level deep: type → field). */
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
  return merged as Resolvers;
}
