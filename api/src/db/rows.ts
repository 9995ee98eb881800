// Row types of the tables as Knex returns them, each typed from the migrated schema
// (../generated/tables.ts) in its owning module's *.rows.ts; codegen maps GraphQL types onto
// these (codegen.yml "mappers") so resolvers return rows and field resolvers fill relations.
export type { MemberRow } from '../modules/members/members.rows';
export type { FileRow } from '../modules/files/files.repository';
export type { RegistrationRow } from '../modules/registrations/registrations.rows';
export type { SpeakerRow } from '../modules/speakers/speakers.rows';
export type { PayRow } from '../modules/pays/pays.rows';
