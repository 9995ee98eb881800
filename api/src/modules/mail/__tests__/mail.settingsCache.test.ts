import { expiringValue } from '../mail.settingsCache';

describe('expiringValue (the mail settings copy)', () => {
  let now = 0;
  const clock = () => now;
  const counter = () => {
    let reads = 0;
    return { read: async () => (reads += 1), reads: () => reads };
  };

  beforeEach(() => {
    now = 1_000;
  });

  it('reads once per lifetime, and again once it has passed', async () => {
    const value = expiringValue<number>(5_000, clock);
    const source = counter();
    expect(await value.get(source.read)).toBe(1);
    now += 4_999;
    expect(await value.get(source.read)).toBe(1);
    now += 1;
    expect(await value.get(source.read)).toBe(2);
    expect(source.reads()).toBe(2);
  });

  it('shares one read between concurrent callers', async () => {
    const value = expiringValue<number>(5_000, clock);
    const source = counter();
    expect(await Promise.all([value.get(source.read), value.get(source.read)])).toEqual([1, 1]);
    expect(source.reads()).toBe(1);
  });

  it('reads again at once after forget(), even within the lifetime', async () => {
    const value = expiringValue<number>(5_000, clock);
    const source = counter();
    await value.get(source.read);
    value.forget();
    expect(await value.get(source.read)).toBe(2);
  });

  it('does not keep a read that was under way when forget() was called', async () => {
    const value = expiringValue<string>(5_000, clock);
    let finish: (v: string) => void = () => undefined;
    const slow = value.get(() => new Promise<string>((resolve) => (finish = resolve)));
    value.forget(); // an organiser's change committed while the old rows were being read
    finish('before the change');
    expect(await slow).toBe('before the change');
    expect(await value.get(async () => 'after the change')).toBe('after the change');
  });

  it('keeps no failed read: the next caller reads with its own reader', async () => {
    const value = expiringValue<string>(5_000, clock);
    const failed = value.get(() => Promise.reject(new Error('transaction aborted')));
    const sharing = value.get(async () => 'own read');
    await expect(failed).rejects.toThrow('transaction aborted');
    expect(await sharing).toBe('own read');
    expect(await value.get(async () => 'unused')).toBe('own read');
  });
});
