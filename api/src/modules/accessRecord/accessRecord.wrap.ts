// The central recording of the back office's access record (docs/decisions.md "Every back-office
// operation is classified for the access record"): each operation of RECORDED_HERE
// (accessRecord.operations.ts) is wrapped once, in buildResolvers. Only an organiser's or a
// front-desk account's call is recorded; a member's or a visitor's runs as it is.
//  - A CHANGE is recorded before its resolver runs: no change happens unrecorded, and a record that
//    cannot be written refuses the operation before anything changed. An operation refused or
//    failing afterwards leaves the record of its attempt.
//  - A READ is recorded from its answer, before the answer is returned: nothing is shown
//    unrecorded, and a read refused (not permitted, not found) shows nothing and records nothing.
// Not recorded either: a back-office account's own data (every member named is the caller), and a
// READ whose answer names no one.
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLResolveInfo,
} from 'graphql';
import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import { isFrontDesk, isOrganiser } from '../auth/guards';
import type { MemberRow } from '../members/members.lookup';
import { recordPersonalDataAccess } from './accessRecord.service';
import { RECORDED_HERE, type CentralRecord, type Subjects } from './accessRecord.operations';

type Args = Record<string, unknown>;
type FieldResolver = (parent: unknown, args: Args, ctx: GraphQLContext, info: GraphQLResolveInfo) => unknown;

/**
 * Argument values the record keeps as the filter: ids, numbers, booleans, dates and enum values,
 * inside input objects and lists too. Never a string (free text, names, addresses, and every
 * secret: passwords, tokens, codes are strings) nor JSON.
 */
const KEPT_SCALARS = new Set(['ID', 'Int', 'Float', 'Boolean', 'Long', 'DateTime']);

function kept(value: unknown, type: GraphQLInputType): unknown {
  if (value === null || value === undefined) return undefined;
  const named = getNullableType(type);
  if (isListType(named)) {
    const values = items(value)
      .map((item) => kept(item, named.ofType as GraphQLInputType))
      .filter((item) => item !== undefined);
    return values.length ? values : undefined;
  }
  if (isInputObjectType(named)) {
    const fields = named.getFields();
    return keptFields(value as Args, (key) => fields[key]?.type);
  }
  if (isEnumType(named) || (isScalarType(named) && KEPT_SCALARS.has(named.name))) return value;
  return undefined;
}

const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

function keptFields(values: Args, typeOf: (key: string) => GraphQLInputType | undefined) {
  const entries = Object.entries(values).flatMap(([key, value]) => {
    const type = typeOf(key);
    const keptValue = type && kept(value, type);
    return keptValue === undefined ? [] : [[key, keptValue] as const];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The arguments as the access record keeps them (see KEPT_SCALARS); undefined when none. */
export function recordedArguments(args: Args, info: Pick<GraphQLResolveInfo, 'parentType' | 'fieldName'>) {
  const definitions = info.parentType.getFields()[info.fieldName]?.args ?? [];
  return keptFields(args, (key) => definitions.find((arg) => arg.name === key)?.type);
}

/** The caller when the back office calls: an organiser or a front-desk account. */
function backOfficeCaller(ctx: GraphQLContext): MemberRow | null {
  const user = ctx.auth.error ? null : ctx.auth.user;
  return user && (isFrontDesk(user) || isOrganiser(user, ctx.config.ADMIN_ALLOWLIST)) ? user : null;
}

async function record(
  ctx: GraphQLContext,
  caller: MemberRow,
  operation: string,
  action: CentralRecord['action'],
  subjects: Subjects,
  filter: unknown,
) {
  if (Array.isArray(subjects)) {
    // The caller's own data; or a read that showed no one (a change naming no one is an attempt).
    const others = subjects.some((id) => id !== caller.id);
    if (!others && (subjects.length > 0 || action === 'READ')) return;
    await recordPersonalDataAccess(ctx, { action, operation, memberIds: subjects, filter });
    return;
  }
  const { rows } = subjects as { rows?: number };
  await recordPersonalDataAccess(ctx, { action, operation, filter, rowCount: rows });
}

/** The resolvers recordBackOfficeAccess made (a test checks buildResolvers' are). */
const recording = new WeakSet<FieldResolver>();
export const isRecording = (resolve: unknown): boolean =>
  typeof resolve === 'function' && recording.has(resolve as FieldResolver);

function recorded(operation: string, entry: CentralRecord, resolve: FieldResolver): FieldResolver {
  const wrapped: FieldResolver = async (parent, args, ctx, info) => {
    const caller = backOfficeCaller(ctx);
    if (!caller) return resolve(parent, args, ctx, info);
    const filter = recordedArguments(args, info);
    if (entry.action === 'CHANGE') {
      await record(ctx, caller, operation, 'CHANGE', await entry.whose(args, ctx), filter);
      return resolve(parent, args, ctx, info);
    }
    const answer = await resolve(parent, args, ctx, info);
    await record(ctx, caller, operation, 'READ', await entry.whose(answer, args, ctx), filter);
    return answer;
  };
  recording.add(wrapped);
  return wrapped;
}

/** The resolvers with every operation of RECORDED_HERE recording the back office's calls. */
export function recordBackOfficeAccess(resolvers: Resolvers): Resolvers {
  const wrapped: Record<string, unknown> = { ...resolvers };
  for (const type of ['Query', 'Mutation'] as const) {
    const fields = { ...(resolvers[type] as Record<string, unknown> | undefined) };
    for (const [name, resolve] of Object.entries(fields)) {
      const entry = Object.hasOwn(RECORDED_HERE, name) ? RECORDED_HERE[name] : undefined;
      if (!entry) continue;
      if (typeof resolve !== 'function')
        throw new Error(`${type}.${name}: the access record wraps functions only`);
      fields[name] = recorded(name, entry, resolve as FieldResolver);
    }
    wrapped[type] = fields;
  }
  return wrapped as Resolvers;
}
