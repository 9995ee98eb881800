// The desk's queue of scans (issue 26 §2): every scan is kept in the browser (localStorage) first
// and sent from there, so scans made while the venue's network is down survive a reload and go
// out when it returns. Each carries its own id (a UUID): the API records a scan sent twice once,
// so a batch whose answer was lost is simply sent again.
import { MAX_SCANS_PER_BATCH, type ScanKind, type ScanMethod } from '@congress/domain';

export interface QueuedScan {
  clientScanId: string;
  code?: string;
  registrationId?: string;
  kind: ScanKind;
  method: ScanMethod;
  room?: string;
  scannedAt: string;
  /**
   * A name a queue written before issue 36 may still hold (never sent). The page no longer stores
   * names in the queue: it outlives the logout, and names are session data (deskRoster.ts).
   */
  label?: string;
}

export const QUEUE_KEY = 'congress.checkIn.queue';

export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readQueue(storage: QueueStorage): QueuedScan[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (s): s is QueuedScan => typeof s?.clientScanId === 'string' && typeof s?.kind === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export const writeQueue = (storage: QueueStorage, scans: readonly QueuedScan[]) =>
  storage.setItem(QUEUE_KEY, JSON.stringify(scans));

/** Adds a scan at the end (a scan already queued is not added twice). */
export function enqueue(storage: QueueStorage, scan: QueuedScan): QueuedScan[] {
  const queue = readQueue(storage);
  if (!queue.some((s) => s.clientScanId === scan.clientScanId)) queue.push(scan);
  writeQueue(storage, queue);
  return queue;
}

/** The next batch to send, oldest first. */
export const nextBatch = (queue: readonly QueuedScan[]) => queue.slice(0, MAX_SCANS_PER_BATCH);

/** Removes the scans the API answered (recorded or refused: either way they are done). */
export function settle(storage: QueueStorage, answered: readonly string[]): QueuedScan[] {
  const done = new Set(answered);
  const queue = readQueue(storage).filter((s) => !done.has(s.clientScanId));
  writeQueue(storage, queue);
  return queue;
}

/** The scan as the API takes it (without the desk's own label). */
export const scanInput = ({ label: _label, ...scan }: QueuedScan) => scan;

/** A new scan id: the browser's UUID where there is one (secure contexts), else a random v4. */
export function newScanId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
