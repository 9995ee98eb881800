// Which public pages show what an organiser changes (docs/decisions.md, "Public pages follow the
// data"). Every mutation of the schema is named here: those that change a public page with the page
// paths they touch, the others as touching none, so that a new mutation cannot be forgotten (a
// test checks the schema against these two lists).
import type { Knex } from 'knex';
import { idsOfLivePosts } from '../modules/newsAndNotices/newsAndNotices.repository';
import { isViewOnly } from '../modules/newsAndNotices/newsAndNotices.service';
import { daysChanged } from '../modules/programme/programme.document';
import { latestTwoDocuments, publishedDayDates } from '../modules/programme/programme.repository';

/** A page path or the start of several (`/programs` is /programs/…); `''` is every page. */
export type PagePrefix = string;
export const EVERY_PAGE: PagePrefix = '';

/** A mutation that succeeded: its arguments and its answer. */
export interface Change {
  args: Record<string, unknown>;
  result: unknown;
}
type Touches = readonly PagePrefix[] | ((change: Change) => readonly PagePrefix[]);

const idOf = (value: unknown): string | null =>
  value &&
  typeof value === 'object' &&
  'id' in value &&
  (typeof value.id === 'string' || typeof value.id === 'number')
    ? String(value.id)
    : null;

// The home page shows none of these (its data is its popups): it is not taken again for them.
/** The news lists, and the post's own page (not every post's: a run takes seconds per page). */
const NEWS_LISTS = ['/informations/news_notices', '/informations/download_center', '/travel'];
const post = (id: string | null) => (id ? [`/informations/bbsDetail/${id}`] : ['/informations/bbsDetail']);
/** The pages that show the popups (also: the app starts at once there while one is shown, http/static.ts). */
export const POPUPS = ['/home'];
const SPONSORS = ['/sponsorships'];
const PROGRAMME = ['/programs'];
/** The dates and the rate: the fee tables, the abstract and upload periods. */
const SETTINGS = ['/registrations', '/abstracts'];

export const PAGES_CHANGED_BY: Readonly<Record<string, Touches>> = {
  createNewsAndNotice: ({ result }) => [...NEWS_LISTS, ...post(idOf(result))],
  // A reader's view (viewCount alone) is not an organiser's change.
  updateNewsAndNotice: ({ args }) =>
    isViewOnly(args.input) ? [] : [...NEWS_LISTS, ...post(idOf(args) ?? null)],
  // A deleted post's page is not sent (http/static.ts checks that the post is live).
  deleteMultipleBbs: NEWS_LISTS,
  createPopup: POPUPS,
  updatePopup: POPUPS,
  deleteMultiplePopup: POPUPS,
  createSponsor: SPONSORS,
  updateSponsor: SPONSORS,
  deleteMultipleSponsor: SPONSORS,
  publishProgramme: PROGRAMME,
  setSpeakerPublication: PROGRAMME,
  updateSiteSettings: SETTINGS,
};

/** The pages a successful mutation changed. */
export function pagesChangedBy(name: string, change: Change): readonly PagePrefix[] {
  const touches = PAGES_CHANGED_BY[name];
  if (!touches) return [];
  return typeof touches === 'function' ? touches(change) : touches;
}

/**
 * Mutations that change no public page: a member's own data, the back office's lists, the
 * programme's draft (public only once published), mail.
 */
