// Production mode (the default of `npm start`): no answer shows a caller a stack trace, a file
// path or the schema (introspection, "Did you mean …?") (issue 14.5).
import { loadConfig } from '../src/config';
import { startHarness, type Harness } from './harness';

/** Anything that looks like a stack frame or a path on the server. */
const LEAK = /stack|\bat [\w.<>]+ \(|\/work\/|\/home\/|node_modules|\.ts:\d|\.js:\d|<pre>|Did you mean/i;

describe('production mode', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ NODE_ENV: 'production', STATIC_DIR_PUBLIC: '/nonexistent/public' });
  });
  afterAll(() => h.close());

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const expectClean = async (res: Response, status: number, code: string) => {
    const text = await res.text();
    expect(text).not.toMatch(LEAK);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.status).toBe(status);
    const body = JSON.parse(text);
    expect(body.code ?? body.errors?.[0]?.extensions?.code).toBe(code);
    return body;
  };

  it('is the default when NODE_ENV is unset or empty', () => {
    expect(loadConfig({}).NODE_ENV).toBe('production');
    expect(loadConfig({ NODE_ENV: '' }).NODE_ENV).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });

  it('answers malformed JSON with 400 JSON, no stack', async () => {
    expect(await expectClean(await post('{"query": '), 400, 'BAD_REQUEST')).toEqual({
      ok: false,
      code: 'BAD_REQUEST',
    });
  });

  it('answers an oversized body with 413 JSON, no stack', async () => {
    const huge = JSON.stringify({ query: '{ health }', variables: { x: 'a'.repeat(3 * 1024 * 1024) } });
    await expectClean(await post(huge), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers unknown remote files and unknown routes with 404 JSON, no stack', async () => {
    await expectClean(await fetch(`${h.url}/remotes/public/x.js`), 404, 'NOT_FOUND');
    await expectClean(await fetch(`${h.url}/remotes/admin/x.js`), 404, 'NOT_FOUND');
    await expectClean(await fetch(`${h.url}/no/such/route.json`), 404, 'NOT_FOUND');
    await expectClean(await fetch(`${h.url}/api/nothing`, { method: 'POST' }), 404, 'NOT_FOUND');
    await expectClean(await fetch(`${h.url}/remotes/public/%E0%A4%A.js`), 400, 'BAD_REQUEST');
  });

  it('answers GraphQL syntax and validation errors without stack or schema hints', async () => {
    await expectClean(await post(JSON.stringify({ query: '{ me { id ' })), 400, 'BAD_REQUEST');
    const misspelt = await expectClean(
      await post(JSON.stringify({ query: '{ me { emial } }' })),
      400,
      'BAD_REQUEST',
    );
    expect(misspelt.errors[0].message).toBe('Cannot query field "emial" on type "User".');
    const enumValue = await expectClean(
      await post(
        JSON.stringify({
          query: 'mutation ($i: CreateSendEmailInput!) { createSendEmail(input: $i) { ok } }',
          variables: { i: { type: 'FIND_PASSWRD', usermail: 'a@example.org' } },
        }),
      ),
      400,
      'BAD_REQUEST',
    );
    expect(enumValue.errors[0].message).not.toMatch(/FIND_PASSWORD/);
  });

  it('answers automatic persisted queries with the standard errors, not INTERNAL', async () => {
    const hash = 'a'.repeat(64);
    const unknown = await expectClean(
      await post(JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } })),
      200,
      'PERSISTED_QUERY_NOT_FOUND',
    );
    expect(unknown.errors[0].message).toBe('PersistedQueryNotFound');
    const mismatch = await expectClean(
      await post(
        JSON.stringify({
          query: '{ health }',
          extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
        }),
      ),
      400,
      'BAD_REQUEST',
    );
    expect(mismatch.errors[0].message).toBe('provided sha does not match query');
  });

  it('refuses introspection and shows no landing page', async () => {
    await expectClean(
      await post(JSON.stringify({ query: '{ __schema { types { name } } }' })),
      400,
      'BAD_REQUEST',
    );
    await expectClean(
      await post(JSON.stringify({ query: '{ __type(name: "User") { fields { name } } }' })),
      400,
      'BAD_REQUEST',
    );
    const landing = await fetch(`${h.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await landing.text()).not.toMatch(/<html|sandbox|embeddable/i);
  });

  it('answers a request Apollo refuses (no query) without stack', async () => {
    const res = await post(JSON.stringify({ variables: {} }));
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(LEAK);
  });
});

describe('development mode', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ NODE_ENV: 'development' });
  });
  afterAll(() => h.close());

  it('keeps introspection and schema hints for developers, still without stacks', async () => {
    const schema = await h.gql<{ __type: { name: string } }>('{ __type(name: "User") { name } }');
    expect(schema.data?.__type.name).toBe('User');
    const misspelt = await h.gql('{ me { emial } }');
    expect(misspelt.errors?.[0]?.message).toMatch(/Did you mean "email"/);
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/stack|<pre>|node_modules/);
  });
});
