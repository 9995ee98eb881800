import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countViewAhead, postIdOf } from '../ahead';
import { markViewed } from '../viewMark';

/** sessionStorage as the browser keeps it, for one tab. */
function sessionStore(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("a post's view counted ahead of the app", () => {
  let server: Server;
  let url: string;
  const received: {
    contentType?: string;
    body: { operationName: string; query: string; variables: unknown };
  }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        received.push({ contentType: request.headers['content-type'], body: JSON.parse(text) });
        response.setHeader('content-type', 'application/json');
        response.end('{"data":{"updateNewsAndNotice":{"id":"7","viewCount":13}}}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (received.length = 0));

  it('reads the post from its address, and nothing else', () => {
    expect(postIdOf('/informations/bbsDetail/42')).toBe('42');
    expect(postIdOf('/informations/bbsDetail/42/')).toBe('42');
    expect(postIdOf('/informations/bbsDetail/abc')).toBeNull();
    expect(postIdOf('/informations/bbsDetail/12345678901')).toBeNull();
    expect(postIdOf('/informations/news_notices')).toBeNull();
  });

  it('sends the app’s own CountNewsView operation for the post once a session', async () => {
    const storage = sessionStore();
    await countViewAhead('/informations/bbsDetail/7', url, storage);
    expect(received).toHaveLength(1);
    expect(received[0]!.contentType).toBe('application/json');
    expect(received[0]!.body.operationName).toBe('CountNewsView');
    expect(received[0]!.body.query).toContain('updateNewsAndNotice(id: $id, input: { viewCount: 1 })');
    expect(received[0]!.body.variables).toEqual({ id: '7' });
    // A reload in the same session, or the app showing the post afterwards: not counted again.
    await countViewAhead('/informations/bbsDetail/7', url, storage);
    expect(received).toHaveLength(1);
    expect(markViewed('7', storage)).toBe(false);
    // Another post is another view.
    expect(markViewed('8', storage)).toBe(true);
  });

  it('counts nothing on another address', async () => {
    await countViewAhead('/informations/news_notices', url, sessionStore());
    expect(received).toHaveLength(0);
  });
});
