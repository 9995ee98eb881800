// Which public pages show what an organiser changes (docs/decisions.md, "Public pages follow the
// data"). Every mutation of the schema is named here: those that change a public page with the page
// paths they touch, the others as touching none, so that a new mutation cannot be forgotten (a
// test checks the schema against these two lists).
import type { Knex } from 'knex';
import { titlesOfLivePosts } from '../modules/newsAndNotices/newsAndNotices.repository';

/** A page path or the start of several (`/programs` is /programs/…); `''` is every page. */
export type PagePrefix = string;
export const EVERY_PAGE: PagePrefix = '';

const NEWS = ['/informations', '/travel', '/home'];
const POPUPS = ['/home'];
const SPONSORS = ['/sponsorships', '/home'];
const PROGRAMME = ['/programs', '/home'];
/** The dates and the rate: the fee tables, the abstract and upload periods, the home page's dates. */
const SETTINGS = ['/registrations', '/abstracts', '/home'];

export const PAGES_CHANGED_BY: Readonly<Record<string, readonly PagePrefix[]>> = {
  createNewsAndNotice: NEWS,
  updateNewsAndNotice: NEWS,
  deleteMultipleBbs: NEWS,
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
  'createSpeaker',
  'updateSpeaker',
  'deleteMultipleSpeaker',
  'inviteSpeakers',
  'deleteMultipleInvitedUser',
  'requestVisaLetter',
  'decideVisaLetter',
  'revokeVisaLetter',
]);

/** `path` is `prefix` or below it (`/programs` covers /programs/program_glance, not /programsX). */
export const coveredBy = (path: string, prefix: PagePrefix): boolean =>
  prefix === EVERY_PAGE || path === prefix || path.startsWith(`${prefix}/`);

interface RouteTableFile {
  build?: string;
  routes: { path: string; access: string }[];
}

/** The public pages of the deployed public remote: its public routes, and a page per live news post. */
export async function publicPagePaths(table: RouteTableFile, knex: Knex): Promise<string[]> {
  const paths = table.routes
    .filter((r) => r.access === 'public' && !r.path.includes('*') && !r.path.includes(':'))
    .map((r) => r.path);
  if (table.routes.some((r) => r.path === '/informations/bbsDetail/:bbsId'))
    for (const post of await titlesOfLivePosts(knex, 200)) paths.push(`/informations/bbsDetail/${post.id}`);
  // The home page first: it is the one most visitors land on.
  return paths.sort((a, b) => Number(b === '/home') - Number(a === '/home'));
}
