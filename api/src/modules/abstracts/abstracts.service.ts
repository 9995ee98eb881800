// Abstracts: members submit, modify and withdraw theirs while the submission period is open;
// organisers decide (status rules: @congress/domain abstracts.ts). Every change appends one entry
// to the abstract's history (who, when, what).
import {
  ABSTRACT_STATUSES,
  isWithin,
  ownerEditRefusal,
  presentationUploadRefusal,
  statusChangeRefusal,
  type AbstractRefusal,
  type AbstractStatus,
  type Period,
} from '@congress/domain';
import { abstractInputSchema } from '@congress/domain/validation';
import type { RequestContext } from '../../context';
import {
  abstractSubmissionPeriodSetting,
  presentationUploadDeadlineSetting,
} from '../settings/settings.lookup';
import { AppError, invalidField, parseInput, validationError } from '../../errors';
import { parseId, parseIds } from '../../graphql/inputs';
import { runList, type ListArgs } from '../../lists/query';
import { localeOf } from '../../locale';
import { isOrganiser } from '../auth/guards';
import { filesOfUse } from '../files/files.lookup';
import { queueManualMail } from '../mail/mail.manual';
import { queueTemplatedMail } from '../mail/mail.service';
import { renderTemplate } from '../mail/mail.template';
import { findMemberById, type MemberRow } from '../members/members.service';
import { ABSTRACTS_LIST_DEFINITION } from './abstracts.list';
import {
  abstractsOfMember,
  countsOfMember,
  findAbstract,
  fileIdsOfAbstracts,
  findAbstractForUpdate,
  liveAbstractIdsForUpdate,
  insertAbstract,
  replaceAbstractFiles,
  updateAbstractRow,
  type AbstractRow,
  type HistoryEntry,
} from './abstracts.repository';

export type { AbstractRow } from './abstracts.repository';
export { findAbstract };

/** The submission period organisers set (site settings; Asia/Seoul). */
export const submissionPeriod = (ctx: RequestContext): Promise<Period> =>
  abstractSubmissionPeriodSetting(ctx);

// Read before any transaction: the embedded database serves one session at a time.
const periodOpen = async (ctx: RequestContext) => isWithin(await submissionPeriod(ctx), ctx.clock.now());

const refused = (reason: AbstractRefusal) =>
  new AppError('NOT_PERMITTED', {
    message:
      reason === 'PERIOD_CLOSED'
        ? 'The abstract submission period is closed.'
        : 'This abstract can no longer be changed.',
  });

const CONTENT_FIELDS = [
  'title',
  'preference',
  'category',
  'topic',
  'objectives',
  'methods',
  'results',
  'conclusions',
  'keywords',
  'author',
  'including',
  'terms',
] as const;

/** The input checked (shared schema) and its image ids resolved to the owner's own abstract images. */
async function checkedInput(ctx: RequestContext, input: unknown, ownerId: number) {
  const value = parseInput(abstractInputSchema, input);
  const fileIds = parseIds(value.file_img, 'file_img');
  if (new Set(fileIds).size !== fileIds.length) throw invalidField('file_img');
  const own = await filesOfUse(ctx.knex, fileIds, 'abstractImage', ownerId);
  const foreign = fileIds.findIndex((id) => !own.includes(id));
  if (foreign >= 0) throw invalidField(`file_img.${foreign}`);
  const content = {
    ...Object.fromEntries(CONTENT_FIELDS.map((key) => [key, value[key]])),
    terms: { agreed: true },
  } as Pick<AbstractRow, (typeof CONTENT_FIELDS)[number]>;
  return { content, fileIds };
}

const historyEntry = (
  ctx: RequestContext,
  by: MemberRow,
  role: HistoryEntry['role'],
  rest: Partial<HistoryEntry>,
) => ({ at: ctx.clock.now().toISOString(), by: by.id, role, ...rest }) as HistoryEntry;

async function mailOwner(
  trx: Parameters<typeof queueTemplatedMail>[0],
  ctx: RequestContext,
  type: 'ABSTRACT_REGISTRATION' | 'ABSTRACT_EDIT',
  row: AbstractRow,
  locale: string | null | undefined,
) {
  const owner = await findMemberById(trx, row.user_id);
  if (!owner) return;
  // The abstract's title wins over the member's (Dr, Prof) in {title}.
  await queueTemplatedMail(trx, ctx, {
    type,
    to: owner.email,
    locale: localeOf(locale),
    values: { ...owner, ...row, abstract_id: row.id },
  });
}

