// Request limits (issue 8, graphql/requestLimits.ts): every query the frontends send fits at the
// largest page size, and requests over a limit are refused before any resolver with
// QUERY_TOO_COMPLEX (or PAYLOAD_TOO_LARGE for the body), whoever sends them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  typeFromAST,
  validate,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { ERROR_CODES, PAGE } from '@congress/domain';
import { costOf, REQUEST_LIMITS, requestLimitRules } from '../src/graphql/requestLimits';
import { loadTypeDefs } from '../src/graphql/schema';
import { REPO_ROOT } from '../src/paths';
import { asAdminRole, startHarness, type Harness } from './harness';

const schema = buildSchema(loadTypeDefs().join('\n'));

/** A value of the type: lists of one, every input field filled, page sizes at their maximum. */
function sampleOf(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sampleOf(type.ofType, name);
  if (isListType(type)) return [sampleOf(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sampleOf(f.type, f.name)]));
  }
  if (type.name === 'Int') return name === 'limit' ? PAGE.maxLimit : 1;
  if (type.name === 'Float') return 1.5;
  if (type.name === 'Boolean') return true;
  if (type.name === 'ID') return '1';
  return 'x';
}

const variablesFor = (operation: OperationDefinitionNode) =>
  Object.fromEntries(
    (operation.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      sampleOf(typeFromAST(schema, v.type) as GraphQLInputType, v.variable.name.value),
    ]),
  );

/** Every .graphql file below a folder of the repository. */
function graphqlFiles(dir: string): string[] {
  return readdirSync(path.join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => path.join(REPO_ROOT, dir, file));
}

/**
 * Each browser bundle's documents, as codegen.yml gathers them (one target per deployable): its
 * own, plus the shared packages' fragments it selects with (session, form kit). Operation names are
 * unique within a bundle only.
 */
function bundles(): [string, string[]][] {
  const fragments = [...graphqlFiles('shared/ui/src'), ...graphqlFiles('shared/components/src')].filter(
    (file) => file.endsWith('.fragment.graphql'),
  );
  return [
    ['shared/ui', graphqlFiles('shared/ui/src')],
    ['shared/components', [...new Set([...graphqlFiles('shared/components/src'), ...fragments])]],
    ...['public', 'mypage', 'admin'].map((remote): [string, string[]] => [
      remote,
      [...graphqlFiles(`remotes/${remote}/src`), ...fragments],
    ]),
  ];
}

describe.each(bundles())('the frontends’ own operations: %s', (bundle, files) => {
  const document = parse(files.map((file) => readFileSync(file, 'utf8')).join('\n'), { maxTokens: Infinity });
  const operations = document.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION && d.name ? [d.name.value] : [],
  );

  it('pass every limit, lists at the largest page size', () => {
    expect(operations.length).toBeGreaterThan(0);
    // A bundle may hold a fragment it uses as a type only (the profile form's); each operation is
    // sent with just the fragments it spreads.
    const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
    expect(validate(schema, document, [...rules, ...requestLimitRules])).toEqual([]);
    const costs = Object.fromEntries(
      document.definitions.flatMap((d) =>
        d.kind === Kind.OPERATION_DEFINITION && d.name
          ? [[d.name.value, costOf(schema, document, variablesFor(d), d.name.value)]]
          : [],
      ),
    );
    for (const [name, cost] of Object.entries(costs)) {
      expect([name, cost !== null && cost <= REQUEST_LIMITS.maxCost]).toEqual([name, true]);
    }
    // The largest: a full page of members with their role.
    if (bundle === 'admin') expect(costs.Users).toBe(1 + PAGE.maxLimit * 2);
  });

  it('each stays within the size limit (tokens)', () => {
    for (const definition of document.definitions) {
      const text = definition.loc?.source.body.slice(definition.loc.start, definition.loc.end) ?? '';
      expect(() => parse(text, { maxTokens: REQUEST_LIMITS.maxTokens })).not.toThrow();
    }
  });
});

