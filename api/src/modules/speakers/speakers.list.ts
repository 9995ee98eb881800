// regist/invitedSpeaker: the invited-user list (spec §7: invited=true, delete=false,
// blocked=false) with each member's speaker files. Columns and filters: @congress/domain/lists.
import { INVITED_SPEAKERS_LIST } from '@congress/domain/lists';
import type { Knex } from 'knex';
import { defineList } from '../../lists/definition';
import { requireOrganiser } from '../auth/guards';
import { invitedMembers, withRoleName } from '../members/members.lookup';

/** The name of the file in one slot of the member's speaker record (null: none). */
const fileName = (slot: string) => ({
  raw: `(select f.name from upload_files f where f.id = speakers.${slot})`,
});

export const INVITED_SPEAKERS_LIST_DEFINITION = defineList({
  declaration: INVITED_SPEAKERS_LIST,
  guard: (ctx) => {
    requireOrganiser(ctx);
  },
  baseQuery: ({ knex }) => invitedMembers(knex).leftJoin('speakers', 'speakers.user_id', 'users.id'),
  rowsQuery: (query: Knex.QueryBuilder) => withRoleName(query),
  idColumn: 'users.id',
  columns: {
    id: 'users.id',
    email: 'users.email',
    givenName: 'users.givenName',
    familyName: 'users.familyName',
    name_kr: 'users.name_kr',
    affiliation: 'users.affiliation',
    country: 'users.country',
    presentation_name: fileName('file_presentation'),
    lecture_name: fileName('file_lecture'),
    cv_name: fileName('file_cv'),
    photo_name: fileName('file_photo'),
    speaker_updated_at: 'speakers.updated_at',
  },
  filters: {
    email_contains: { kind: 'contains', column: 'users.email' },
    familyName: { kind: 'contains', column: 'users.familyName' },
    name_kr_contains: { kind: 'contains', column: 'users.name_kr' },
    has_presentation: { kind: 'flag', column: { raw: 'speakers.file_presentation is not null' } },
  },
});
