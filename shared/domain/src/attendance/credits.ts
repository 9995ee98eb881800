// CME credits (KMA 연수평점) from attendance scans (issue 26 §3; docs/decisions.md, "CME credits
// (KMA 연수평점)"). Pure rules, no database: the attendance feature passes an attendee's scans, the
// published programme's lecture windows and the congress's credit schemes, and shows, mails and
// exports what comes out. A scheme is data (one row of organiser settings): how time earns points
// (bands or per hour), the points approved for each congress day, a daily maximum, who is eligible
// and whether the lecture window bounds the counted time.
//
// Per Korea-time congress day the first scan is the entry and the last the exit, whatever lies
// between; a day with one scan earns nothing. Time counts from the clock times as shown (HH:mm,
// seconds dropped from each end before subtracting), so the minutes always equal the difference of
// the two times the member reads, and "more than 2 hours" is 121 minutes or more. Scans are desk
// scans at the venue: only offline attendance reaches this module.
import { DateTime } from 'luxon';
import { PROGRAMME_TIME_ZONE, seoulDate } from '../programme';

export const CREDIT_SCAN_KINDS = ['ENTRY', 'EXIT', 'ANY'] as const;
export type CreditScanKind = (typeof CREDIT_SCAN_KINDS)[number];

export interface CreditScan {
  at: Date | string;
  kind: CreditScanKind;
  /** The room of a per-room desk; null or absent at the main desk. */
  room?: string | null;
}

/** Time more than `moreThanMinutes` and at most `upToMinutes` (null: no upper end) earns `points`. */
export interface CreditBand {
  moreThanMinutes: number;
  upToMinutes: number | null;
  points: number;
}

export type CreditRule =
  | { kind: 'BANDS'; bands: readonly CreditBand[] }
  | {
      kind: 'PER_HOUR';
      /** Points for each full hour. */
      pointsPerHour: number;
      /** No point at all below this many minutes (0: none). */
      minimumMinutes: number;
    };

export const CREDIT_ELIGIBILITIES = ['LICENCE', 'ANYONE'] as const;
/** LICENCE: only attendees with a licence number on file (KMA reports by `medi_license`). */
export type CreditEligibility = (typeof CREDIT_ELIGIBILITIES)[number];

export interface CreditScheme {
  /** The scheme's id in settings and exports; never shown to a person (the name is). */
  code: string;
  name: { en: string; ko: string };
  rule: CreditRule;
  /**
   * Points approved for each congress day (Korea-time date "2024-03-21" → points, e.g. 6, 6, 3).
   * A day not listed earns nothing.
   */
  dayPoints: Readonly<Record<string, number>>;
  /** Most points of any one day, whatever a day's approval says (KMA: 6); null: none. */
  dailyMax: number | null;
  /** Most points over the whole congress (e.g. "4 points once, whatever the day"); null: none. */
  congressMax: number | null;
  eligibility: CreditEligibility;
  /** Count only the time inside the published programme's lecture window of each day. */
  boundByLectureWindow: boolean;
}

/** A scheme's rules without the congress's days: the templates below. */
export type CreditSchemeTemplate = Omit<CreditScheme, 'dayPoints'>;

/** KMA's partial-credit bands for a day's attendance (more than 2 h up to 3 h: 3 points, …). */
export const KMA_BANDS: readonly CreditBand[] = [
  { moreThanMinutes: 120, upToMinutes: 180, points: 3 },
  { moreThanMinutes: 180, upToMinutes: 240, points: 4 },
  { moreThanMinutes: 240, upToMinutes: 300, points: 5 },
  { moreThanMinutes: 300, upToMinutes: null, points: 6 },
];
/** KMA's most points in one day. */
export const KMA_DAILY_MAX = 6;

export const KMA_SCHEME: CreditSchemeTemplate = {
  code: 'KMA',
  name: { en: 'KMA CME credits', ko: '대한의사협회 연수평점' },
  rule: { kind: 'BANDS', bands: KMA_BANDS },
  dailyMax: KMA_DAILY_MAX,
  congressMax: null,
  eligibility: 'LICENCE',
  boundByLectureWindow: true,
};

