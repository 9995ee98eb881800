import type { Knex } from 'knex';
import type { Locale, MailType } from '@congress/domain';
import { minutesFrom, type Clock } from '../../clock';
import { addressConfirmed } from '../members/members.lookup';
import type { MailQueue } from './mail.queue';
import type { RequestContext } from '../../context';
import { runList, type ListArgs } from '../../lists/query';
import { MAIL_LOG_LIST_DEFINITION } from './mailLog.list';
import { automaticMailsSince, insertSendEmail, type SendEmailRow } from './mail.repository';
import { templateValues } from './mail.placeholders';
import { namedValues } from './mail.names';
import { automaticMailSetup } from './mailTemplates.service';
import { renderTemplate, type TemplateValues } from './mail.template';
import { resolveKoreanParticles } from './koreanParticles';

export interface TemplatedMail {
  type: MailType;
  to: string;
  locale: Locale;
  values: TemplateValues;
  /**
   * Secret values (a verification code): they go into the delivered mail only. The logged copy in
   * send_emails (read by organisers) shows SECRET_MASK in their place.
   */
  secrets?: TemplateValues;
  /** Stored with the mail for authorisation-code mails (hashed by the caller). */
  authcode?: { hash: string; expiresAt: Date };
  /** Placeholders whose values the server made (a link): rendered without neutralisation. */
  trusted?: readonly string[];
  /**
   * A security notice (the password was changed): the per-type gap never holds it back, only the
   * hourly cap. It cannot be triggered without the account's password.
   */
  security?: boolean;
  /** Appended to the body when the (possibly edited) template lacks this placeholder. */
  ensure?: { placeholder: string; html: string };
  /**
   * The address was given in person to an organiser at the congress desk (a walk-in): the mails of
   * that registration and payment go out before the address is confirmed, as a paying member's do.
   */
  givenAtDesk?: boolean;
}

/**
 * The mail type that confirms an address: the only one an unconfirmed account receives, but for
 * a walk-in's registration and receipt (givenAtDesk).
 */
export const CONFIRMATION_MAIL_TYPE: MailType = 'SIGN_UP';

/**
 * Per-recipient limits on automatic mails (docs/decisions.md). Within `minutesBetween` of a mail
 * of the same type, another is skipped; at most `perHour` automatic mails reach one address in an
 * hour. Organisers' hand-written mails (mail.manual.ts) are not counted nor limited.
 */
export const MAIL_LIMITS = {
  minutesBetween: { USER_INFO_EDIT: 10, SIGN_UP: 5 } as Partial<Record<MailType, number>>,
  perHour: 10,
};

export type SkipReason = 'unconfirmed' | 'rateLimited';

/** Recipients whose lock a transaction holds already (a registration mails its member twice). */
const lockedRecipients = new WeakMap<Knex.Transaction, Set<string>>();

/**
 * Serialises the automatic mails of one recipient, to the end of the transaction. Taken before
 * queueTemplatedMail by a caller that locks something else after it (the receipt counter), so
 * every transaction takes the two in the same order.
 */
export async function lockMailRecipient(trx: Knex.Transaction, address: string): Promise<void> {
  const recipient = address.trim().toLowerCase();
  const locked = lockedRecipients.get(trx) ?? new Set<string>();
  if (locked.has(recipient)) return;
  await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`mail-recipient:${recipient}`]);
  locked.add(recipient);
  lockedRecipients.set(trx, locked);
}

/** Why this automatic mail must not go out now, or null. Serialised per recipient. */
async function skipReason(
  trx: Knex.Transaction,
  clock: Clock,
  mail: TemplatedMail,
): Promise<SkipReason | null> {
  const recipient = mail.to.trim().toLowerCase();
  // Held to the end of the transaction: the counts below see every mail committed before it.
  await lockMailRecipient(trx, recipient);
  if (
    mail.type !== CONFIRMATION_MAIL_TYPE &&
    !mail.givenAtDesk &&
    (await addressConfirmed(trx, recipient)) === false
  )
    return 'unconfirmed';
  const gap = mail.security ? undefined : MAIL_LIMITS.minutesBetween[mail.type];
  const sent = await automaticMailsSince(
    trx,
    recipient,
    minutesFrom(clock, -60),
    gap ? { type: mail.type, since: minutesFrom(clock, -gap) } : undefined,
  );
  return sent.ofType > 0 || sent.all >= MAIL_LIMITS.perHour ? 'rateLimited' : null;
}

/** What the mail log shows where a secret value was. */
export const SECRET_MASK = '••••••';

/**
 * Renders the type's template with the row values, records the mail in send_emails and queues its
 * delivery, all inside the caller's transaction. Returns the send_emails id, or null when the
 * mail was skipped (not recorded, not queued): the address belongs to an account that has not
 * confirmed it yet, or a per-recipient limit was reached.
 */
export async function queueTemplatedMail(
  trx: Knex.Transaction,
  deps: { mail: MailQueue; clock: Clock; knex: Knex },
  mail: TemplatedMail,
): Promise<number | null> {
  // Switched off in mail/autoSending: no mail, except those a member cannot do without.
  const { enabled, template } = await automaticMailSetup(deps.knex, trx, mail.type, mail.locale);
  if (!enabled && !mail.security) return null;
  if (await skipReason(trx, deps.clock, mail)) return null;
  if (!template) throw new Error(`no mail template for ${mail.type}`);
  const contents =
    mail.ensure && !template.contents.includes(`{${mail.ensure.placeholder}}`)
      ? template.contents + mail.ensure.html
      : template.contents;
  // A particle written in both forms after a value (발표(으)로) agrees with the value.
  const render = (values: TemplateValues) => ({
    title: resolveKoreanParticles(
      renderTemplate(template.title, values, { html: false, trusted: mail.trusted }),
    ),
    content: resolveKoreanParticles(renderTemplate(contents, values, { html: true, trusted: mail.trusted })),
  });
  const secrets = Object.keys(mail.secrets ?? {});
  // Allowlisted values only (mail.placeholders.ts): never the password hash or a token of the row.
  // Coded values (a tier, a status, a country) by their names in the mail's language.
  const values = namedValues(mail.type, templateValues(mail.values), mail.locale);
  const logged = render({ ...values, ...Object.fromEntries(secrets.map((key) => [key, SECRET_MASK])) });
  // The unmasked mail waits in delivery_* until it is sent (markSent wipes it); never logged.
  const delivered = secrets.length ? render({ ...values, ...mail.secrets }) : null;
  const queued = await insertSendEmail(trx, {
    type: mail.type,
    ...logged,
    usermail: mail.to,
    delivery_title: delivered?.title ?? null,
    delivery_content: delivered?.content ?? null,
    authcode: mail.authcode?.hash ?? null,
    authcode_expires_at: mail.authcode?.expiresAt ?? null,
    automatic: true,
  });
  await deps.mail.enqueue(trx, queued, mail.type);
  return queued.id;
}

// Find-password code records live in send_emails (the mail that carried the code): auth reads
// and stamps them through these.
export {
  countWrongCode,
  latestCodeMailForUpdate,
  markCodeVerified,
  useAllCodes,
  verifiedResetMailForUpdate,
} from './mail.repository';

/** Organisers: the mail log (outbox), filtered, sorted and paged (the list kit, mailLog.list.ts). */
export const listMailLog = (ctx: RequestContext, args: ListArgs) =>
  runList<SendEmailRow>(MAIL_LOG_LIST_DEFINITION, ctx, args);