export async function createAbstract(
  ctx: RequestContext,
  member: MemberRow,
  input: unknown,
  locale?: string | null,
) {
  if (!(await periodOpen(ctx))) throw refused('PERIOD_CLOSED');
  const { content, fileIds } = await checkedInput(ctx, input, member.id);
  return ctx.knex.transaction(async (trx) => {
    const row = await insertAbstract(
      trx,
      { ...content, user_id: member.id, status: 'SUBMITTED', accepted_as: null },
      historyEntry(ctx, member, 'owner', { action: 'CREATED', to: 'SUBMITTED' }),
      ctx.clock.now(),
    );
    await replaceAbstractFiles(trx, row.id, fileIds);
    await mailOwner(trx, ctx, 'ABSTRACT_REGISTRATION', row, locale);
    return row;
  });
}

/** The abstract if the viewer may see it (owner or organiser), else NOT_PERMITTED / NOT_FOUND. */
export async function findVisibleAbstract(
  ctx: RequestContext,
  viewer: MemberRow,
  id: number,
): Promise<AbstractRow> {
  const row = await findAbstract(ctx.knex, id);
  const organiser = isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST);
  if (row && !organiser && row.user_id !== viewer.id) throw new AppError('NOT_PERMITTED');
  if (!row || (row.delete && !organiser)) throw new AppError('NOT_FOUND');
  return row;
}

/** JSON with sorted keys: jsonb does not keep the key order it was given. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

export async function updateAbstract(
  ctx: RequestContext,
  viewer: MemberRow,
  id: number,
  input: unknown,
  locale?: string | null,
) {
  const current = await findVisibleAbstract(ctx, viewer, id);
  const asOwner = current.user_id === viewer.id && !isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST);
  const { content, fileIds } = await checkedInput(ctx, input, current.user_id);
  const open = await periodOpen(ctx);
  return ctx.knex.transaction(async (trx) => {
    const locked = await findAbstractForUpdate(trx, id);
    if (!locked) throw new AppError('NOT_FOUND');
    if (asOwner) {
      const reason = ownerEditRefusal(locked.status, open);
      if (reason) throw refused(reason);
    }
    const before = (await fileIdsOfAbstracts(trx, [id])).map((r) => r.file_id);
    const fields: string[] = CONTENT_FIELDS.filter((key) => !same(locked[key], content[key]));
    if (!same(before, fileIds)) fields.push('file_img');
    const row = await updateAbstractRow(
      trx,
      id,
      content,
      historyEntry(ctx, viewer, asOwner ? 'owner' : 'organiser', { action: 'UPDATED', fields }),
      ctx.clock.now(),
    );
    await replaceAbstractFiles(trx, id, fileIds);
    if (asOwner) await mailOwner(trx, ctx, 'ABSTRACT_EDIT', row, locale);
    return row;
  });
}

export async function withdrawAbstract(ctx: RequestContext, viewer: MemberRow, id: number) {
  const current = await findVisibleAbstract(ctx, viewer, id);
  if (current.user_id !== viewer.id) throw new AppError('NOT_PERMITTED');
  const open = await periodOpen(ctx);
  return ctx.knex.transaction(async (trx) => {
    const locked = await findAbstractForUpdate(trx, id);
    if (!locked) throw new AppError('NOT_FOUND');
    const reason = statusChangeRefusal('owner', locked.status, 'WITHDRAWN', open);
    if (reason) throw refused(reason);
    return updateAbstractRow(
      trx,
      id,
      { status: 'WITHDRAWN' },
      historyEntry(ctx, viewer, 'owner', { action: 'STATUS', from: locked.status, to: 'WITHDRAWN' }),
      ctx.clock.now(),
    );
  });
}

/** The presenting author's address, else the submitter's. */
function presenterOf(row: AbstractRow, owner: MemberRow | undefined): string | undefined {
  const authors = Array.isArray(row.author) ? (row.author as { email?: string; presenting?: boolean }[]) : [];
  return authors.find((a) => a.presenting)?.email ?? owner?.email;
}

