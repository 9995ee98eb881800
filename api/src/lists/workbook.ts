// The one Excel writer: a workbook streamed into an HTTP response through exceljs's streaming
// writer, sheet by sheet and row by row, so that a 100,000-row list is never held in memory. Used
// by the list exports (lists/export.ts) and the event statistics export (statistics.export.ts).
import { once } from 'node:events';
import type ExcelJS from 'exceljs';
import type { Response } from 'express';
import { spreadsheetText } from './spreadsheetText';

/** A cell: text (made safe from formula injection here), a number, or empty. */
export type WorkbookCell = string | number | null;

export interface WorkbookSheet {
  /** The sheet's tab (Excel allows 31 characters; longer is cut). */
  title: string;
  columns: readonly { header: string; width?: number }[];
  /** The rows, from memory or from a database cursor. */
  rows: Iterable<WorkbookCell[]> | AsyncIterable<WorkbookCell[]>;
}

/**
 * exceljs 4.4 writes the sheet's XML into the zip's input without waiting for it (exceljs issue
 * #2916, PR #2558): the whole sheet (~60 MB for 100,000 members) piled up there while deflate
 * lagged. The writer waits for that input to drain above this size. The input is reached through
 * exceljs internals; when they are not there (another exceljs version) the export still works,
 * only without this limit (the export test and the benchmark would show it).
 */
const ZIP_INPUT_LIMIT = 1 << 20;
/** Rows between two back-pressure checks. */
const CHECK_EVERY = 200;

type ZipInput = NodeJS.EventEmitter & { _writableState: { length: number } };

function zipInputOf(sheet: ExcelJS.Worksheet): ZipInput | undefined {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const input = pipes?.[0] as Partial<ZipInput> | undefined;
  return typeof input?._writableState?.length === 'number' && typeof input.once === 'function'
    ? (input as ZipInput)
    : undefined;
}

const cellOf = (value: WorkbookCell): WorkbookCell =>
  typeof value === 'string' ? spreadsheetText(value) : value;

/**
 * Answers the request with `<fileName>.xlsx`, written from these sheets. `beforeEnd` runs once every
 * row is written and before the file's end goes out (the access record of an export: a client that
 * has the whole file finds the download recorded).
 */
export async function writeWorkbook(
  res: Response,
  fileName: string,
  sheets: Iterable<WorkbookSheet>,
  beforeEnd?: () => Promise<void>,
): Promise<void> {
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}.xlsx"`);
  res.setHeader('Cache-Control', 'no-store');
  // exceljs (~15 MB) is loaded by the first export, not at start-up: most servers' requests export nothing.
  const { default: excel } = await import('exceljs');
  // No styles and no shared-strings table: both cost per cell (styles tripled the export time).
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: false,
    useSharedStrings: false,
  });
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.title.slice(0, 31));
    sheet.columns = spec.columns.map((column) => ({ header: column.header, width: column.width ?? 16 }));
    let count = 0;
    for await (const row of spec.rows) {
      sheet.addRow(row.map(cellOf)).commit();
      count += 1;
      if (count % CHECK_EVERY === 0) {
        // Back-pressure: wait while the response, or the zip's input, holds more than it should.
        if (res.writableNeedDrain) await once(res, 'drain');
        const zipInput = zipInputOf(sheet);
        if (zipInput && zipInput._writableState.length > ZIP_INPUT_LIMIT) await once(zipInput, 'drain');
      }
    }
    sheet.commit();
  }
  await beforeEnd?.();
  await workbook.commit();
}
