// POST /statistics/export: the event statistics of a date range as an Excel workbook (one sheet a
// group of figures), in the organiser's language. Same guard and same range check as the GraphQL
// query; the workbook is written by the list exports' writer (api/src/lists/workbook.ts). The
// figures are a few hundred rows at most, whatever the data size.
import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { LOCALES, type Locale } from '@congress/domain';
import {
  labelIn,
  STATISTICS_BREAKDOWNS,
  STATISTICS_DAY_SERIES,
  STATISTICS_LABELS as L,
  statisticsValueLabel,
  type Label,
  type StatisticsBreakdown,
} from '@congress/domain/lists';
import type { AppDeps } from '../../context';
import { createRequestContext } from '../../requestContext';
import { invalidField, parseInput } from '../../errors';
import { findNul, NUL_CODE } from '../../graphql/inputs';
import { writeWorkbook, type WorkbookCell } from '../../lists/workbook';
import { requireOrganiser } from '../auth/guards';
import { eventStatistics, parseStatisticsFilter, type EventStatisticsResult } from './statistics.service';

const exportRequest = z.strictObject({
  filter: z.record(z.string(), z.unknown()).nullish(),
  locale: z.enum(LOCALES).nullish(),
});

function workbookRows(stats: EventStatisticsResult, locale: Locale) {
  const t = (label: Label) => labelIn(label, locale);
  const sheets: { title: string; header: string[]; rows: WorkbookCell[][]; widths: number[] }[] = [];
  const range =
    stats.startDate || stats.endDate ? `${stats.startDate ?? '…'} – ${stats.endDate ?? '…'}` : t(L.allDates);
  sheets.push({
    title: t(L.summary),
    header: [t(L.value), t(L.count)],
    widths: [34, 16],
    rows: [
      [t(L.range), range],
      [t(L.registrationCount), stats.registrationCount],
      [t(L.paidCount), stats.paidCount],
      [t(L.unpaidCount), stats.unpaidCount],
      [t(L.abstractCount), stats.abstractCount],
      [t(L.signUpCount), stats.signUpCount],
      [t(L.sponsorCount), stats.sponsorCount],
    ],
  });
  sheets.push({
    title: t(L.revenue).slice(0, 31),
    header: [t(L.currency), t(L.cashCode), t(L.payments), t(L.gross), t(L.refunded), t(L.net)],
    widths: [10, 16, 12, 16, 16, 16],
    rows: stats.revenue.map((r) => [
      r.currency,
      statisticsValueLabel('cashCode', r.cashCode, locale),
      r.count,
      r.gross,
      r.refunded,
      r.net,
    ]),
  });
  sheets.push({
    title: t(L.refunds),
    header: [t(L.currency), t(L.count), t(L.partialCount), t(L.amount)],
    widths: [10, 12, 16, 16],
    rows: stats.refunds.map((r) => [r.currency, r.count, r.partialCount, r.amount]),
  });
  for (const [key, label] of Object.entries(STATISTICS_BREAKDOWNS)) {
    const rows = stats[key as keyof typeof STATISTICS_BREAKDOWNS];
    sheets.push({
      title: t(label).slice(0, 31),
      header: [t(L.value), t(L.count)],
      widths: [28, 12],
      rows: rows.map((r) => [statisticsValueLabel(key as StatisticsBreakdown, r.key, locale), r.count]),
    });
  }
  sheets.push({
    title: t(L.sponsorsByGrade),
    header: [t(L.grade), t(L.count), t(L.price), t(L.paid)],
    widths: [14, 10, 18, 18],
    rows: stats.sponsorsByGrade.map((r) => [
      statisticsValueLabel('sponsorGrade', r.grade, locale),
      r.count,
      r.price,
      r.paid,
    ]),
  });
  for (const [key, label] of Object.entries(STATISTICS_DAY_SERIES)) {
    sheets.push({
      title: t(label),
      header: [t(L.date), t(L.count)],
      widths: [14, 12],
      rows: stats[key as keyof typeof STATISTICS_DAY_SERIES].map((r) => [r.date, r.count]),
    });
  }
  return sheets;
}

async function streamStatistics(deps: AppDeps, body: unknown, res: Response): Promise<void> {
  const input = parseInput(exportRequest, body ?? {});
  const range = parseStatisticsFilter(input.filter);
  const locale: Locale = input.locale ?? 'en';
  const stats = await eventStatistics(deps.knex, range);
  const name = `event-statistics${range.startDate ? `-${range.startDate}` : ''}${range.endDate ? `-${range.endDate}` : ''}`;
  await writeWorkbook(
    res,
    name,
    workbookRows(stats, locale).map((sheet) => ({
      title: sheet.title,
      columns: sheet.header.map((header, index) => ({ header, width: sheet.widths[index] ?? 14 })),
      rows: sheet.rows,
    })),
  );
}

export function statisticsExportRouter(deps: AppDeps): Router {
  const router = Router();
  router.post('/statistics/export', express.json({ limit: '16kb' }), async (req: Request, res: Response) => {
    const ctx = await createRequestContext(deps, req);
    requireOrganiser(ctx);
    const nul = findNul(req.body, '');
    if (nul) throw invalidField(nul, NUL_CODE);
    await streamStatistics(ctx, req.body, res);
  });
  return router;
}