/** A specialist society's own credits: 1 point per full hour, its own cap per day. */
export const SPECIALIST_SCHEME: CreditSchemeTemplate = {
  code: 'SPECIALIST',
  name: { en: 'Specialist society credits', ko: '분과전문의 연수평점' },
  rule: { kind: 'PER_HOUR', pointsPerHour: 1, minimumMinutes: 0 },
  dailyMax: null,
  congressMax: null,
  eligibility: 'LICENCE',
  boundByLectureWindow: true,
};

/** An allied profession's credits: a point once at least an hour is attended, one for the congress. */
export const ALLIED_SCHEME: CreditSchemeTemplate = {
  code: 'ALLIED',
  name: { en: 'Allied profession credits', ko: '유관 직역 보수교육 평점' },
  rule: { kind: 'PER_HOUR', pointsPerHour: 1, minimumMinutes: 60 },
  dailyMax: 1,
  congressMax: 1,
  eligibility: 'ANYONE',
  boundByLectureWindow: false,
};

/** A template with the congress's approved points per day. */
export const creditScheme = (
  template: CreditSchemeTemplate,
  dayPoints: Readonly<Record<string, number>>,
): CreditScheme => ({ ...template, dayPoints });

/** A day's lecture window: from the first lecture's start to the last one's end. */
export interface LectureWindow {
  start: Date | string;
  end: Date | string;
}

/** Session kinds that are no lecture: they neither open nor close a day's lecture window. */
const NOT_LECTURES = new Set(['SOCIAL', 'BREAK']);

/** The lecture window of each Korea-time day of published sessions (breaks and social events left out). */
export function lectureWindows(
  sessions: readonly { kind: string; start_at: Date | string; end_at: Date | string }[],
): Record<string, LectureWindow> {
  const windows: Record<string, { start: Date; end: Date }> = {};
  for (const session of sessions) {
    if (NOT_LECTURES.has(session.kind)) continue;
    const start = new Date(session.start_at);
    const end = new Date(session.end_at);
    const day = seoulDate(start);
    const window = windows[day];
    if (!window) windows[day] = { start, end };
    else {
      if (start < window.start) window.start = start;
      if (end > window.end) window.end = end;
    }
  }
  return windows;
}

/**
 * Why a day earns nothing or less than its time would: NOT_ELIGIBLE (no licence number), NOT_A_CREDIT_DAY
 * (no points approved that day), ONE_SCAN (no exit), OUTSIDE_LECTURES (no time inside the lecture
 * window), TOO_SHORT (below the first band or the minimum); DAY_APPROVED, DAILY_MAX, CONGRESS_MAX: capped.
 */
export const CREDIT_DAY_REASONS = [
  'NOT_ELIGIBLE',
  'NOT_A_CREDIT_DAY',
  'ONE_SCAN',
  'OUTSIDE_LECTURES',
  'TOO_SHORT',
  'DAY_APPROVED',
  'DAILY_MAX',
  'CONGRESS_MAX',
] as const;
export type CreditDayReason = (typeof CREDIT_DAY_REASONS)[number];
export type CreditCapReason = Extract<CreditDayReason, 'DAY_APPROVED' | 'DAILY_MAX' | 'CONGRESS_MAX'>;

/** Things an organiser looks at in the preview; they change no figure. */
export const CREDIT_DAY_FLAGS = ['FIRST_SCAN_IS_EXIT', 'LAST_SCAN_IS_ENTRY', 'SEVERAL_ROOMS'] as const;
export type CreditDayFlag = (typeof CREDIT_DAY_FLAGS)[number];

/** A day's explanation for the member's mail and objection: a CREDIT_MESSAGES key and its values. */
export interface CreditExplanation {
  key: CreditMessageKey;
  values: Record<string, string | number>;
}

