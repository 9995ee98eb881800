import { createPageCache } from '../pageCache';

const key = (version: string, url = '/home', locale = 'en') => ({ deployment: 'd1', version, locale, url });

describe('the rendered pages kept', () => {
  it('renders a page once for readers at once, and keeps it for its content version', async () => {
    const cache = createPageCache<string>(() => 0);
    let renders = 0;
    const render = async () => `<p>${++renders}</p>`;
    const answers = await Promise.all([1, 2, 3].map(() => cache.get(key('1'), render)));
    expect(answers.map((a) => ('page' in a ? a.page : null))).toEqual(['<p>1</p>', '<p>1</p>', '<p>1</p>']);
    expect(await cache.get(key('1'), render)).toEqual({ page: '<p>1</p>', from: 'cache' });
    // A change raised the version: rendered anew.
    expect(await cache.get(key('2'), render)).toEqual({ page: '<p>2</p>', from: 'render' });
    expect(renders).toBe(2);
  });

  it('keeps each address and language apart', async () => {
    const cache = createPageCache<string>(() => 0);
    const render = (text: string) => async () => text;
    await cache.get(key('1', '/home', 'en'), render('home en'));
    await cache.get(key('1', '/home', 'ko'), render('home ko'));
    await cache.get(key('1', '/pilot', 'en'), render('pilot en'));
    const fail = async () => {
      throw new Error('not asked');
    };
    expect(await cache.get(key('1', '/home', 'ko'), fail)).toEqual({ page: 'home ko', from: 'cache' });
    expect(await cache.get(key('1', '/pilot', 'en'), fail)).toEqual({ page: 'pilot en', from: 'cache' });
  });

  it('renders anew after a minute for what changes with the clock alone', async () => {
    let now = 0;
    const cache = createPageCache<string>(() => now);
    let renders = 0;
    const render = async () => String(++renders);
    await cache.get(key('1'), render);
    now = 59_000;
    expect(await cache.get(key('1'), render)).toEqual({ page: '1', from: 'cache' });
    now = 61_000;
    expect(await cache.get(key('1'), render)).toEqual({ page: '2', from: 'render' });
  });

  it('serves the last good page of the address when a render fails, and says nothing was rendered without one', async () => {
    const cache = createPageCache<string>(() => 0);
    await cache.get(key('1'), async () => 'good');
    const broken = async () => {
      throw new Error('render failed');
    };
    expect(await cache.get(key('2'), broken)).toEqual({ page: 'good', from: 'last-good' });
    const none = await cache.get(key('2', '/pilot'), broken);
    expect('error' in none && (none.error as Error).message).toBe('render failed');
  });

  it('does not try a failed render again for ten seconds (a broken deploy under load), then does', async () => {
    let now = 0;
    const cache = createPageCache<string>(() => now);
    await cache.get(key('1'), async () => 'good');
    let attempts = 0;
    const broken = async () => {
      attempts += 1;
      throw new Error('render failed');
    };
    expect(await cache.get(key('2'), broken)).toEqual({ page: 'good', from: 'last-good' });
    now = 5_000;
    expect(await cache.get(key('2'), broken)).toEqual({ page: 'good', from: 'last-good' });
    expect(attempts).toBe(1);
    now = 11_000;
    expect(await cache.get(key('2'), async () => 'fixed')).toEqual({ page: 'fixed', from: 'render' });
  });
});

describe('a look at the kept pages', () => {
  it('finds a page kept for the current version and address, and renders nothing', async () => {
    let now = 0;
    const cache = createPageCache<string>(() => now);
    expect(cache.peek(key('1'))).toBeNull();
    await cache.get(key('1'), async () => 'home');
    expect(cache.peek(key('1'))).toBe('home');
    expect(cache.peek(key('1', '/home', 'ko'))).toBeNull();
    expect(cache.peek(key('1', '/home?page=2'))).toBeNull();
    // A newer version, and the clock alone, make it old.
    expect(cache.peek(key('2'))).toBeNull();
    now = 61_000;
    expect(cache.peek(key('1'))).toBeNull();
  });
});