export const CHANGES_NO_PUBLIC_PAGE: ReadonlySet<string> = new Set([
  'createAbstract',
  'updateAbstract',
  'withdrawAbstract',
  'changeAbstractStatus',
  'deleteMultipleAbstract',
  'updateAbstractPresentation',
  'register',
  'login',
  'createSendEmail',
  'changeUserPasswordInFind',
  'confirmEmail',
  'resendConfirmation',
  'changeUnconfirmedEmail',
  'createGroup',
  'updateGroup',
  'deleteMultipleGroups',
  'changeUserGroup',
  'createMailTemplate',
  'updateMailTemplate',
  'deleteMultipleMailTemplates',
  'updateMailAutoSetting',
  'resendEmail',
  'updateUser',
  'changePassword',
  'createMemo',
  'updateMemo',
  'changePayStatusAtResult',
  'checkupRegistpayment',
  'forcePaymentCheck',
  'recordBankTransfer',
  'createPayment',
  'requestRefund',
  'saveProgrammeDay',
  'deleteProgrammeDay',
  'saveProgrammeRoom',
  'deleteProgrammeRoom',
  'createProgrammeSession',
  'updateProgrammeSession',
  'moveProgrammeSession',
  'deleteProgrammeSession',
  'createProgrammeTalk',
  'updateProgrammeTalk',
  'moveProgrammeTalk',
  'deleteProgrammeTalk',
  'reorderProgrammeTalks',
  'assignPosterBoards',
  'undoProgrammeChange',
  'starProgrammeItem',
  'unstarProgrammeItem',
  'dismissProgrammeNotice',
  'createRegistrationList',
  'updateRegistrationList',
  'deleteMultipleRegister',
  'recordAttendanceScans',
  'createSpeaker',
  'updateSpeaker',
  'deleteMultipleSpeaker',
  'inviteSpeakers',
  'deleteMultipleInvitedUser',
  'requestVisaLetter',
  'decideVisaLetter',
  'revokeVisaLetter',
  // Abstract review (review.graphql): the back office and the member area only; a decision
  // reaches the public programme when an organiser publishes it.
  'saveReviewSettings',
  'addReviewer',
  'updateReviewerTopics',
  'removeReviewer',
  'applyReviewAssignment',
  'addReviewAssignment',
  'removeReviewAssignment',
  'setReviewBid',
  'declareReviewConflict',
  'submitReview',
  'saveReviewDraft',
  'decideAbstracts',
  'sendReviewReminders',
  // The desk and the credits: back office and member area only.
  'registerWalkIn',
  'createFrontDeskAccount',
  'setFrontDeskAccountDisabled',
  'saveCreditScheme',
  'deleteCreditScheme',
  'setCreditPhase',
  'sendExpectedCreditMails',
  'correctCredit',
  'clearCreditCorrection',
  'fileCreditObjection',
  'resolveCreditObjection',
]);

/** `path` is `prefix` or below it (`/programs` covers /programs/program_glance, not /programsX). */
export const coveredBy = (path: string, prefix: PagePrefix): boolean =>
  prefix === EVERY_PAGE || path === prefix || path.startsWith(`${prefix}/`);

interface RouteTableFile {
  build?: string;
  routes: { path: string; access: string }[];
}

/** The programme pages with a page per day (`?day=YYYY-MM-DD`, remotes/public ProgrammePage). */
const PAGES_BY_DAY = [
  '/programs/program_glance',
  '/programs/program_scientific',
  '/programs/program_picforum',
  '/programs/social_program',
];
const DAY_QUERY = /^day=(\d{4}-\d{2}-\d{2})$/;

/** The query of a page's own variant (a programme day), or null for a query that has no snapshot. */
export const snapshotVariant = (query: string): string | null => DAY_QUERY.exec(query)?.[1] ?? null;

/**
 * The public pages of the deployed public remote: its public routes, a page per live news post,
 * and a page per published programme day of the programme pages (paths with their `?day=` query).
 */
export async function publicPagePaths(table: RouteTableFile, knex: Knex): Promise<string[]> {
  const paths = table.routes
    .filter((r) => r.access === 'public' && !r.path.includes('*') && !r.path.includes(':'))
    .map((r) => r.path);
  if (table.routes.some((r) => r.path === '/informations/bbsDetail/:bbsId'))
    // Download-centre posts too: the download centre links to each one's page.
    for (const id of await idsOfLivePosts(knex, 200)) paths.push(`/informations/bbsDetail/${id}`);
  const days = await publishedDayDates(knex);
  for (const page of PAGES_BY_DAY.filter((p) => paths.includes(p)))
    for (const date of days) paths.push(`${page}?day=${date}`);
  // The home page first: it is the one most visitors land on.
  return paths.sort((a, b) => Number(b === '/home') - Number(a === '/home'));
}

/**
 * Changed pages in the order they are taken again: the programme days whose sessions the latest
 * publication changed first (the day an organiser opens after publishing is current within seconds,
 * not after every day of every programme page in both languages), then the pages without a day,
 * then the other days (only their list of days may have changed).
 */
export async function inTakingOrder(pages: string[], knex: Knex): Promise<string[]> {
  if (!pages.some((p) => p.includes('?day='))) return pages;
  const { latest, previous } = await latestTwoDocuments(knex);
  const changed = new Set(latest ? daysChanged(previous, latest) : []);
  const rank = (page: string) => {
    const day = snapshotVariant(page.split('?')[1] ?? '');
    return day === null ? 1 : changed.has(day) ? 0 : 2;
  };
  return [...pages].sort((a, b) => rank(a) - rank(b));
}