export interface CreditDay {
  /** Korea-time date, "2024-03-21". */
  date: string;
  first: Date;
  last: Date;
  scanCount: number;
  /**
   * Minutes from the first to the last scan as their clock times show them (HH:mm), clipped to the
   * lecture window if the scheme says so; 0 on a day the scheme approves nothing or, bound by the
   * lecture window, that has no window.
   */
  countedMinutes: number;
  /** Points the counted time earns before any cap. */
  earnedPoints: number;
  points: number;
  /** Why the day earns nothing (reason) or less than its time would (capReason). */
  reason?: Exclude<CreditDayReason, CreditCapReason>;
  capReason?: CreditCapReason;
  flags: CreditDayFlag[];
  explain: CreditExplanation;
}

export interface CreditResult {
  scheme: string;
  eligible: boolean;
  days: CreditDay[];
  totalMinutes: number;
  totalPoints: number;
}

export interface CreditAttendee {
  /** The licence number on file (`medi_license`); empty or null: none. */
  licence?: string | null;
  scans: readonly CreditScan[];
}

export interface CreditOptions {
  /** Lecture window of each Korea-time day (lectureWindows() of the published programme). */
  lectureWindows?: Readonly<Record<string, LectureWindow>>;
}

const MINUTE = 60_000;
const time = (instant: Date | string) => new Date(instant).getTime();
/** The instant's clock minute (Korea keeps whole-hour offsets, so UTC minutes are Korea's). */
const shownMinute = (at: number) => Math.floor(at / MINUTE);

/**
 * Minutes between two instants as their HH:mm clock times show them: 10:00:59 to 12:01:00 is
 * 10:00 to 12:01, 121 minutes (the seconds of each end dropped, never those of the difference).
 */
export const minutesBetweenShownTimes = (from: Date | string | number, to: Date | string | number): number =>
  Math.max(
    0,
    shownMinute(typeof to === 'number' ? to : time(to)) -
      shownMinute(typeof from === 'number' ? from : time(from)),
  );

/** Points a number of counted minutes earns under a rule, before caps. */
export function pointsForMinutes(rule: CreditRule, minutes: number): number {
  if (rule.kind === 'BANDS') {
    const band = rule.bands.find(
      (b) => minutes > b.moreThanMinutes && (b.upToMinutes === null || minutes <= b.upToMinutes),
    );
    return band?.points ?? 0;
  }
  if (minutes < rule.minimumMinutes) return 0;
  return Math.floor(minutes / 60) * rule.pointsPerHour;
}

interface DayScans {
  date: string;
  /** The day's midnight, Korea time (ms). */
  midnight: number;
  scans: { at: number; kind: CreditScanKind; room: string | null }[];
}

interface SeoulDay {
  date: string;
  start: number;
  end: number;
}

// Korea-time days met lately: a congress has a handful, and Luxon's time-zone conversion is the
// costly part of the computation (see docs/benchmarks.md, "CME credits"), so each day's bounds are
// computed once and a scan is placed by comparing numbers.
const knownDays: SeoulDay[] = [];

function seoulDay(at: number): SeoulDay {
  for (const day of knownDays) if (at >= day.start && at < day.end) return day;
  const midnight = DateTime.fromMillis(at, { zone: PROGRAMME_TIME_ZONE }).startOf('day');
  const day = {
    date: midnight.toISODate() ?? '',
    start: midnight.toMillis(),
    end: midnight.plus({ days: 1 }).toMillis(),
  };
  if (knownDays.length >= 32) knownDays.shift();
  knownDays.push(day);
  return day;
}

