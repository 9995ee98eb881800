// How the desk sends its queue and settles the API's answers (issue 36; docs/decisions.md
// "Check-in desk offline"). The rule: a scan leaves the queue only when the API has judged it —
// answered (any outcome, a warning included), or named as invalid by its index (then it is kept
// in the desk's list of refused scans, with why). Nothing else removes a scan: a network failure,
// a refusal of the desk itself (its login or role), a rate limit or a server failure keep the
// whole queue and say what to do. A batch refused whole without naming a scan is halved until the
// scan at fault is alone.
import { CombinedGraphQLErrors } from '@apollo/client';
import { MAX_SCANS_PER_BATCH, type FieldError } from '@congress/domain';
import { errorCodeOf } from '@congress/graphql';
import { readQueue, scanInput, writeQueue, type QueueStorage, type QueuedScan } from './scanQueue';

export interface ScanAnswer {
  clientScanId: string;
  outcome: string;
  recorded: boolean;
}

/** A scan the API refused: kept on the device, shown to the desk with why, never sent again. */
export interface RefusedScan extends QueuedScan {
  /** The scan's field the API named (`scannedAt`), or '' when it named the scan as a whole. */
  field: string;
  /** The API's i18n id of the reason (`validation.date`). */
  reason: string;
  refusedAt: string;
}

export const REFUSED_KEY = 'congress.checkIn.refused';
/** The refused scans kept on the device (the newest). */
const REFUSED_KEPT = 200;

/** Why a flush stopped with scans still waiting (each keeps every scan it did not send). */
export type Stop =
  /** The server was not reached: sent again when the network returns. */
  | 'offline'
  /** The API refused the desk itself (login gone, expired, role taken away): a login sends them. */
  | 'login'
  /** Too many requests, the database away or a server failure: sent again after a pause. */
  | 'wait'
  /** The API does not understand this page's request (a newer API): a reload of the page sends them. */
  | 'outdated';

/** What one API call did to a batch. */
export type Verdict =
  | { kind: 'answered'; answers: ScanAnswer[] }
  | { kind: 'refused'; refused: { scan: QueuedScan; field: string; reason: string }[] }
  | { kind: 'split' }
  | { kind: 'stop'; stop: Stop; code: string };

const DESK_REFUSED = new Set([
  'LOGIN_REQUIRED',
  'LOGIN_EXPIRED',
  'ACCOUNT_DELETED',
  'ACCOUNT_BLOCKED',
  'NOT_PERMITTED',
]);
const OUTDATED = new Set(['BAD_REQUEST', 'QUERY_TOO_COMPLEX']);

/**
 * The scan a field names: the API's own checks say `scans.<index>.<field>`, the shared schema's
 * (zod, on the list itself) `<index>.<field>`.
 */
const INDEXED = /^(?:scans\.)?(\d+)(?:\.(.+))?$/;

function fieldsOf(error: unknown): FieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const fields: unknown = error.errors[0]?.extensions?.fields;
  return Array.isArray(fields)
    ? fields.filter((f): f is FieldError => typeof f?.field === 'string' && typeof f?.code === 'string')
    : [];
}

/** Judges one call's result for its batch (pure: the unit tests drive it with the API's answers). */
export function judge(
  batch: readonly QueuedScan[],
  result: { answers: ScanAnswer[] } | { error: unknown },
): Verdict {
  if ('answers' in result) return { kind: 'answered', answers: result.answers };
  const code = errorCodeOf(result.error);
  if (code === 'NETWORK') return { kind: 'stop', stop: 'offline', code };
  if (DESK_REFUSED.has(code)) return { kind: 'stop', stop: 'login', code };
  if (OUTDATED.has(code)) return { kind: 'stop', stop: 'outdated', code };
  if (code === 'PAYLOAD_TOO_LARGE')
    return batch.length > 1 ? { kind: 'split' } : { kind: 'stop', stop: 'outdated', code };
  if (code !== 'VALIDATION_FAILED') return { kind: 'stop', stop: 'wait', code };
  const named = new Map<number, { field: string; reason: string }>();
  let unnamed: FieldError | undefined;
  for (const field of fieldsOf(result.error)) {
    const match = INDEXED.exec(field.field);
    const index = match ? Number(match[1]) : NaN;
    if (Number.isInteger(index) && index < batch.length) {
      if (!named.has(index)) named.set(index, { field: match?.[2] ?? '', reason: field.code });
    } else unnamed ??= field;
  }
  if (named.size > 0)
    return {
      kind: 'refused',
      refused: [...named].map(([index, why]) => ({ scan: batch[index] as QueuedScan, ...why })),
    };
  // Refused whole without a scan named (the batch as such): the one scan of a batch of one is it.
  if (batch.length === 1 && batch[0])
    return {
      kind: 'refused',
      refused: [{ scan: batch[0], field: '', reason: unnamed?.code ?? 'validation.invalid' }],
    };
  return { kind: 'split' };
}

