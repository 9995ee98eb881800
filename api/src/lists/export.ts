// POST /export/:list (and GET /export/:list.xlsx for plain download links): a list as an Excel
// file, streamed. The rows come from the database through a cursor (pg-query-stream) and go out
// through exceljs's streaming writer, so a 100,000-row export never holds the list in memory.
// Same definition as the GraphQL query: same access check, same filter and sort validation.
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { LOCALES, type Locale } from '@congress/domain';
import { columnsFor, labelIn, valueLabel, type ListColumn } from '@congress/domain/lists';
import type { AppDeps } from '../context';
import { createRequestContext } from '../requestContext';
import { AppError, invalidField, parseInput } from '../errors';
import { findNul, NUL_CODE, parseIds } from '../graphql/inputs';
import { selectAs, type ListDefinition } from './definition';
import { filteredQuery, parseFilter, parseSort, sortedQuery } from './query';
import { findList } from './registry';
import { spreadsheetText } from './spreadsheetText';

/**
 * exceljs 4.4 writes the sheet's XML into the zip's input without waiting for it (exceljs issue
 * #2916, PR #2558): the whole sheet (~60 MB for 100,000 members) piled up there while deflate
 * lagged. The export waits for that input to drain above this size. The input is reached through
 * exceljs internals; when they are not there (another exceljs version) the export still works,
 * only without this limit (the export test and the benchmark would show it).
 */
const ZIP_INPUT_LIMIT = 1 << 20;

type ZipInput = NodeJS.EventEmitter & { _writableState: { length: number } };

function zipInputOf(sheet: ExcelJS.Worksheet): ZipInput | undefined {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const input = pipes?.[0] as Partial<ZipInput> | undefined;
  return typeof input?._writableState?.length === 'number' && typeof input.once === 'function'
    ? (input as ZipInput)
    : undefined;
}

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

function cell(column: ListColumn, value: unknown, locale: Locale): ExcelJS.CellValue {
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
      return spreadsheetText(valueLabel(column, value, locale));
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
  deps: AppDeps,
  definition: ListDefinition,
  input: ExportRequest,
  res: Response,
): Promise<void> {
  const { knex } = deps;
  const locale: Locale = input.locale ?? 'en';
  const filter = parseFilter(definition, input.filter);
  const sort = parseSort(definition, input.sort_conditions);
  const ids = input.ids ? parseIds(input.ids) : null;
  const columns = columnsFor(definition.declaration, 'export');

  const query = filteredQuery(definition, deps, filter).clearSelect();
  query.select(columns.map((column) => selectAs(knex, definition.columns[column.key], column.key)));
  if (ids) query.whereRaw('?? = any(?::int[])', [definition.idColumn, ids]);
  sortedQuery(definition, query, knex, sort);

  const name = definition.declaration.name;
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${name}.xlsx"`);
  res.setHeader('Cache-Control', 'no-store');
  // No styles and no shared-strings table: both cost per cell (styles tripled the export time).
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(labelIn(definition.declaration.title, locale));
  sheet.columns = columns.map((column) => ({
    header: labelIn(column.label, locale),
    key: column.key,
    width: column.width ?? 16,
  }));

  const rows = query.stream({ batchSize: CURSOR_BATCH, highWaterMark: CURSOR_BATCH });
  // A client that goes away stops the cursor (and frees its connection).
  const stop = () => rows.destroy();
  res.once('close', stop);
  try {
    let count = 0;
    for await (const row of rows as AsyncIterable<Record<string, unknown>>) {
      sheet.addRow(columns.map((column) => cell(column, row[column.key], locale))).commit();
      count += 1;
      if (count % 200 === 0) {
        // Back-pressure: wait while the response, or the zip's input, holds more than it should.
        if (res.writableNeedDrain) await once(res, 'drain');
        const zipInput = zipInputOf(sheet);
        if (zipInput && zipInput._writableState.length > ZIP_INPUT_LIMIT) await once(zipInput, 'drain');
      }
    }
    sheet.commit();
    await workbook.commit();
  } finally {
    res.off('close', stop);
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
    await streamExport(ctx, definition, parseInput(exportRequest, body ?? {}), res);
  };
  router.post('/export/:list', express.json({ limit: '4mb' }), (req, res) =>
    handle(req, res, String(req.params.list), req.body),
  );
  router.get('/export/:list', (req, res) => handle(req, res, String(req.params.list), fromQuery(req.query)));
  return router;
}
