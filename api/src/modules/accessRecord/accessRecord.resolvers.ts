import type { Resolvers } from '../../generated/resolvers-types';
import { requireOrganiser } from '../auth/guards';
import type { AccessRow } from './accessRecord.repository';
import { accessRecordMonth, listAccessRecords, recordAccessRecordCheck } from './accessRecordReview.service';

const entry = (row: AccessRow) => ({
  ...row,
  id: String(row.id),
  member_ids: (row.member_ids ?? []).map(String),
  filter: row.filter ?? null,
});

// Organisers read the record and record their monthly checks; no operation changes a row.
export const accessRecordResolvers: Resolvers = {
  Query: {
    // Organisers (the list definition's guard, shared with the Excel export).
    accessRecords: async (_p, args, ctx) => {
      const list = await listAccessRecords(ctx, args);
      return { ...list, rows: list.rows.map(entry) };
    },
    accessRecordMonth: async (_p, { month }, ctx) => {
      requireOrganiser(ctx);
      const figures = await accessRecordMonth(ctx, month);
      return {
        ...figures,
        bulk: figures.bulk.map(entry),
        night: figures.night.map(entry),
        checks: figures.checks.map((check) => ({ ...check, id: String(check.id) })),
      };
    },
  },
  Mutation: {
    recordAccessRecordCheck: async (_p, args, ctx) => {
      const check = await recordAccessRecordCheck(ctx, requireOrganiser(ctx), args);
      return { ...check, id: String(check.id) };
    },
  },
};
