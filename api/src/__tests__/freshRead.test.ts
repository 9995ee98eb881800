import { freshRead, readAfterWrites } from '../freshRead';

/** A read whose answer is the value at the moment it starts; it ends when `finish` is called. */
function controlledRead() {
  let value = 0;
  const pending: Array<() => void> = [];
  let reads = 0;
  const read = () => {
    reads += 1;
    const seen = value;
    return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
  };
  return {
    read,
    set: (v: number) => (value = v),
    finish: async () => {
      pending.shift()?.();
      await new Promise((r) => setImmediate(r));
    },
    reads: () => reads,
  };
}

describe('a fresh read shared by the callers that wait for it', () => {
  it('gives a caller arriving during a read the next read, which sees what changed meanwhile', async () => {
    const db = controlledRead();
    const version = freshRead(db.read);
    const first = version();
    db.set(1); // an organiser's change commits while the first read is under way
    const second = version();
    const third = version();
    await db.finish();
    expect(await first).toBe(0);
    await db.finish();
    expect([await second, await third]).toEqual([1, 1]);
    expect(db.reads()).toBe(2);
  });

  it('starts a new read for a caller arriving once the reads are over', async () => {
    const db = controlledRead();
    const version = freshRead(db.read);
    const first = version();
    await db.finish();
    expect(await first).toBe(0);
    db.set(2);
    const later = version();
    await db.finish();
    expect(await later).toBe(2);
    expect(db.reads()).toBe(2);
  });

  it('passes a failed read to its callers, and reads again for the next', async () => {
    let fail = true;
    const version = freshRead(async () => {
      if (fail) throw new Error('database cut');
      return 'v3';
    });
    await expect(version()).rejects.toThrow('database cut');
    fail = false;
    await expect(version()).resolves.toBe('v3');
  });
});

describe('a read kept until the database has been written to', () => {
  it('reads once while nothing is written, and again once a write has ended', async () => {
    const db = controlledRead();
    let writes = 0;
    const version = readAfterWrites(freshRead(db.read), () => writes);
    const first = version();
    await db.finish();
    expect(await first).toBe(0);
    expect(await version()).toBe(0);
    expect(db.reads()).toBe(1);
    db.set(1); // an organiser's change commits…
    writes += 1; // …and the session says so before its caller is answered
    const after = version();
    await db.finish();
    expect(await after).toBe(1);
    expect(db.reads()).toBe(2);
  });

  it('reads again for a caller arriving after a write that ended during a read', async () => {
    const db = controlledRead();
    let writes = 0;
    const version = readAfterWrites(freshRead(db.read), () => writes);
    const first = version(); // under way, sees 0
    db.set(1);
    writes += 1;
    const second = version(); // must not be given the read that began before the write ended
    await db.finish();
    await db.finish();
    expect(await first).toBe(0);
    expect(await second).toBe(1);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const version = readAfterWrites(
      async () => {
        if (fail) throw new Error('database cut');
        return 'v3';
      },
      () => 0,
    );
    await expect(version()).rejects.toThrow('database cut');
    fail = false;
    await expect(version()).resolves.toBe('v3');
  });
});
