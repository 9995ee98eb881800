// The desk's offline roster (issue 36; docs/decisions.md "Check-in desk offline"): every
// registration not deleted, reduced to number, badge name, affiliation and paid-or-not, in pages
// by number. The desk keeps it on the device to search without the network and wipes it at logout.
import { PAGE } from '@congress/domain';
import type { AppDeps } from '../../context';
import { invalidField } from '../../errors';
import { rosterBadgeSources, rosterSize } from '../registrations/registrations.lookup';
import { badgeView } from './badges';

export interface DeskRosterEntry {
  registrationId: string;
  name: string;
  affiliation: string;
  paid: boolean;
}

export interface DeskRoster {
  count: number;
  rows: DeskRosterEntry[];
  next: string | null;
}

/** A page's size unless the desk asks for fewer: thousands of registrations in a few requests. */
export const ROSTER_PAGE = PAGE.maxLimit;

export async function deskRoster(
  deps: AppDeps,
  args: { after?: string | null; limit?: number | null },
): Promise<DeskRoster> {
  const after = args.after ?? '0';
  if (!/^[0-9]{1,9}$/.test(after)) throw invalidField('after');
  const limit = args.limit ?? ROSTER_PAGE;
  if (!Number.isInteger(limit) || limit < 1 || limit > ROSTER_PAGE) throw invalidField('limit');
  const [sources, count] = await Promise.all([
    rosterBadgeSources(deps.knex, Number(after), limit),
    rosterSize(deps.knex),
  ]);
  const rows = sources.map((source) => {
    const badge = badgeView(deps, source);
    return {
      registrationId: String(source.id),
      name: badge.name,
      affiliation: badge.affiliation,
      paid: badge.valid,
    };
  });
  const last = sources.at(-1);
  return { count, rows, next: sources.length === limit && last ? String(last.id) : null };
}