const STATUS_LABEL: Record<AbstractStatus, { en: string; ko: string }> = {
  SUBMITTED: { en: 'Submitted', ko: '제출됨' },
  PENDING: { en: 'Pending', ko: '검토 중' },
  WITHDRAWN: { en: 'Withdrawn', ko: '철회됨' },
  ACCEPTED: { en: 'Accepted', ko: '채택' },
  REJECTED: { en: 'Rejected', ko: '불채택' },
};

/**
 * Organisers: moves each abstract to `status`. All or nothing: one abstract whose transition is
 * not allowed refuses the whole call (VALIDATION_FAILED naming it). notify: a bilingual mail to
 * each presenting author after the change.
 */
export async function changeAbstractStatus(
  ctx: RequestContext,
  organiser: MemberRow,
  ids: number[],
  status: AbstractStatus,
  notify: boolean,
): Promise<number> {
  if (!ABSTRACT_STATUSES.includes(status)) throw invalidField('status');
  const unique = [...new Set(ids)];
  if (!unique.length) throw validationError([{ field: 'ids', code: 'validation.required' }]);
  const changed = await ctx.knex.transaction(async (trx) => {
    const rows: AbstractRow[] = [];
    for (const [index, id] of unique.entries()) {
      const locked = await findAbstractForUpdate(trx, id);
      if (!locked) throw new AppError('NOT_FOUND', { message: `abstract ${id} not found` });
      if (statusChangeRefusal('organiser', locked.status, status, true))
        throw validationError([{ field: `ids.${index}`, code: 'validation.abstractTransition' }]);
      rows.push(
        await updateAbstractRow(
          trx,
          id,
          { status },
          historyEntry(ctx, organiser, 'organiser', { action: 'STATUS', from: locked.status, to: status }),
          ctx.clock.now(),
        ),
      );
    }
    return rows;
  });
  if (notify) {
    for (const row of changed) {
      const to = presenterOf(row, await findMemberById(ctx.knex, row.user_id));
      if (!to) continue;
      const values = { title: row.title, en: STATUS_LABEL[status].en, ko: STATUS_LABEL[status].ko };
      await queueManualMail(ctx, {
        type: 'MANUAL',
        to,
        title: renderTemplate('[KSP 2024] Abstract {en} / 초록 {ko}: {title}', values, { html: false }),
        content: renderTemplate(
          '<p>Your abstract “{title}” is now <strong>{en}</strong>.</p><p>초록 “{title}”의 상태가 <strong>{ko}</strong>(으)로 변경되었습니다.</p>',
          values,
        ),
      });
    }
  }
  return changed.length;
}

export async function deleteAbstracts(
  ctx: RequestContext,
  organiser: MemberRow,
  ids: number[],
): Promise<number> {
  return ctx.knex.transaction(async (trx) => {
    const live = await liveAbstractIdsForUpdate(trx, ids);
    for (const id of live)
      await updateAbstractRow(
        trx,
        id,
        { delete: true },
        historyEntry(ctx, organiser, 'organiser', { action: 'DELETED' }),
        ctx.clock.now(),
      );
    return live.length;
  });
}

/** Whether the viewer, as submitter, may upload or replace the presentation now (Abstract.presentationUploadable). */
export async function presentationUploadableByViewer(
  ctx: RequestContext,
  row: AbstractRow,
): Promise<boolean> {
  const viewer = ctx.auth.user;
  if (!viewer || row.user_id !== viewer.id || row.delete) return false;
  return !presentationUploadRefusal(
    row.status,
    await presentationUploadDeadlineSetting(ctx),
    ctx.clock.now(),
  );
}

/**
 * Sets (or, with null, removes) the presentation of an abstract. Its submitter: while it is
 * ACCEPTED and until the presentation upload deadline (site settings), with a file they uploaded for it (use
 * abstractPresentation). Organisers: at any time, any abstractPresentation file. Appended to the
 * history as an update of file_presentation.
 */
