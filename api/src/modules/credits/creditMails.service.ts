// CME credits (issue 26 §3–§4; docs/decisions.md "CME credits: the process"): the expected-credit mail, sent to
// every counted attendee once per objection round.
import type { Locale } from '@congress/domain';
import { dateToSeoulWallClock } from '@congress/domain/validation';
import type { AppDeps } from '../../context';
import { invalidField } from '../../errors';
import { siteUrl } from '../auth/confirmation';
import { queueTemplatedMail } from '../mail/mail.service';
import { findMembersByIds, type MemberRow } from '../members/members.lookup';
import type { CreditRecordView } from './credits.compute';
import { logEntry } from './credits.log';
import { explanationIn, figureIn, koreaTime, readerLocale } from './credits.names';
import { creditRecords, type Deps } from './credits.records';
import {
  allSchemes,
  insertChanges,
  mailedUserIds,
  markMailed,
  readSettings,
  setMailId,
  type SchemeRow,
} from './credits.repository';

/** Where the member reads their credits and objects (the mypage remote's page). */
export const MY_CREDITS_PATH = '/mypage/my_credits';
/** One line per scheme and day, and the totals, in the mail's language. */
export function mailTexts(
  records: readonly CreditRecordView[],
  schemes: readonly SchemeRow[],
  locale: Locale,
): { days: string; totals: string } {
  const days: string[] = [];
  const totals: string[] = [];
  for (const record of records) {
    if (!record.days.length) continue;
    const scheme = schemes.find((s) => String(s.id) === record.schemeId);
    const name = scheme ? (locale === 'ko' ? scheme.name_ko : scheme.name_en) : '';
    if (days.length) days.push('');
    days.push(name);
    for (const day of record.days) days.push(explanationIn(day.explain, locale));
    totals.push(
      `${name}: ${figureIn({ minutes: record.totalMinutes, points: record.totalPoints }, locale, 'long')}`,
    );
  }
  return { days: days.join('\n'), totals: totals.join('\n') };
}

const MAIL_SKIPPED = Symbol('skipped');

/**
 * Queues the expected-credits mail to every counted attendee not yet mailed in this OBJECTIONS
 * round, each in a transaction of its own (its mark in credit_mails and its mail commit
 * together): a second call, or two organisers at once, mail nobody twice. Returns how many were queued.
 */
export async function sendExpectedCreditMails(
  ctx: Deps & Pick<AppDeps, 'mail' | 'config'>,
  organiser: MemberRow,
): Promise<number> {
  const settings = await readSettings(ctx.knex);
  if (settings.phase !== 'OBJECTIONS' || !settings.objections_close_at)
    throw invalidField('phase', 'credits.notOpenPhase');
  const round = settings.objections_round;
  const closeAt = settings.objections_close_at;
  const [records, schemes, mailed] = await Promise.all([
    creditRecords(ctx.knex),
    allSchemes(ctx.knex),
    mailedUserIds(ctx.knex, round),
  ]);
  const done = new Set(mailed);
  const byUser = new Map<number, CreditRecordView[]>();
  for (const record of records) {
    if (!record.days.length) continue;
    const userId = record.attendee.userId;
    if (done.has(userId)) continue;
    byUser.set(userId, [...(byUser.get(userId) ?? []), record]);
  }
  const members = new Map(
    (await findMembersByIds(ctx.knex, [...byUser.keys()])).map((member) => [member.id, member]),
  );
  const url = `${siteUrl(ctx)}${MY_CREDITS_PATH}`;
  let queued = 0;
  for (const [userId, userRecords] of byUser) {
    const member = members.get(userId);
    if (!member || member.delete || member.blocked) continue;
    const locale = readerLocale(member);
    const texts = mailTexts(userRecords, schemes, locale);
    const close = `${dateToSeoulWallClock(closeAt).replace('T', ' ')} ${koreaTime(locale)}`;
    try {
      await ctx.knex.transaction(async (trx) => {
        if (!(await markMailed(trx, userId, round, ctx.clock.now()))) throw MAIL_SKIPPED;
        const mailId = await queueTemplatedMail(trx, ctx, {
          type: 'CREDITS_EXPECTED',
          to: member.email,
          locale,
          values: {
            ...member,
            credit_days: texts.days,
            credit_totals: texts.totals,
            objections_close: close,
            myCreditsUrl: url,
          },
          // Made by the server (times like 08:30 stay readable; scheme names are the organisers').
          trusted: ['myCreditsUrl', 'credit_days', 'credit_totals', 'objections_close'],
        });
        // Not sent (automatic sending off, the recipient's hourly limit): not marked, a later call tries again.
        if (mailId === null) throw MAIL_SKIPPED;
        await setMailId(trx, userId, round, mailId);
      });
      queued += 1;
    } catch (error) {
      if (error !== MAIL_SKIPPED) throw error;
    }
  }
  if (queued > 0) {
    const now = ctx.clock.now();
    await ctx.knex.transaction((trx) =>
      insertChanges(trx, [logEntry(organiser, now, 'MAILS_QUEUED', {}, null, { count: queued })]),
    );
  }
  return queued;
}