export function readRefused(storage: QueueStorage): RefusedScan[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(REFUSED_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (s): s is RefusedScan => typeof s?.clientScanId === 'string' && typeof s?.reason === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** The desk has read the refused scans: the list is emptied. */
export const clearRefused = (storage: QueueStorage) => storage.setItem(REFUSED_KEY, '[]');

export interface FlushReport {
  /** Every answer of this flush, oldest first. */
  answers: ScanAnswer[];
  /** The scans refused in this flush. */
  refused: RefusedScan[];
  /** Why scans still wait; null when the queue was emptied. */
  stop: Stop | null;
  /** The API's code of the stop (`RATE_LIMITED`), 'NETWORK' offline. */
  code: string | null;
  /** Scans waiting after the flush. */
  waiting: number;
}

export interface FlushDeps {
  storage: QueueStorage;
  /** One call of recordAttendanceScans: its answers, or it throws what the Apollo client threw. */
  send: (scans: ReturnType<typeof scanInput>[]) => Promise<ScanAnswer[]>;
  now?: () => Date;
}

/** More calls than this in one flush means something loops: stop and try again later. */
const MAX_CALLS = 200;

/** Sends the queue, oldest first, a batch at a time, and settles each answer (see above). */
export async function flushQueue({ storage, send, now = () => new Date() }: FlushDeps): Promise<FlushReport> {
  const report: FlushReport = { answers: [], refused: [], stop: null, code: null, waiting: 0 };
  let size = MAX_SCANS_PER_BATCH;
  for (let calls = 0; ; calls += 1) {
    const batch = readQueue(storage).slice(0, size);
    if (batch.length === 0) break;
    if (calls >= MAX_CALLS) {
      report.stop = 'wait';
      report.code = 'INTERNAL';
      break;
    }
    let verdict: Verdict;
    try {
      verdict = judge(batch, { answers: await send(batch.map(scanInput)) });
    } catch (error) {
      verdict = judge(batch, { error });
    }
    if (verdict.kind === 'stop') {
      report.stop = verdict.stop;
      report.code = verdict.code;
      break;
    }
    if (verdict.kind === 'split') {
      size = Math.ceil(batch.length / 2);
      continue;
    }
    let done: Set<string>;
    if (verdict.kind === 'answered') {
      // The API answers in lower case (it compares scan ids so): matched without regard to case.
      done = new Set(verdict.answers.map((a) => a.clientScanId.toLowerCase()));
      report.answers.push(...verdict.answers);
      // A scan of the batch without an answer stays queued; a batch answered for none is a fault.
      if (!batch.some((s) => done.has(s.clientScanId.toLowerCase()))) {
        report.stop = 'wait';
        report.code = 'INTERNAL';
        break;
      }
    } else {
      const refusedAt = now().toISOString();
      const refused = verdict.refused.map(({ scan, field, reason }) => ({
        ...scan,
        field,
        reason,
        refusedAt,
      }));
      // Kept first, removed from the queue after: a crash between the two shows a scan twice, never none.
      storage.setItem(
        REFUSED_KEY,
        JSON.stringify([...readRefused(storage), ...refused].slice(-REFUSED_KEPT)),
      );
      report.refused.push(...refused);
      done = new Set(refused.map((s) => s.clientScanId.toLowerCase()));
    }
    writeQueue(
      storage,
      readQueue(storage).filter((s) => !done.has(s.clientScanId.toLowerCase())),
    );
  }
  report.waiting = readQueue(storage).length;
  return report;
}

/** The pause before the next automatic send after a stop (the network's return also sends). */
export function retryDelayMs(stop: Stop | null, code: string | null, attempt: number): number | null {
  if (stop === null || stop === 'login' || stop === 'outdated') return null;
  const base = code === 'RATE_LIMITED' ? 30_000 : 5_000;
  return Math.min(base * 2 ** Math.min(attempt, 4), 5 * 60_000);
}