export async function updateAbstractPresentation(
  ctx: RequestContext,
  viewer: MemberRow,
  id: number,
  fileArg: unknown,
): Promise<AbstractRow> {
  const current = await findVisibleAbstract(ctx, viewer, id);
  const organiser = isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST);
  const fileId = fileArg == null ? null : parseId(fileArg, 'file');
  if (fileId !== null) {
    const uploader = organiser ? undefined : current.user_id;
    const [own] = await filesOfUse(ctx.knex, [fileId], 'abstractPresentation', uploader);
    if (own === undefined) throw invalidField('file');
  }
  const deadline = await presentationUploadDeadlineSetting(ctx);
  return ctx.knex.transaction(async (trx) => {
    const locked = await findAbstractForUpdate(trx, id);
    if (!locked) throw new AppError('NOT_FOUND');
    if (!organiser) {
      const reason = presentationUploadRefusal(locked.status, deadline, ctx.clock.now());
      if (reason)
        throw new AppError('NOT_PERMITTED', {
          message:
            reason === 'DEADLINE'
              ? 'The presentation upload deadline has passed.'
              : 'Only an accepted abstract takes a presentation.',
        });
    }
    return updateAbstractRow(
      trx,
      id,
      { file_presentation: fileId, presentation_uploaded_at: fileId === null ? null : ctx.clock.now() },
      historyEntry(ctx, viewer, organiser ? 'organiser' : 'owner', {
        action: 'UPDATED',
        fields: ['file_presentation'],
      }),
      ctx.clock.now(),
    );
  });
}

export const myAbstracts = (ctx: RequestContext, viewer: MemberRow) => abstractsOfMember(ctx.knex, viewer.id);

/** The member themself or an organiser (refused otherwise). */
function refuseUnlessSelfOrOrganiser(ctx: RequestContext, viewer: MemberRow, userId: number) {
  if (viewer.id !== userId && !isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST))
    throw new AppError('NOT_PERMITTED');
}

/** See PermittedAbstractResponse in abstracts.graphql. */
export async function permittedAbstract(ctx: RequestContext, viewer: MemberRow, id: number, userId: number) {
  refuseUnlessSelfOrOrganiser(ctx, viewer, userId);
  const row = await findAbstract(ctx.knex, id);
  if (!row || row.delete || row.user_id !== userId) return { response: false, reason: 'NOT_OWNER' };
  const reason = ownerEditRefusal(row.status, await periodOpen(ctx));
  return { response: reason === null, reason };
}

/** Whether the viewer, as owner, may edit this abstract now (Abstract.editable). */
export async function editableByViewer(ctx: RequestContext, row: AbstractRow): Promise<boolean> {
  const viewer = ctx.auth.user;
  if (!viewer || row.user_id !== viewer.id || row.delete) return false;
  return !ownerEditRefusal(row.status, await periodOpen(ctx));
}

export async function abstractTypeCount(ctx: RequestContext, viewer: MemberRow, userId: number) {
  refuseUnlessSelfOrOrganiser(ctx, viewer, userId);
  const counts = await countsOfMember(ctx.knex, userId);
  const live = counts.filter((c) => c.status !== 'WITHDRAWN');
  const sum = (rows: typeof counts) => rows.reduce((n, c) => n + c.count, 0);
  return {
    response: {
      total: sum(live),
      oral: sum(live.filter((c) => c.preference === 'ORAL')),
      poster: sum(live.filter((c) => c.preference === 'POSTER')),
      byStatus: ABSTRACT_STATUSES.map((status) => ({
        status,
        count: sum(counts.filter((c) => c.status === status)),
      })),
    },
  };
}

/** The spec's startDate / endDate are the list kit's created_at range; live abstracts unless asked. */
function kitFilter(filter: ListArgs['filter']): ListArgs['filter'] {
  const { startDate, endDate, ...rest } = { ...(filter ?? {}) } as Record<string, unknown>;
  return {
    ...rest,
    delete: rest.delete ?? false,
    ...(startDate != null ? { created_at_from: startDate } : {}),
    ...(endDate != null ? { created_at_to: endDate } : {}),
  };
}

export const listAbstracts = (ctx: RequestContext, args: ListArgs) =>
  runList<AbstractRow>(ABSTRACTS_LIST_DEFINITION, ctx, { ...args, filter: kitFilter(args.filter) });
