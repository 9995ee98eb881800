// Row types of the tables as Knex returns them; codegen maps GraphQL types onto these
// (codegen.yml "mappers") so resolvers return rows and field resolvers fill relations.
export type { MemberRow } from '../modules/members/members.repository';
export type { FileRow } from '../modules/files/files.repository';

export interface RegistrationRow {
  id: number;
  user_id: number;
  [column: string]: unknown;
}

export interface SpeakerRow {
  id: number;
  user_id: number;
  file_cv: number | null;
  file_photo: number | null;
  file_lecture: number | null;
  file_presentation: number | null;
  [column: string]: unknown;
}

export interface PayRow {
  id: number;
  registration_list_id: number | null;
  [column: string]: unknown;
}
