// Popups shown on /home. Visitors get the active ones (use, and now within start and end, now from
// the request's clock); organisers manage every live popup. Content is sanitised before storing.
import { popupInputSchema } from '@congress/domain/validation';
import type { RequestContext } from '../../context';
import { AppError, parseInput, validationError } from '../../errors';
import { parseIds } from '../../graphql/inputs';
import { runList, type ListArgs } from '../../lists/query';
import { sanitizeRichText } from '../../richText';
import { currentUser, isOrganiser } from '../auth/guards';
import type { MemberRow } from '../members/members.lookup';
import { authorOf } from '../newsAndNotices/newsAndNotices.service';
import { POPUPS_LIST_DEFINITION } from './popups.list';
import {
  activeAt,
  findLivePopup,
  insertPopup,
  softDeletePopups,
  updateLivePopup,
  type PopupRow,
} from './popups.repository';

export type { PopupRow } from './popups.repository';

/** Everyone but an organiser: the active popups, nothing else (no filter, default order). */
export function listPopups(ctx: RequestContext, args: ListArgs) {
  const { active, ...filter } = (args.filter ?? {}) as Record<string, unknown>;
  const viewer = currentUser(ctx);
  const organiser = Boolean(viewer && isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST));
  const onlyActive = !organiser || active === true;
  return runList<PopupRow>(
    {
      ...POPUPS_LIST_DEFINITION,
      guard: () => undefined,
      baseQuery: (c) => {
        const q = POPUPS_LIST_DEFINITION.baseQuery(c);
        return onlyActive ? activeAt(q, c.clock.now()) : q;
      },
    },
    ctx,
    organiser ? { ...args, filter } : { ...args, filter: {} },
  );
}

/** Organisers (the resolver guards). */
export function findPopup(ctx: RequestContext, id: number) {
  return findLivePopup(ctx.knex, id);
}

const valuesOf = (raw: unknown) => {
  const input = parseInput(popupInputSchema, raw);
  return { ...input, content: sanitizeRichText(input.content) };
};

export function createPopup(ctx: RequestContext, organiser: MemberRow, raw: unknown): Promise<PopupRow> {
  return insertPopup(ctx.knex, { ...valuesOf(raw), created_name: authorOf(organiser) });
}

/** Organisers (the resolver guards). */
export async function updatePopup(ctx: RequestContext, id: number, raw: unknown): Promise<PopupRow> {
  const row = await updateLivePopup(ctx.knex, id, valuesOf(raw));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Organisers (the resolver guards). */
export function deletePopups(ctx: RequestContext, ids: unknown[]): Promise<number> {
  const parsed = parseIds(ids);
  if (!parsed.length) throw validationError([{ field: 'ids', code: 'validation.required' }]);
  return softDeletePopups(ctx.knex, parsed);
}
