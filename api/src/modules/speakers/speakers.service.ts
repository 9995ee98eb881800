// Invited speakers: members with the invited flag keep one speaker record with their CV, photo,
// lecture file and presentation, replaceable until the speaker upload deadline (site settings, Asia/Seoul).
import type { RequestContext } from '../../context';
import { speakerUploadDeadlineSetting } from '../settings/settings.lookup';
import type { MemberRow, SpeakerRow } from '../../db/rows';
import { runList, type ListArgs } from '../../lists/query';
import { AppError, invalidField, validationError } from '../../errors';
import { parseId } from '../../graphql/inputs';
import { isOrganiser } from '../auth/guards';
import { filesOfUse } from '../files/files.lookup';
import { findMemberById, setInvitedOfLiveMembers } from '../members/members.lookup';
import { INVITED_SPEAKERS_LIST_DEFINITION } from './speakers.list';
import {
  deleteSpeakerRows,
  findSpeaker,
  insertSpeaker,
  speakerRows,
  updateSpeakerRow,
} from './speakers.repository';

/** Each file slot and the upload use its file must have. */
export const SPEAKER_FILES = {
  file_cv: 'speakerCv',
  file_photo: 'speakerPhoto',
  file_lecture: 'speakerLecture',
  file_presentation: 'presentation',
} as const;
type Slot = keyof typeof SPEAKER_FILES;

const deadlinePassed = async (ctx: RequestContext) => {
  const deadline = await speakerUploadDeadlineSetting(ctx);
  return Boolean(deadline && ctx.clock.now() > deadline);
};

/** The input's file ids, each checked: right use and (unless an organiser) uploaded by the speaker. */
async function checkedFiles(
  ctx: RequestContext,
  input: Record<string, unknown>,
  userId: number,
  organiser: boolean,
) {
  const changes: Partial<Record<Slot, number | null>> = {};
  for (const slot of Object.keys(SPEAKER_FILES) as Slot[]) {
    if (!(slot in input) || input[slot] === undefined) continue;
    if (input[slot] === null) {
      changes[slot] = null;
      continue;
    }
    const id = parseId(input[slot], slot);
    const [file] = await filesOfUse(ctx.knex, [id], SPEAKER_FILES[slot], organiser ? undefined : userId);
    if (file === undefined) throw invalidField(slot);
    changes[slot] = id;
  }
  return changes;
}

/** Who acts on speaker records: an organiser, or an invited member before the deadline. */
async function speakerActor(ctx: RequestContext, viewer: MemberRow) {
  const organiser = isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST);
  if (!organiser) {
    if (!viewer.invited) throw new AppError('NOT_PERMITTED');
    if (await deadlinePassed(ctx))
      throw new AppError('NOT_PERMITTED', { message: 'The upload deadline has passed.' });
  }
  return { viewer, organiser };
}

export async function createSpeaker(
  ctx: RequestContext,
  member: MemberRow,
  input: Record<string, unknown>,
  userIdArg?: string | null,
) {
  const { viewer, organiser } = await speakerActor(ctx, member);
  const userId = organiser && userIdArg ? parseId(userIdArg, 'userId') : viewer.id;
  if (!(await findMemberById(ctx.knex, userId))) throw new AppError('NOT_FOUND');
  const files = await checkedFiles(ctx, input, userId, organiser);
  const row = await insertSpeaker(ctx.knex, {
    user_id: userId,
    ...files,
    created_id: viewer.id,
    created_at: ctx.clock.now(),
    updated_at: ctx.clock.now(),
  });
  if (!row) throw new AppError('CONFLICT', { message: 'This member already has a speaker record.' });
  return row;
}

export async function updateSpeaker(
  ctx: RequestContext,
  member: MemberRow,
  id: number,
  input: Record<string, unknown>,
) {
  const { viewer, organiser } = await speakerActor(ctx, member);
  const current = await findSpeaker(ctx.knex, id);
  if (current && !organiser && current.user_id !== viewer.id) throw new AppError('NOT_PERMITTED');
  if (!current) throw new AppError('NOT_FOUND');
  const files = await checkedFiles(ctx, input, current.user_id, organiser);
  return updateSpeakerRow(ctx.knex, id, files, ctx.clock.now());
}

export async function listSpeakers(
  ctx: RequestContext,
  viewer: MemberRow,
  userIdArg?: string | null,
): Promise<SpeakerRow[]> {
  const organiser = isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST);
  if (organiser) return speakerRows(ctx.knex, userIdArg ? parseId(userIdArg, 'userId') : undefined);
  if (userIdArg && parseId(userIdArg, 'userId') !== viewer.id) throw new AppError('NOT_PERMITTED');
  if (!viewer.invited) throw new AppError('NOT_PERMITTED');
  return speakerRows(ctx.knex, viewer.id);
}

/** Organisers (the resolver guards). */
export async function deleteSpeakers(ctx: RequestContext, ids: number[]) {
  return deleteSpeakerRows(ctx.knex, ids);
}

/** Sets or clears the invited flag of live members (organisers: the resolver guards). */
export async function setInvited(ctx: RequestContext, ids: number[], invited: boolean) {
  if (!ids.length) throw validationError([{ field: 'ids', code: 'validation.required' }]);
  return setInvitedOfLiveMembers(ctx.knex, ids, invited, ctx.clock.now());
}

/** Organisers: the invited-user list (regist/invitedSpeaker) with filters, sort and paging. */
export const listInvitedUsers = (ctx: RequestContext, args: ListArgs) =>
  runList<MemberRow>(INVITED_SPEAKERS_LIST_DEFINITION, ctx, args);
