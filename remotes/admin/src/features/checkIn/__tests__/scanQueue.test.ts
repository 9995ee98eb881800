import {
  enqueue,
  newScanId,
  nextBatch,
  QUEUE_KEY,
  readQueue,
  scanInput,
  settle,
  type QueuedScan,
} from '../scanQueue';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};
const scan = (n: number): QueuedScan => ({
  clientScanId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  code: `KSP24-${n}-abcdefghijklmnopqrstuv`,
  kind: 'ENTRY',
  method: 'QR',
  scannedAt: '2024-03-21T09:00:00.000Z',
  label: 'shown only here',
});

describe("the desk's scan queue", () => {
  it('keeps scans in order, each once, until the API has answered them', () => {
    const storage = memory();
    enqueue(storage, scan(1));
    enqueue(storage, scan(2));
    enqueue(storage, scan(1));
    expect(readQueue(storage).map((s) => s.clientScanId)).toEqual([
      scan(1).clientScanId,
      scan(2).clientScanId,
    ]);
    expect(settle(storage, [scan(1).clientScanId])).toEqual([scan(2)]);
    expect(readQueue(storage)).toEqual([scan(2)]);
  });

  it('sends at most a hundred at a time, without the desk-only label', () => {
    const queue = Array.from({ length: 150 }, (_, i) => scan(i + 1));
    expect(nextBatch(queue)).toHaveLength(100);
    expect(scanInput(scan(1))).not.toHaveProperty('label');
  });

  it('survives a damaged store', () => {
    const storage = memory();
    storage.setItem(QUEUE_KEY, '{not json');
    expect(readQueue(storage)).toEqual([]);
    storage.setItem(QUEUE_KEY, JSON.stringify([{ nope: 1 }, scan(3)]));
    expect(readQueue(storage)).toEqual([scan(3)]);
  });

  it('makes version 4 UUIDs', () => {
    expect(newScanId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
