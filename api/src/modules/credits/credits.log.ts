// The change log (credit_changes): every write of the process logs an entry in its transaction; the
// organisers read it a page at a time, in the reader's language. Each entry is stored as a kind, a subject (scheme,
// attendee, day) and the values before and after as JSON, and becomes sentences only when read,
// so the back office shows it in Korean or English alike (docs/decisions.md, "CME credits: the process").
import {
  CREDIT_ELIGIBILITY_LABELS,
  CREDIT_OBJECTION_STATUS_LABELS,
  CREDIT_PHASE_LABELS,
  type CreditEligibility,
  type CreditObjectionStatus,
  type CreditPhase,
  type Locale,
  type ValueLabel,
} from '@congress/domain';
import { dateToSeoulWallClock } from '@congress/domain/validation';
import type { MemberRow } from '../members/members.lookup';
import { figureIn, koreaTime } from './credits.names';
import { pageOf, type Deps } from './credits.records';
import { listChanges, type ChangeRow, type ChangeValues, type SchemeRow } from './credits.repository';

// Writing: an entry per change, in the transaction that made it --------------------------------------

const organiserName = (member: MemberRow) =>
  String([member.givenName, member.familyName].filter(Boolean).join(' ') || member.email).slice(0, 200);

interface Subject {
  scheme?: { en: string; ko: string };
  name?: string;
  day?: string;
}

export const schemeSubject = (scheme: SchemeRow): Subject => ({
  scheme: { en: scheme.name_en, ko: scheme.name_ko },
});

/** The log entry of a change made by `organiser` (or the member who objected). */
export function logEntry(
  organiser: MemberRow,
  now: Date,
  kind: string,
  subject: Subject,
  before: object | null,
  after: object | null,
  memo: string | null = null,
): ChangeValues {
  return {
    changed_at: now,
    user_id: organiser.id,
    user_name: organiserName(organiser),
    kind,
    subject,
    before,
    after,
    memo,
  };
}

// Reading: a page of the log, rendered in the reader's language ---------------------------------------

export interface CreditChangeView {
  id: string;
  changedAt: Date;
  userName: string;
  kind: string;
  subject: Record<string, unknown>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  memo: string | null;
}

const changeView = (row: ChangeRow): CreditChangeView => ({
  id: String(row.id),
  changedAt: row.changed_at,
  userName: row.user_name,
  kind: row.kind,
  subject: (row.subject ?? {}) as Record<string, unknown>,
  before: (row.before ?? null) as Record<string, unknown> | null,
  after: (row.after ?? null) as Record<string, unknown> | null,
  memo: row.memo,
});

/** Organisers: a page of the log, newest first. */
export async function creditChanges(ctx: Deps, start?: number | null, limit?: number | null) {
  const { from, size } = pageOf(start, limit);
  const { count, rows } = await listChanges(ctx.knex, from, size);
  return { count, rows: rows.map(changeView) };
}

const KIND_NAMES: Record<string, ValueLabel> = {
  SCHEME_SAVED: { en: 'Scheme saved', ko: '평점 기준 저장' },
  SCHEME_DELETED: { en: 'Scheme deleted', ko: '평점 기준 삭제' },
  PHASE: { en: 'Phase changed', ko: '단계 변경' },
  CORRECTION: { en: 'Correction', ko: '평점 수정' },
  CORRECTION_CLEARED: { en: 'Correction removed', ko: '평점 수정 취소' },
  OBJECTION_FILED: { en: 'Objection filed', ko: '이의 신청 접수' },
  OBJECTION_ACCEPTED: { en: 'Objection accepted', ko: '이의 신청 인정' },
  OBJECTION_REJECTED: { en: 'Objection rejected', ko: '이의 신청 기각' },
  MAILS_QUEUED: { en: 'Expected-credit mails queued', ko: '평점 사전 안내 메일 발송' },
};

const isNamed = (value: unknown): value is ValueLabel =>
  typeof value === 'object' && value !== null && 'en' in value && 'ko' in value;

