import { ROLE_ADMIN, ROLE_MEMBER } from '@congress/domain';
import { buildASTSchema, parse, type GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';
import { buildResolvers, loadTypeDefs } from '../graphql/schema';
import {
  NOT_RECORDED,
  RECORDED_BY_SERVICE,
  RECORDED_HERE,
} from '../modules/accessRecord/accessRecord.operations';
import {
  isRecording,
  recordBackOfficeAccess,
  recordedArguments,
} from '../modules/accessRecord/accessRecord.wrap';

const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
const fieldsOf = (type: 'Query' | 'Mutation') =>
  Object.keys((type === 'Query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {});
const tables = { NOT_RECORDED, RECORDED_BY_SERVICE, RECORDED_HERE };
type Resolve = (parent: unknown, args: object, ctx: unknown, info: unknown) => Promise<unknown>;

describe('the access record classifies every operation of the schema', () => {
  const operations = [...fieldsOf('Query'), ...fieldsOf('Mutation')];

  test('every Query and Mutation field is in exactly one table, and every name there is a field', () => {
    const counted = (name: string) =>
      Object.values(tables).filter((table) => Object.hasOwn(table, name)).length;
    expect(operations.filter((name) => counted(name) === 0)).toEqual([]);
    expect(operations.filter((name) => counted(name) > 1)).toEqual([]);
    // No name of an operation that is gone, and no name both a query and a mutation.
    const named = Object.values(tables).flatMap((table) => Object.keys(table));
    expect(named.filter((name) => !operations.includes(name))).toEqual([]);
    expect(fieldsOf('Query').filter((name) => fieldsOf('Mutation').includes(name))).toEqual([]);
    expect(operations.length).toBeGreaterThan(200);
  });

  test('every operation recorded here has a resolver, and buildResolvers wraps it', () => {
    const plain = recordBackOfficeAccess({});
    expect(plain).toEqual({ Query: {}, Mutation: {} });
    const built = buildResolvers() as Record<string, Record<string, unknown>>;
    const recording = (type: 'Query' | 'Mutation') =>
      Object.keys(built[type] ?? {}).filter((name) => isRecording(built[type]?.[name]));
    expect([...recording('Query'), ...recording('Mutation')].sort()).toEqual(
      Object.keys(RECORDED_HERE).sort(),
    );
  });

  test('keeps ids, numbers, booleans and enum values of the arguments, never a string', () => {
    const info = (type: 'Query' | 'Mutation', fieldName: string) =>
      ({
        parentType: type === 'Query' ? schema.getQueryType()! : schema.getMutationType()!,
        fieldName,
      }) as Pick<GraphQLResolveInfo, 'parentType' | 'fieldName'>;
    expect(
      recordedArguments(
        { id: '5', input: { registrationId: '9', refund_account: { account_no: '123' } } },
        info('Mutation', 'requestRefund'),
      ),
    ).toEqual({ input: { registrationId: '9' } });
    expect(
      recordedArguments(
        { userId: '3', schemeId: '2', day: '2024-03-21', countedMinutes: 200, points: 4, memo: 'called' },
        info('Mutation', 'correctCredit'),
      ),
    ).toEqual({ userId: '3', schemeId: '2', countedMinutes: 200, points: 4 });
    expect(
      recordedArguments(
        { pendingToken: 'secret', totpCode: '123456', recoveryCode: 'abc' },
        info('Mutation', 'completeLogin'),
      ),
    ).toBeUndefined();
    expect(recordedArguments({ text: 'Kim Minji' }, info('Query', 'checkInSearch'))).toBeUndefined();
    expect(
      recordedArguments(
        { ids: ['1', '2'], status: 'ACCEPTED', notify: true },
        info('Mutation', 'changeAbstractStatus'),
      ),
    ).toEqual({ ids: ['1', '2'], status: 'ACCEPTED', notify: true });
  });

  test('a change whose record cannot be written is refused before its resolver runs', async () => {
    const resolver = jest.fn(async () => 'changed');
    const wrapped = recordBackOfficeAccess({
      Mutation: { correctCredit: resolver },
    } as unknown as Resolvers) as {
      Mutation: Record<string, Resolve>;
    };
    const ctx = {
      auth: { user: { id: 1, email: 'org@example.org', role_name: ROLE_ADMIN } },
      config: { ADMIN_ALLOWLIST: [] },
      clock: { now: () => new Date() },
      ip: '127.0.0.1',
      knex: () => {
        throw new Error('the database refuses the row');
      },
    } as unknown as GraphQLContext;
    const info = { parentType: schema.getMutationType()!, fieldName: 'correctCredit' };
    await expect(wrapped.Mutation.correctCredit!({}, { userId: '2' }, ctx, info)).rejects.toThrow(
      'the database refuses the row',
    );
    expect(resolver).not.toHaveBeenCalled();
    // A member's own call is not the back office's: it runs as it is.
    const member = { ...ctx, auth: { user: { id: 2, email: 'm@example.org', role_name: ROLE_MEMBER } } };
    await expect(wrapped.Mutation.correctCredit!({}, { userId: '2' }, member, info)).resolves.toBe('changed');
  });
});
