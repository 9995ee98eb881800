// Abstract review (issue 25; docs/decisions.md "Abstract review"): organisers decide abstracts
// through the status workflow and mail the decision, with the reviews' comments, to the authors.
// Guards live in review.resolvers.ts: the functions here take the organiser or the reviewer already
// checked. Embedded PGlite serves one session at a time: inside a transaction every read goes through trx.
import {
  DECISION_OUTCOME,
  REVIEW_RECOMMENDATION_LABELS,
  normaliseEmail,
  statusChangeRefusal,
  type Locale,
  type ReviewRecommendation,
} from '@congress/domain';
import type { Knex } from 'knex';
import type { RequestContext } from '../../context';
import { AppError, invalidField, validationError } from '../../errors';
import {
  findAbstractForUpdate,
  updateAbstractRow,
  type AbstractRow,
  type HistoryEntry,
} from '../abstracts/abstracts.lookup';
import { siteUrl } from '../auth/confirmation';
import { queueTemplatedMail } from '../mail/mail.service';
import { findMemberByEmail, findMemberById, type MemberRow } from '../members/members.lookup';
import { authorsOf } from './review.conflicts';
import { localeOfMember } from './review.names';
import { commentsToAuthors } from './reviewing.service';

const MY_ABSTRACT_PATH = '/mypage/my_abstract';

const PRESENTATION_LABEL = {
  ORAL: { en: 'an oral presentation', ko: '구연 발표' },
  POSTER: { en: 'a poster', ko: '포스터 발표' },
} as const;

const NO_COMMENTS = { en: 'No comments.', ko: '의견 없음' } as const;

/** "Reviewer 1:\n…\n\nReviewer 2:\n…" in the mail's language. */
function commentsText(comments: string[], locale: Locale): string {
  if (!comments.length) return NO_COMMENTS[locale];
  const label = locale === 'ko' ? '심사위원' : 'Reviewer';
  return comments.map((c, i) => `${label} ${i + 1}:\n${c}`).join('\n\n');
}

/**
 * The decision mail's recipients: the submitter and every author with an address, each address
 * once, each in their language (a member's by their country; an author without an account in the
 * submitter's).
 */
async function decisionRecipients(trx: Knex, row: AbstractRow) {
  const submitter = await findMemberById(trx, row.user_id);
  const fallback = localeOfMember(submitter) ?? 'en';
  const seen = new Set<string>();
  const recipients: {
    email: string;
    locale: Locale;
    givenName: string;
    familyName: string;
    name_kr?: string | null;
  }[] = [];
  if (submitter && !submitter.delete) {
    seen.add(normaliseEmail(submitter.email));
    recipients.push({
      email: submitter.email,
      locale: fallback,
      givenName: submitter.givenName ?? '',
      familyName: submitter.familyName ?? '',
      name_kr: submitter.name_kr,
    });
  }
  for (const author of authorsOf(row)) {
    const email = normaliseEmail(author.email);
    if (!email || seen.has(email)) continue;
    seen.add(email);
    const member = await findMemberByEmail(trx, author.email!.trim());
    const live = member && !member.delete ? member : undefined;
    recipients.push({
      email: author.email!.trim(),
      locale: localeOfMember(live) ?? fallback,
      givenName: author.givenName ?? '',
      familyName: author.familyName ?? '',
      name_kr: live?.name_kr ?? null,
    });
  }
  return recipients;
}

/**
 * Decides abstracts through the status workflow (history entry per abstract), all or nothing;
 * notify: the decision mail to the submitter and every author, in the same transaction.
 */
export async function decideAbstracts(
  ctx: RequestContext,
  organiser: MemberRow,
  ids: number[],
  decision: ReviewRecommendation,
  notify: boolean,
): Promise<number> {
  const outcome = DECISION_OUTCOME[decision];
  if (!outcome) throw invalidField('decision');
  const unique = [...new Set(ids)];
  if (!unique.length) throw validationError([{ field: 'ids', code: 'validation.required' }]);
  const base = siteUrl(ctx);
  return ctx.knex.transaction(async (trx) => {
    const decided: AbstractRow[] = [];
    for (const [index, id] of unique.entries()) {
      const locked = await findAbstractForUpdate(trx, id);
      if (!locked) throw new AppError('NOT_FOUND', { message: `abstract ${id} not found` });
      const same = locked.status === outcome.status && (locked.accepted_as ?? null) === outcome.acceptedAs;
      if (same) continue;
      // The status workflow's organiser transitions; accepted as oral ↔ as poster keeps the status.
      const allowed =
        locked.status === outcome.status
          ? outcome.status === 'ACCEPTED'
          : statusChangeRefusal('organiser', locked.status, outcome.status, true) === null;
      if (!allowed) throw validationError([{ field: `ids.${index}`, code: 'validation.abstractTransition' }]);
      const entry: HistoryEntry = {
        at: ctx.clock.now().toISOString(),
        by: organiser.id,
        role: 'organiser',
        action: 'STATUS',
        from: locked.status,
        to: outcome.status,
        acceptedAs: outcome.acceptedAs,
      };
      decided.push(
        await updateAbstractRow(
          trx,
          id,
          { status: outcome.status, accepted_as: outcome.acceptedAs },
          entry,
          ctx.clock.now(),
        ),
      );
    }
    if (notify)
      for (const row of decided) {
        const comments = await commentsToAuthors(trx, row.id);
        for (const to of await decisionRecipients(trx, row)) {
          await queueTemplatedMail(trx, ctx, {
            type: outcome.status === 'ACCEPTED' ? 'ABSTRACT_ACCEPTED' : 'ABSTRACT_REJECTED',
            to: to.email,
            locale: to.locale,
            values: {
              givenName: to.givenName,
              familyName: to.familyName,
              name_kr: to.name_kr ?? null,
              abstract_title: row.title,
              decision: REVIEW_RECOMMENDATION_LABELS[decision][to.locale],
              presentation: outcome.acceptedAs ? PRESENTATION_LABEL[outcome.acceptedAs][to.locale] : '',
              comments: commentsText(comments, to.locale),
              myAbstractUrl: `${base}${MY_ABSTRACT_PATH}`,
            },
            trusted: ['myAbstractUrl'],
          });
        }
      }
    return decided.length;
  });
}