/** "Correction: 김민지, KMA CME credits, 2024-03-21". */
export function changeWhat(change: CreditChangeView, locale: Locale): string {
  const kind = KIND_NAMES[change.kind]?.[locale] ?? change.kind;
  const { scheme, name, day } = change.subject as { scheme?: unknown; name?: unknown; day?: unknown };
  const parts = [
    typeof name === 'string' && name ? name : null,
    isNamed(scheme) ? scheme[locale] : null,
    typeof day === 'string' ? day : null,
  ].filter(Boolean);
  return parts.length ? `${kind}: ${parts.join(', ')}` : kind;
}

const pointsList = (dayPoints: Record<string, number>, locale: Locale) =>
  Object.entries(dayPoints)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, points]) => `${day} ${points}${locale === 'ko' ? '평점' : ''}`)
    .join(', ') || (locale === 'ko' ? '없음' : 'none');

function schemeText(value: Record<string, unknown>, locale: Locale): string {
  const ko = locale === 'ko';
  const rule = value.rule as
    | { kind: 'BANDS'; bands: { moreThanMinutes: number; upToMinutes: number | null; points: number }[] }
    | { kind: 'PER_HOUR'; pointsPerHour: number; minimumMinutes: number }
    | undefined;
  const parts: string[] = [];
  if (isNamed(value.name)) parts.push(value.name[locale]);
  if (rule?.kind === 'BANDS')
    parts.push(
      (ko ? '구간: ' : 'bands: ') +
        rule.bands
          .map(
            (b) =>
              `>${b.moreThanMinutes}${b.upToMinutes === null ? '' : `–${b.upToMinutes}`}${ko ? '분' : ' min'} ${b.points}`,
          )
          .join(', '),
    );
  if (rule?.kind === 'PER_HOUR')
    parts.push(
      ko
        ? `시간당 ${rule.pointsPerHour}평점 (최소 ${rule.minimumMinutes}분)`
        : `${rule.pointsPerHour} per hour (at least ${rule.minimumMinutes} min)`,
    );
  parts.push(
    (ko ? '일별 승인: ' : 'approved: ') +
      pointsList((value.dayPoints ?? {}) as Record<string, number>, locale),
  );
  if (typeof value.dailyMax === 'number')
    parts.push(ko ? `1일 최대 ${value.dailyMax}` : `daily max ${value.dailyMax}`);
  if (typeof value.congressMax === 'number')
    parts.push(ko ? `전체 최대 ${value.congressMax}` : `congress max ${value.congressMax}`);
  const eligibility = CREDIT_ELIGIBILITY_LABELS[value.eligibility as CreditEligibility];
  if (eligibility) parts.push(eligibility[locale]);
  if (value.boundByLectureWindow) parts.push(ko ? '강의 시간 내' : 'within lecture time');
  if (value.reportsToKma) parts.push(ko ? 'KMA 보고' : 'reported to KMA');
  return parts.join('; ');
}

/** A before or after value of the log in the reader's language. */
export function changeValue(
  change: CreditChangeView,
  which: 'before' | 'after',
  locale: Locale,
): string | null {
  const value = change[which];
  if (!value) return null;
  if ('phase' in value) {
    const phase = CREDIT_PHASE_LABELS[value.phase as CreditPhase]?.[locale] ?? String(value.phase);
    if (typeof value.closeAt !== 'string') return phase;
    const until = `${dateToSeoulWallClock(value.closeAt).replace('T', ' ')} ${koreaTime(locale)}`;
    return locale === 'ko' ? `${phase} (마감 ${until})` : `${phase} until ${until}`;
  }
  if ('minutes' in value && 'points' in value)
    return figureIn({ minutes: Number(value.minutes), points: Number(value.points) }, locale);
  if ('status' in value)
    return (
      CREDIT_OBJECTION_STATUS_LABELS[value.status as CreditObjectionStatus]?.[locale] ?? String(value.status)
    );
  if ('count' in value) return locale === 'ko' ? `${Number(value.count)}통` : `${Number(value.count)} mails`;
  if ('rule' in value) return schemeText(value, locale);
  return null;
}