describe('requests over a limit', () => {
  let h: Harness;
  let organiser: string;
  beforeAll(async () => {
    h = await startHarness({ NODE_ENV: 'production' });
    organiser = (await h.createUser({}, asAdminRole)).token;
  });
  afterAll(() => h.close());

  const send = async (query: string, variables: object = {}, token?: string) => {
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    return { status: res.status, body, code: body.errors?.[0]?.extensions?.code };
  };
  const expectRefused = async (query: string, variables: object = {}, token?: string) => {
    const result = await send(query, variables, token);
    expect([result.status, result.code]).toEqual([400, 'QUERY_TOO_COMPLEX']);
    expect(result.body.data).toBeUndefined();
    return result.body.errors?.[0]?.message;
  };

  it('uses a translated error code', () => {
    expect(ERROR_CODES).toContain('QUERY_TOO_COMPLEX');
  });

  it('refuses depth beyond 8 (the schema has cycles: User → speaker → user → …)', async () => {
    const deep = (hops: number): string => (hops === 0 ? 'email' : `speaker { user { ${deep(hops - 1)} } }`);
    // me is depth 0: each hop adds two levels, the leaf one.
    expect((await send(`{ me { ${deep(3)} } }`)).code).toBeUndefined();
    expect(await expectRefused(`{ me { ${deep(4)} } }`)).toMatch(/depth limit of 8/);
    await expectRefused(`{ me { ...D } } fragment D on User { ${deep(4)} }`);
  });

  it('refuses more than 10 aliases', async () => {
    const aliases = (n: number) =>
      `{ me { ${Array.from({ length: n }, (_, i) => `a${i}: email`).join(' ')} } }`;
    expect((await send(aliases(10))).code).toBeUndefined();
    expect(await expectRefused(aliases(11))).toMatch(/Aliases limit of 10/);
  });

  it('refuses more than 10 directives', async () => {
    const directives = (n: number) =>
      `{ me { ${Array.from({ length: n }, () => `email @include(if: true)`).join(' ')} } }`;
    expect((await send(directives(10))).code).toBeUndefined();
    await expectRefused(directives(11));
  });

  it('refuses more than 10 root fields, also when hidden in fragments', async () => {
    const roots = (n: number) => Array.from({ length: n }, () => 'health').join(' ');
    expect((await send(`{ ${roots(10)} }`)).code).toBeUndefined();
    expect(await expectRefused(`{ ${roots(11)} }`)).toMatch(/Root fields limit of 10/);
    await expectRefused(
      `{ ...A ...B } fragment A on Query { ${roots(6)} } fragment B on Query { ${roots(5)} }`,
    );
    // Free mutations likewise: many sign-ups in one request are refused before any is tried.
    const confirms = Array.from({ length: 11 }, () => 'confirmEmail(token: "x") { ok }').join(' ');
    await expectRefused(`mutation { ${confirms} }`);
  });

  it('counts lists by the page size asked for: the same query passes at 20 a page, not at 500', async () => {
    const pages = `query ($limit: Int) { ${Array.from(
      { length: 5 },
      (_, i) => `p${i}: users(start: ${i}, limit: $limit) { count rows { id role { name } } }`,
    ).join(' ')} }`;
    const small = await send(pages, { limit: 20 }, organiser);
    expect(small.code).toBeUndefined();
    expect(await expectRefused(pages, { limit: 500 }, organiser)).toMatch(
      /Cost limit of 5000 exceeded, found 5005/,
    );
    // Default page size when no limit is given; anonymous callers are refused the same way.
    expect((await send(pages, {}, organiser)).code).toBeUndefined();
    await expectRefused(pages, { limit: 500 });
  });

  it('refuses a document of more than 2,000 tokens', async () => {
    const long = `{ me { ${Array.from({ length: 2_000 }, () => 'email').join(' ')} } }`;
    expect(await expectRefused(long)).toMatch(/more th(?:an|at) 2000 tokens/);
  });

  it('refuses fragments spread over and over (a fragment bomb) without working through it', async () => {
    // F16 stands for 2^16 copies of `email`: few tokens, little depth, no aliases.
    const levels = 17;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === 0 ? 'fragment F0 on User { email }' : `fragment F${i} on User { ...F${i - 1} ...F${i - 1} }`,
    ).join(' ');
    const started = Date.now();
    await expectRefused(`{ me { ...F${levels - 1} } } ${fragments}`, {}, organiser);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a body over 1 MB on /graphql with 413', async () => {
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health }', variables: { x: 'a'.repeat(1_100_000) } }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, code: 'PAYLOAD_TOO_LARGE' });
  });
});
