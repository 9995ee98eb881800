// POST /export/:list (and GET /export/:list.xlsx for plain download links): a list as an Excel
// file, streamed. The rows come from the database through a cursor (pg-query-stream) and go out
// through the workbook writer (workbook.ts), so a 100,000-row export never holds the list in memory.
// Same definition as the GraphQL query: same access check, same filter and sort validation.
import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { LOCALES, type Locale } from '@congress/domain';
import { columnsFor, labelIn, valueLabel, type ListColumn } from '@congress/domain/lists';
import type { AppDeps, RequestContext } from '../context';
import { createRequestContext } from '../requestContext';
import { AppError, invalidField, parseInput } from '../errors';
import { findNul, NUL_CODE, parseIds } from '../graphql/inputs';
import { selectAs, type ListDefinition } from './definition';
import {
  recordPersonalDataAccess,
  requireDownloadReason,
} from '../modules/accessRecord/accessRecord.service';
import { filteredQuery, givenValues, parseFilter, parseSort, sortedQuery } from './query';
import { findList } from './registry';
import { writeWorkbook, type WorkbookCell } from './workbook';

/** An export by ids takes at most this many (one array parameter, so no bind-parameter limit). */
export const MAX_EXPORT_IDS = 100_000;
/** Rows the cursor fetches per round trip. */
const CURSOR_BATCH = 1000;

const exportRequest = z.strictObject({
  // Absent: no filter. A JSON null is refused like any value that is not an object.
  filter: z.record(z.string(), z.unknown()).optional(),
  ids: z
    .array(z.union([z.string(), z.number()]))
    .max(MAX_EXPORT_IDS)
    .nullish(),
  sort_conditions: z
    .array(z.strictObject({ field: z.string(), direction: z.enum(['ASC', 'DESC']).nullish() }))
    .nullish(),
  locale: z.enum(LOCALES).nullish(),
});
type ExportRequest = z.infer<typeof exportRequest>;

const YES = { en: 'Yes', ko: '예' };
const NO = { en: 'No', ko: '아니요' };

/** Asia/Seoul is UTC+9 all year (no daylight saving since 1988): a fixed shift is exact. */
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/**
 * Times as Seoul wall-clock text (`2024-05-01 12:00`): sortable as text, and without a cell style,
 * which exceljs applies per cell at a third of the export's speed (docs/benchmarks.md).
 */
const seoulTime = (value: Date) =>
  new Date(value.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

function cell(column: ListColumn, value: unknown, locale: Locale): WorkbookCell {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'id':
    case 'number':
      return Number(value);
    case 'flag':
      return labelIn(value ? YES : NO, locale);
    case 'dateTime':
      return seoulTime(value instanceof Date ? value : new Date(String(value)));
    default:
      // Coded values (titles, statuses, mail types, countries) in the organiser's language, as on screen.
      return valueLabel(column, value, locale);
  }
}

/** Parses the JSON query parameters of the GET form into the POST body's shape. */
function fromQuery(query: Request['query']): unknown {
  const json = (key: string) => {
    const raw = query[key];
    if (raw === undefined) return undefined;
    try {
      return JSON.parse(String(raw));
    } catch {
      throw invalidField(key);
    }
  };
  const ids = query.ids === undefined ? undefined : String(query.ids).split(',').filter(Boolean);
  return {
    filter: json('filter'),
    sort_conditions: json('sort_conditions'),
    ...(ids ? { ids } : {}),
    ...(query.locale !== undefined ? { locale: String(query.locale) } : {}),
  };
}

async function streamExport(
  ctx: RequestContext,
  definition: ListDefinition,
  input: ExportRequest,
  reasonHeader: string | string[] | undefined,
  res: Response,
): Promise<void> {
  const { knex } = ctx;
  const locale: Locale = input.locale ?? 'en';
  const filter = parseFilter(definition, input.filter);
  const sort = parseSort(definition, input.sort_conditions);
  const ids = input.ids ? parseIds(input.ids) : null;
  const columns = columnsFor(definition.declaration, 'export');
  // A list with personal data is exported only with a reason (issue 39 §3), checked before any
  // row is read, and recorded with the rows the file got (also when the client stops it early).
  const reason = definition.declaration.personalData ? requireDownloadReason(reasonHeader) : null;
  const counted = { rows: 0 };
  let recorded = false;
  const record = async () => {
    if (reason === null || recorded) return;
    recorded = true;
    await recordPersonalDataAccess(ctx, {
      action: 'EXPORT',
      operation: `export:${definition.declaration.name}`,
      filter: { filter: givenValues(filter), ...(ids ? { ids } : {}) },
      rowCount: counted.rows,
      reason,
    });
  };

  const query = filteredQuery(definition, ctx, filter).clearSelect();
  query.select(columns.map((column) => selectAs(knex, definition.columns[column.key], column.key)));
  if (ids) query.whereRaw('?? = any(?::int[])', [definition.idColumn, ids]);
  sortedQuery(definition, query, knex, sort);

  const rows = query.stream({ batchSize: CURSOR_BATCH, highWaterMark: CURSOR_BATCH });
  // A client that goes away stops the cursor (and frees its connection).
  const stop = () => rows.destroy();
  res.once('close', stop);
  try {
    await writeWorkbook(
      res,
      definition.declaration.name,
      [
        {
          title: labelIn(definition.declaration.title, locale),
          columns: columns.map((column) => ({ header: labelIn(column.label, locale), width: column.width })),
          rows: cellsOf(rows as AsyncIterable<Record<string, unknown>>, columns, locale, counted),
        },
      ],
      record,
    );
  } finally {
    res.off('close', stop);
    // A download stopped half-way is recorded with the rows that went out.
    await record();
  }
}

async function* cellsOf(
  rows: AsyncIterable<Record<string, unknown>>,
  columns: ListColumn[],
  locale: Locale,
  counted: { rows: number },
) {
  for await (const row of rows) {
    counted.rows += 1;
    yield columns.map((column) => cell(column, row[column.key], locale));
  }
}

export function exportRouter(deps: AppDeps): Router {
  const router = Router();
  const handle = async (req: Request, res: Response, listName: string, body: unknown) => {
    const ctx = await createRequestContext(deps, req);
    const definition = findList(listName.replace(/\.xlsx$/, ''));
    if (!definition) throw new AppError('NOT_FOUND');
    definition.guard(ctx);
    const nul = findNul(body, '');
    if (nul) throw invalidField(nul, NUL_CODE);
    await streamExport(
      ctx,
      definition,
      parseInput(exportRequest, body ?? {}),
      req.headers['x-download-reason'],
      res,
    );
  };
  router.post('/export/:list', express.json({ limit: '4mb' }), (req, res) =>
    handle(req, res, String(req.params.list), req.body),
  );
  router.get('/export/:list', (req, res) => handle(req, res, String(req.params.list), fromQuery(req.query)));
  return router;
}
