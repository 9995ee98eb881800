import { SESSION_DATA_PREFIX, wipeSessionData } from '../useSession';

/** localStorage's interface over a map. */
function storage(entries: Record<string, string>): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  };
}

describe('the logout wipes what the session kept on the device', () => {
  it("removes every key under the session prefix (the desk's roster) and nothing else", () => {
    const store = storage({
      [`${SESSION_DATA_PREFIX}checkIn.roster`]: '{"rows":[]}',
      [`${SESSION_DATA_PREFIX}other`]: 'x',
      'congress.checkIn.queue': '[]',
      'congress.locale': 'ko',
    });
    wipeSessionData(store);
    expect(Array.from({ length: store.length }, (_, i) => store.key(i))).toEqual([
      'congress.checkIn.queue',
      'congress.locale',
    ]);
  });

  it('does not fail where storage is refused', () => {
    const refusing = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(() => wipeSessionData(refusing)).not.toThrow();
    expect(() => wipeSessionData(undefined)).not.toThrow();
  });
});
