import { SCAN_KINDS } from '@congress/domain';
import type { Resolvers } from '../../generated/resolvers-types';
import { requireDesk, requireUser } from '../auth/guards';
import { qrSvg } from './badges';
import { badgeByCode, myBadge, recordScans, searchBadges, todayScansOf } from './attendance.service';

const kindOf = (kind: string) => SCAN_KINDS.find((k) => k === kind) ?? 'ENTRY';

export const attendanceResolvers: Resolvers = {
  Query: {
    // The member's own badge: any login (null without a paid or free registration).
    myBadge: (_p, _args, ctx) => myBadge(ctx, requireUser(ctx)),
    checkInBadge: (_p, { code }, ctx) => {
      requireDesk(ctx);
      return badgeByCode(ctx, code);
    },
    checkInSearch: (_p, { text }, ctx) => {
      requireDesk(ctx);
      return searchBadges(ctx, text);
    },
  },
  Mutation: {
    recordAttendanceScans: (_p, { scans }, ctx) => recordScans(ctx, requireDesk(ctx), scans),
  },
  Badge: {
    registrationId: (badge) => String(badge.source.id),
    categoryEn: (badge) => badge.category.en,
    categoryKo: (badge) => badge.category.ko,
    price_status: (badge) => badge.source.price_status,
    deleted: (badge) => badge.source.delete,
    qrSvg: (badge) => qrSvg(badge.code),
    inside: async (badge, _args, ctx) => (await todayScansOf(ctx, badge.source.id)).at(-1)?.kind === 'ENTRY',
    todayScans: (badge, _args, ctx) => todayScansOf(ctx, badge.source.id),
  },
  AttendanceScan: {
    id: (scan) => String(scan.id),
    clientScanId: (scan) => scan.client_scan_id,
    day: (scan) => String(scan.day),
    kind: (scan) => kindOf(scan.kind),
    scannedAt: (scan) => scan.scanned_at,
    recordedAt: (scan) => scan.recorded_at,
  },
};