/** "09:30", Korea time, of an instant on the day that starts at `midnight` (Seoul keeps one offset all day). */
function wallClock(at: number, midnight: number): string {
  const minutes = Math.floor((at - midnight) / MINUTE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function scansByDay(scans: readonly CreditScan[]): DayScans[] {
  const days = new Map<string, DayScans>();
  for (const scan of scans) {
    const at = time(scan.at);
    if (Number.isNaN(at)) continue;
    const { date, start } = seoulDay(at);
    let day = days.get(date);
    if (!day) days.set(date, (day = { date, midnight: start, scans: [] }));
    day.scans.push({ at, kind: scan.kind, room: scan.room ?? null });
  }
  for (const day of days.values()) day.scans.sort((a, b) => a.at - b.at);
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

const EXPLAIN_KEYS: Record<CreditDayReason | 'EARNED', CreditMessageKey> = {
  EARNED: 'credits.explain.earned',
  NOT_ELIGIBLE: 'credits.explain.notEligible',
  NOT_A_CREDIT_DAY: 'credits.explain.notACreditDay',
  ONE_SCAN: 'credits.explain.oneScan',
  OUTSIDE_LECTURES: 'credits.explain.outsideLectures',
  TOO_SHORT: 'credits.explain.tooShort',
  DAY_APPROVED: 'credits.explain.dayApproved',
  DAILY_MAX: 'credits.explain.dailyMax',
  CONGRESS_MAX: 'credits.explain.congressMax',
};

/** An attendee's credits under one scheme: per Korea-time day with scans, and the total. */
export const computeCredits = (
  scheme: CreditScheme,
  attendee: CreditAttendee,
  options: CreditOptions = {},
): CreditResult => creditsOfDays(scheme, attendee, scansByDay(attendee.scans), options);

function creditsOfDays(
  scheme: CreditScheme,
  attendee: CreditAttendee,
  scanDays: readonly DayScans[],
  options: CreditOptions,
): CreditResult {
  const eligible = scheme.eligibility === 'ANYONE' || Boolean(attendee.licence?.trim());
  let congressLeft = scheme.congressMax ?? Infinity;
  const days: CreditDay[] = [];
  for (const { date, midnight, scans } of scanDays) {
    const first = scans[0];
    const last = scans[scans.length - 1];
    if (!first || !last) continue;
    let from = first.at;
    let to = last.at;
    const window = options.lectureWindows?.[date];
    if (scheme.boundByLectureWindow && window) {
      from = Math.max(from, time(window.start));
      to = Math.min(to, time(window.end));
    }
    const approved = scheme.dayPoints[date] ?? 0;
    // Nothing counts on a day the scheme approves nothing, nor without lecture time to bound it.
    const counts = scans.length >= 2 && approved > 0 && (!scheme.boundByLectureWindow || Boolean(window));
    const countedMinutes = counts ? minutesBetweenShownTimes(from, to) : 0;
    const earnedPoints = pointsForMinutes(scheme.rule, countedMinutes);

    let reason: CreditDay['reason'];
    if (!eligible) reason = 'NOT_ELIGIBLE';
    else if (approved <= 0) reason = 'NOT_A_CREDIT_DAY';
    else if (scans.length < 2) reason = 'ONE_SCAN';
    else if (scheme.boundByLectureWindow && (!window || to <= from)) reason = 'OUTSIDE_LECTURES';
    else if (earnedPoints <= 0) reason = 'TOO_SHORT';

    let points = 0;
    let capReason: CreditCapReason | undefined;
    if (!reason) {
      points = earnedPoints;
      const caps: [CreditCapReason, number][] = [
        ['DAY_APPROVED', approved],
        ['DAILY_MAX', scheme.dailyMax ?? Infinity],
        ['CONGRESS_MAX', congressLeft],
      ];
      for (const [capName, cap] of caps)
        if (points > cap) {
          points = Math.max(0, cap);
          capReason = capName;
        }
      congressLeft -= points;
    }

    const flags: CreditDayFlag[] = [];
    if (scans.length > 1 && first.kind === 'EXIT') flags.push('FIRST_SCAN_IS_EXIT');
    if (scans.length > 1 && last.kind === 'ENTRY') flags.push('LAST_SCAN_IS_ENTRY');
    if (new Set(scans.map((s) => s.room).filter((r) => r !== null)).size > 1) flags.push('SEVERAL_ROOMS');

    days.push({
      date,
      first: new Date(first.at),
      last: new Date(last.at),
      scanCount: scans.length,
      countedMinutes,
      earnedPoints,
      points,
      ...(reason ? { reason } : {}),
      ...(capReason ? { capReason } : {}),
      flags,
      explain: {
        key: EXPLAIN_KEYS[reason ?? capReason ?? 'EARNED'],
        values: {
          date,
          first: wallClock(first.at, midnight),
          last: wallClock(last.at, midnight),
          minutes: countedMinutes,
          earned: earnedPoints,
          points,
          cap:
            capReason === 'DAY_APPROVED'
              ? approved
              : capReason === 'DAILY_MAX'
                ? (scheme.dailyMax ?? 0)
                : points,
        },
      },
    });
  }
  return {
    scheme: scheme.code,
    eligible,
    days,
    totalMinutes: days.reduce((sum, d) => sum + d.countedMinutes, 0),
    totalPoints: days.reduce((sum, d) => sum + d.points, 0),
  };
}

/** An attendee's credits under every scheme of the congress, side by side (in the schemes' order). */
export function computeAllCredits(
  schemes: readonly CreditScheme[],
  attendee: CreditAttendee,
  options: CreditOptions = {},
): CreditResult[] {
  const scanDays = scansByDay(attendee.scans);
  return schemes.map((scheme) => creditsOfDays(scheme, attendee, scanDays, options));
}

/**
 * Messages of the credits: the settings' errors (creditSchemeSchema) and the explanation of a day
 * for the member's mail and objection page (credits.explain.*). Values: {date} (YYYY-MM-DD),
 * {first} and {last} (Korea time, HH:mm), {minutes}, {earned}, {points}, {cap}. English counts are plural
 * arguments ({points, plural, one {# point} other {# points}}: "1 point").
 */
export const CREDIT_MESSAGES = {
  en: {
    'credits.bandEndBeforeStart': 'A band must end after it starts.',
    'credits.bandsNotContiguous': 'Each band starts where the one before ends; only the last has no end.',
    'credits.phaseNotPreview': 'Schemes can be deleted only while the credits are in preview.',
    'credits.closeInFuture': 'The objection deadline must be a future date and time (Korea time).',
    'credits.objectionsClosed': 'Objections are not open at the moment.',
    'credits.objectionOpen': 'You have already objected to this day; the secretariat will answer it.',
    'credits.objectionAnswered': 'This objection has already been answered.',
    'credits.notACongressDay': 'This scheme approves no points for that day.',
    'credits.notFinal': 'Available once the credits are final.',
    'credits.certificateNotYet': 'The certificate of attendance is available after the objection period.',
    'credits.noCredits': 'No attendance is recorded for you.',
    'credits.notOpenPhase': 'Expected-credit mails are sent during the objection period only.',
    'credits.notKmaScheme': 'This scheme does not report to KMA: choose a scheme marked as reporting to KMA.',
    'credits.explain.earned':
      '{date}: first scan {first}, last scan {last}; {minutes, plural, one {# minute} other {# minutes}} counted, {points, plural, one {# point} other {# points}}.',
    'credits.explain.notEligible': '{date}: no points, as we have no licence number of yours.',
    'credits.explain.notACreditDay': '{date}: no points are approved for this day.',
    'credits.explain.oneScan':
      '{date}: only one scan ({first}), so no points: an entry and an exit scan are needed.',
    'credits.explain.outsideLectures':
      '{date}: scans at {first} and {last} cover no lecture time, so no points.',
    'credits.explain.tooShort':
      '{date}: first scan {first}, last scan {last}; {minutes, plural, one {# minute} other {# minutes}} counted, too short for points.',
    'credits.explain.dayApproved':
      '{date}: first scan {first}, last scan {last}; {minutes, plural, one {# minute} other {# minutes}} counted, {points, plural, one {# point} other {# points}} (the most approved for this day).',
    'credits.explain.dailyMax':
      '{date}: first scan {first}, last scan {last}; {minutes, plural, one {# minute} other {# minutes}} counted, {points, plural, one {# point} other {# points}} (the most for one day).',
    'credits.explain.congressMax':
      '{date}: first scan {first}, last scan {last}; {minutes, plural, one {# minute} other {# minutes}} counted, {points, plural, one {# point} other {# points}} (the most for the congress).',
    'credits.explain.corrected':
      '{date}: corrected by the secretariat: {minutes, plural, one {# minute} other {# minutes}} counted, {points, plural, one {# point} other {# points}}.',
    'credits.explain.noScan': '{date}: no scan recorded, so no points.',
  },
  ko: {
    'credits.bandEndBeforeStart': '구간의 끝은 시작보다 뒤여야 합니다.',
    'credits.bandsNotContiguous':
      '각 구간은 앞 구간이 끝나는 곳에서 시작하고, 마지막 구간만 끝이 없을 수 있습니다.',
    'credits.phaseNotPreview': '평점 기준은 미리보기 단계에서만 삭제할 수 있습니다.',
    'credits.closeInFuture': '이의 신청 마감은 앞으로의 날짜와 시각(한국 시간)이어야 합니다.',
    'credits.objectionsClosed': '지금은 이의 신청 기간이 아닙니다.',
    'credits.objectionOpen': '이 날에 대한 이의 신청이 이미 접수되어 있습니다. 사무국이 답변드립니다.',
    'credits.objectionAnswered': '이미 답변한 이의 신청입니다.',
    'credits.notACongressDay': '이 기준은 해당 날짜에 평점을 인정하지 않습니다.',
    'credits.notFinal': '평점이 확정된 뒤에 이용할 수 있습니다.',
    'credits.certificateNotYet': '참석 확인서는 이의 신청 기간이 끝난 뒤 받을 수 있습니다.',
    'credits.noCredits': '출결 기록이 없습니다.',
    'credits.notOpenPhase': '평점 사전 안내 메일은 이의 신청 기간에만 보낼 수 있습니다.',
    'credits.notKmaScheme':
      '대한의사협회에 보고하지 않는 기준입니다. 대한의사협회 보고로 표시된 기준을 선택해 주세요.',
    'credits.explain.earned':
      '{date}: 최초 인식 {first}, 마지막 인식 {last}, 인정 시간 {minutes}분, {points}평점.',
    'credits.explain.notEligible': '{date}: 면허번호가 등록되어 있지 않아 평점이 인정되지 않습니다.',
    'credits.explain.notACreditDay': '{date}: 이 날은 승인된 평점이 없습니다.',
    'credits.explain.oneScan':
      '{date}: 인식 기록이 1회({first})뿐이라 평점이 인정되지 않습니다. 입장과 퇴장 시 각 1회 인식이 필요합니다.',
    'credits.explain.outsideLectures':
      '{date}: {first}–{last} 인식 기록이 강의 시간과 겹치지 않아 평점이 인정되지 않습니다.',
    'credits.explain.tooShort':
      '{date}: 최초 인식 {first}, 마지막 인식 {last}, 인정 시간 {minutes}분으로 평점 인정 시간에 미치지 못합니다.',
    'credits.explain.dayApproved':
      '{date}: 최초 인식 {first}, 마지막 인식 {last}, 인정 시간 {minutes}분, {points}평점 (이 날 승인된 최대 평점).',
    'credits.explain.dailyMax':
      '{date}: 최초 인식 {first}, 마지막 인식 {last}, 인정 시간 {minutes}분, {points}평점 (1일 최대 평점).',
    'credits.explain.congressMax':
      '{date}: 최초 인식 {first}, 마지막 인식 {last}, 인정 시간 {minutes}분, {points}평점 (학술대회 전체 최대 평점).',
    'credits.explain.corrected': '{date}: 사무국 수정, 인정 시간 {minutes}분, {points}평점.',
    'credits.explain.noScan': '{date}: 인식 기록이 없어 평점이 인정되지 않습니다.',
  },
} as const;
export type CreditMessageKey = keyof (typeof CREDIT_MESSAGES)['en'];

// A plural argument in the ICU form the remotes' react-intl reads too (English only: Korean has
// none): {points, plural, one {# point} other {# points}}.
const PLURAL = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;

/** A message with its values put in ({name} placeholders and {name, plural, one {…} other {…}}). */
export const formatCreditMessage = (template: string, values: Record<string, string | number>): string =>
  template
    .replace(PLURAL, (whole, name: string, one: string, other: string) =>
      name in values
        ? (Number(values[name]) === 1 ? one : other).replaceAll('#', String(values[name]))
        : whole,
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
