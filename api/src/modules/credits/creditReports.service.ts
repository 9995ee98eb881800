// CME credits (issue 26 §3–§4; docs/decisions.md "CME credits: the process"): what the downloads read (credits.routes.ts):
// the KMA report's scheme, the member's certificate and everyone's, by the phase's rules.
import { AppError, invalidField } from '../../errors';
import { parseId } from '../../graphql/inputs';
import type { MemberRow } from '../members/members.lookup';
import type { CreditRecordView } from './credits.compute';
import { creditRecords, requireScheme, type Deps } from './credits.records';
import { allSchemes, readSettings, type SchemeRow } from './credits.repository';
import { certificateAvailable } from './creditPhase.service';

/** The phase rules of the downloads. */
export async function requireFinal(ctx: Deps): Promise<void> {
  const settings = await readSettings(ctx.knex);
  if (settings.phase !== 'FINAL') throw invalidField('phase', 'credits.notFinal');
}

/**
 * The scheme of the KMA report: the one asked for, which must be marked as reporting to KMA
 * (`credits.notKmaScheme`), else the first that is.
 */
export async function kmaScheme(ctx: Deps, id: unknown): Promise<SchemeRow> {
  if (id !== undefined && id !== '') {
    const scheme = await requireScheme(ctx.knex, parseId(id, 'scheme'));
    if (!scheme.reports_to_kma) throw invalidField('scheme', 'credits.notKmaScheme');
    return scheme;
  }
  const scheme = (await allSchemes(ctx.knex)).find((s) => s.reports_to_kma);
  if (!scheme) throw new AppError('NOT_FOUND');
  return scheme;
}

/** The member's certificate content, when available. */
export async function memberCertificate(ctx: Deps, member: MemberRow) {
  const settings = await readSettings(ctx.knex);
  if (!certificateAvailable(settings, ctx.clock.now()))
    throw invalidField('phase', 'credits.certificateNotYet');
  const [records, schemes] = await Promise.all([creditRecords(ctx.knex, [member.id]), allSchemes(ctx.knex)]);
  const own = records.filter((r) => r.days.length > 0);
  if (!own.length) throw invalidField('user', 'credits.noCredits');
  return { records: own, schemes };
}

/** Every counted attendee's records (phase FINAL), grouped per attendee. */
export async function allCertificates(ctx: Deps) {
  await requireFinal(ctx);
  const [records, schemes] = await Promise.all([creditRecords(ctx.knex), allSchemes(ctx.knex)]);
  const byUser = new Map<number, CreditRecordView[]>();
  for (const record of records) {
    if (!record.days.length) continue;
    byUser.set(record.attendee.userId, [...(byUser.get(record.attendee.userId) ?? []), record]);
  }
  return { attendees: [...byUser.values()], schemes };
}
