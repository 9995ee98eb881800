// Every root Query and Mutation field of the schema, classified for the back office's access record
// (개인정보의 안전성 확보조치 기준 Art. 8; docs/decisions.md "Every back-office operation is
// classified for the access record"). A field is in exactly one of the three tables below, and a
// test (api/src/__tests__/accessRecordOperations.test.ts) fails on a field of the schema that is
// in none, so a new operation cannot be forgotten:
//  - NOT_RECORDED: public, the caller's own data, no one's personal data, or the back office's own
//    records and accounts (the reason is named per field);
//  - RECORDED_BY_SERVICE: its own service records it (the list kit, a member's page…): not again;
//  - RECORDED_HERE: recorded once by accessRecord.wrap.ts when the caller is an organiser or a
//    front-desk account: a CHANGE before the resolver runs, whose data from the arguments (one
//    lookup query at most, through the owning module's lookup); a READ from the answer, before it
//    is returned.
import { parseBadgeCode } from '@congress/domain';
import type { GraphQLContext } from '../../context';
import { parseId } from '../../graphql/inputs';
import { abstractOwners } from '../abstracts/abstracts.lookup';
import { objectionOwners } from '../credits/credits.lookup';
import { mailRecipientMembers } from '../mail/mail.lookup';
import { findMemberByEmail } from '../members/members.lookup';
import { notedMembers, type MemoType } from '../memos/memos.lookup';
import { payOwnerOfTid } from '../pays/pays.lookup';
import { registrationOwners } from '../registrations/registrations.lookup';
import { membersOfRun } from '../retention/retention.lookup';
import { assignmentReviewerMembers, reviewerMembers } from '../review/review.lookup';
import { speakerOwners } from '../speakers/speakers.lookup';
import { visaLetterOwners } from '../visaLetters/visaLetters.lookup';

export const WHY_NOT_RECORDED = {
  public: 'public: anyone may call it (sign-up, login, the public pages) and it shows no one else',
  own: "the caller's own data only (a back-office account's own too)",
  noPersonalData:
    "no one's personal data: settings, texts, templates, groups by name, the programme as it is published, figures and counts",
  backOffice:
    "the back office's own records and accounts: the access record itself, the desk's accounts, who published or changed a setting",
} as const;

/** Operations the access record does not record, and why. */
export const NOT_RECORDED: Readonly<Record<string, keyof typeof WHY_NOT_RECORDED>> = {
  // Queries
  health: 'noPersonalData',
  my_abstract: 'own',
  abstractSubmissionPeriod: 'noPersonalData',
  presentationUploadDeadline: 'noPersonalData',
  accessRecords: 'backOffice',
  accessRecordMonth: 'backOffice',
  myBadge: 'own',
  duplicateUserName: 'public',
  consentTexts: 'public',
  privacyPolicy: 'public',
  myConsents: 'own',
  myConsentHistory: 'own',
  consentTextVersions: 'noPersonalData',
  countries: 'public',
  creditSchemes: 'noPersonalData',
  creditSettings: 'noPersonalData',
  myCredits: 'own',
  groups: 'noPersonalData',
  group: 'noPersonalData',
  mailTemplates: 'noPersonalData',
  mailTemplate: 'noPersonalData',
  mailAutoSettings: 'noPersonalData',
  countMailRecipients: 'noPersonalData',
  mailRecipientsSummary: 'noPersonalData',
  frontDeskAccounts: 'backOffice',
  me: 'own',
  newsAndNotices: 'public',
  newsAndNotice: 'public',
  allNewsNoticeLists: 'public',
  validateCheckPayUrl: 'public',
  popups: 'public',
  popup: 'noPersonalData',
  programmeDraft: 'noPersonalData',
  programmeVersions: 'backOffice',
  programme: 'public',
  myProgramme: 'own',
  registrationWindow: 'public',
  retentionSettings: 'noPersonalData',
  myPersonalData: 'own',
  myDeletionRequest: 'own',
  reviewSettings: 'noPersonalData',
  myReviewer: 'own',
  myReviewAssignments: 'own',
  myReviewAssignment: 'own',
  myBiddableAbstracts: 'own',
  secondFactorStatus: 'own',
  secondFactorPolicy: 'noPersonalData',
  loginSessions: 'own',
  siteSettings: 'noPersonalData',
  siteSettingChanges: 'backOffice',
  speakerUploadDeadline: 'public',
  publicSponsors: 'public',
  eventStatistics: 'noPersonalData',
  myVisaLetter: 'own',
  // Mutations
  createAbstract: 'own',
  withdrawAbstract: 'own',
  recordAccessRecordCheck: 'backOffice',
  register: 'public',
  login: 'public',
  changeUserPasswordInFind: 'public',
  confirmEmail: 'public',
  resendConfirmation: 'public',
  changeUnconfirmedEmail: 'own',
  setMyConsent: 'own',
  publishConsentText: 'noPersonalData',
  saveCreditScheme: 'noPersonalData',
  deleteCreditScheme: 'noPersonalData',
  setCreditPhase: 'noPersonalData',
  fileCreditObjection: 'own',
  createGroup: 'noPersonalData',
  updateGroup: 'noPersonalData',
  deleteMultipleGroups: 'noPersonalData',
  createMailTemplate: 'noPersonalData',
  updateMailTemplate: 'noPersonalData',
  deleteMultipleMailTemplates: 'noPersonalData',
  updateMailAutoSetting: 'noPersonalData',
  createFrontDeskAccount: 'backOffice',
  setFrontDeskAccountDisabled: 'backOffice',
  changePassword: 'own',
  createNewsAndNotice: 'noPersonalData',
  updateNewsAndNotice: 'noPersonalData',
  deleteMultipleBbs: 'noPersonalData',
  createPayment: 'own',
  requestRefund: 'own',
  createPopup: 'noPersonalData',
  updatePopup: 'noPersonalData',
  deleteMultiplePopup: 'noPersonalData',
  saveProgrammeDay: 'noPersonalData',
  deleteProgrammeDay: 'noPersonalData',
  saveProgrammeRoom: 'noPersonalData',
  deleteProgrammeRoom: 'noPersonalData',
  createProgrammeSession: 'noPersonalData',
  updateProgrammeSession: 'noPersonalData',
  moveProgrammeSession: 'noPersonalData',
  deleteProgrammeSession: 'noPersonalData',
  createProgrammeTalk: 'noPersonalData',
  updateProgrammeTalk: 'noPersonalData',
  moveProgrammeTalk: 'noPersonalData',
  deleteProgrammeTalk: 'noPersonalData',
  reorderProgrammeTalks: 'noPersonalData',
  assignPosterBoards: 'noPersonalData',
  undoProgrammeChange: 'noPersonalData',
  publishProgramme: 'noPersonalData',
  starProgrammeItem: 'own',
  unstarProgrammeItem: 'own',
  dismissProgrammeNotice: 'own',
  createRegistrationList: 'own',
  updateRetentionSettings: 'noPersonalData',
  requestMyDeletion: 'own',
  saveReviewSettings: 'noPersonalData',
  setReviewBid: 'own',
  declareReviewConflict: 'own',
  submitReview: 'own',
  saveReviewDraft: 'own',
  beginLogin: 'public',
  beginPasskeyLogin: 'public',
  completeLogin: 'public',
  startTotpEnrolment: 'own',
  confirmTotpEnrolment: 'own',
  beginPasskeyRegistration: 'own',
  finishPasskeyRegistration: 'own',
  removeSecondFactor: 'own',
  regenerateRecoveryCodes: 'own',
  setSecondFactorRequired: 'noPersonalData',
  endLoginSession: 'own',
  endOtherLoginSessions: 'own',
  updateSiteSettings: 'noPersonalData',
  createSponsor: 'public',
  requestVisaLetter: 'own',
};

/** Operations whose own service records them (recordPersonalDataAccess): not recorded again here. */
export const RECORDED_BY_SERVICE: Readonly<Record<string, string>> = {
  abstracts: 'the list kit (lists/query.ts)',
  abstractsConnection: 'the list kit (lists/query.ts)',
  sendEmails: 'the list kit (lists/query.ts)',
  users: 'the list kit (lists/query.ts)',
  dormantUsers: 'the list kit (lists/query.ts)',
  pays: 'the list kit (lists/query.ts)',
  payCancellations: 'the list kit (lists/query.ts)',
  registrationFailures: 'the list kit (lists/query.ts)',
  registrationLists: 'the list kit (lists/query.ts)',
  invitedUsers: 'the list kit (lists/query.ts)',
  visaLetters: 'the list kit (lists/query.ts)',
  user: 'members.service memberForReader',
  updateUser: "members.service updateUser, in the change's transaction, by the fields changed",
  changeUserGroup: "changeUserGroup of the groups' service, in the change's transaction",
  visaLetter: 'visaLetters.service revealPassportNumber (the whole passport number)',
  carryOutDeletionRequest: "retention.requests.service, in the erasure's transaction",
  registerWalkIn: "walkIn.service, in the walk-in's transaction (a new account's id is known there only)",
};

type Args = Record<string, unknown>;

/** Whose data: members by number, or (a page, a bulk action) the rows under the filter. */
export type Subjects = readonly number[] | { rows?: number };

export type CentralRecord =
  | { action: 'CHANGE'; whose: (args: Args, ctx: GraphQLContext) => Subjects | Promise<Subjects> }
  | {
      action: 'READ';
      whose: (answer: unknown, args: Args, ctx: GraphQLContext) => Subjects | Promise<Subjects>;
    };

const change = (whose: (args: Args, ctx: GraphQLContext) => Subjects | Promise<Subjects>): CentralRecord => ({
  action: 'CHANGE',
  whose,
});
const read = (
  whose: (answer: unknown, args: Args, ctx: GraphQLContext) => Subjects | Promise<Subjects>,
): CentralRecord => ({ action: 'READ', whose });

/** Row ids among the values (lists flattened); a value that is no id is left out (the resolver refuses it). */
function idsOf(...values: unknown[]): number[] {
  return values.flat().flatMap((value) => {
    if (value === null || value === undefined) return [];
    try {
      return [parseId(value)];
    } catch {
      return [];
    }
  });
}

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const pluck = (list: unknown, ...path: string[]) =>
  items(list).map((item) => path.reduce<unknown>((value, key) => field(value, key), item));
const self = (ctx: GraphQLContext) => (ctx.auth.user ? [ctx.auth.user.id] : []);
/** A bulk action or a page: recorded by its filter (the arguments), with the rows when known. */
const bulk = (rows?: number): Subjects => (rows === undefined ? {} : { rows });

/** The member an address belongs to (none: no account). */
const memberOfAddress = async (ctx: GraphQLContext, email: unknown) => {
  const address = typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
  const member = address ? await findMemberByEmail(ctx.knex, address) : undefined;
  return member ? [member.id] : [];
};

/** Whom a note on this row is about (a note's type is one of MemoType: GraphQL checked it). */
const membersNoted = async (ctx: GraphQLContext, relationIdArg: unknown, type: unknown) => {
  const [relationId] = idsOf(relationIdArg);
  return relationId === undefined ? [] : notedMembers(ctx.knex, { relationId, type: type as MemoType });
};

/** A READ of rows (or of one row) whose `user_id` names the member. */
const readOwners = read((answer) =>
  idsOf(Array.isArray(answer) ? pluck(answer, 'user_id') : field(answer, 'user_id')),
);
/** A READ of a page of rows whose `userId` names the member. */
const readRowsOfUsers = read((answer) => idsOf(pluck(field(answer, 'rows'), 'userId')));
/** A READ of another member named by the argument `userId`. */
const readUserArgument = read((_answer, { userId }) => idsOf(userId));
/** The members a retention run lists (at most 500 a category, as the page shows). */
const runMembers = (run: unknown) =>
  items(field(run, 'categories')).flatMap((category) => pluck(field(category, 'members'), 'id'));
/** A READ of reviews or assignments: their reviewers, by one lookup. */
const readReviewers = (rowsOf: (answer: unknown) => unknown[]) =>
  read((answer, _args, ctx) => reviewerMembers(ctx.knex, idsOf(pluck(rowsOf(answer), 'reviewerId'))));
const changeAbstracts = (key: 'id' | 'ids') =>
  change((args, ctx) => abstractOwners(ctx.knex, idsOf(args[key])));
const changeRegistrations = (key: 'id' | 'ids' | 'registrationId') =>
  change((args, ctx) => registrationOwners(ctx.knex, idsOf(args[key])));
const changeSpeakers = (key: 'id' | 'ids') =>
  change((args, ctx) => speakerOwners(ctx.knex, idsOf(args[key])));
const changeVisaLetter = change(({ id }, ctx) => visaLetterOwners(ctx.knex, idsOf(id)));
const changeReviewer = (key: 'id' | 'reviewerId') =>
  change((args, ctx) => reviewerMembers(ctx.knex, idsOf(args[key])));
const changeUserArgument = (key: 'userId' | 'ids') => change((args) => idsOf(args[key]));
const changeCredit = changeUserArgument('userId');

/** Operations recorded here, once, for organisers and front-desk accounts (accessRecord.wrap.ts). */
export const RECORDED_HERE: Readonly<Record<string, CentralRecord>> = {
  // Queries: what the answer shows.
  abstract: readOwners,
  permittedAbstract: readUserArgument,
  abstractTypeCount: readUserArgument,
  checkInBadge: read((answer) => idsOf(field(field(answer, 'source'), 'user_id'))),
  checkInSearch: read((answer) => idsOf(pluck(answer, 'source', 'user_id'))),
  // The desk's offline roster, a page at a time: a list's page (its filter and rows).
  checkInRoster: read((answer) => bulk(items(field(answer, 'rows')).length)),
  walkInMembers: read((answer) => idsOf(pluck(answer, 'id'))),
  memberConsentHistory: readUserArgument,
  creditPreview: readRowsOfUsers,
  creditObjections: readRowsOfUsers,
  // The log names attendees by name only (no member number): a page of it.
  creditChanges: read((answer) => bulk(items(field(answer, 'rows')).length)),
  previewMailTemplate: read((_answer, { userId }, ctx) => (userId == null ? self(ctx) : idsOf(userId))),
  memoLists: read((_answer, { relationId, type }, ctx) => membersNoted(ctx, relationId, type)),
  pay: readOwners,
  registrationList: readOwners,
  checkDuplicateRegister: read((_answer, { id }) => idsOf(id)),
  retentionRuns: read((answer) => idsOf(items(answer).flatMap(runMembers))),
  deletionRequests: readRowsOfUsers,
  reviewers: read((answer) => idsOf(pluck(answer, 'userId'))),
  reviewerCandidates: read((answer) => idsOf(pluck(answer, 'id'))),
  reviewAssignments: readReviewers(items),
  abstractReviews: readReviewers(items),
  reviewAssignmentProposal: readReviewers((answer) => items(field(answer, 'loads'))),
  speakers: readOwners,
  // A sponsor's contact person is not a member: the page and the sponsor by their filter.
  sponsors: read((answer) => bulk(items(field(answer, 'rows')).length)),
  sponsor: read((answer) => bulk(answer ? 1 : 0)),
  // Mutations that read: a dry run lists whom the next run erases.
  previewRetention: read((answer) => idsOf(runMembers(answer))),

  // Mutations: whose data changes, from the arguments, before the change.
  updateAbstract: changeAbstracts('id'),
  changeAbstractStatus: changeAbstracts('ids'),
  deleteMultipleAbstract: changeAbstracts('ids'),
  updateAbstractPresentation: changeAbstracts('id'),
  decideAbstracts: changeAbstracts('ids'),
  // A badge's QR text names its registration (the signature is the resolver's to check).
  recordAttendanceScans: change(({ scans }, ctx) =>
    registrationOwners(
      ctx.knex,
      idsOf(
        items(scans).map((scan) => {
          const code = field(scan, 'code');
          return typeof code === 'string'
            ? parseBadgeCode(code)?.registrationId
            : field(scan, 'registrationId');
        }),
      ),
    ),
  ),
  // An organiser's mail (a mail log row per member; find password is the public path's).
  createSendEmail: change(({ input }, ctx) => {
    const recipients = field(input, 'recipients');
    if (recipients == null) return memberOfAddress(ctx, field(input, 'usermail'));
    const chosen = field(recipients, 'userIds');
    return chosen == null ? bulk() : idsOf(chosen);
  }),
  resendEmail: change(({ id }, ctx) => mailRecipientMembers(ctx.knex, idsOf(id))),
  sendExpectedCreditMails: change(() => bulk()),
  correctCredit: changeCredit,
  clearCreditCorrection: changeCredit,
  resolveCreditObjection: change(({ id }, ctx) => objectionOwners(ctx.knex, idsOf(id))),
  createMemo: change(({ input }, ctx) => membersNoted(ctx, field(input, 'relationId'), field(input, 'type'))),
  updateMemo: change(({ id }, ctx) => {
    const [note] = idsOf(id);
    return note === undefined ? [] : notedMembers(ctx.knex, { id: note });
  }),
  changePayStatusAtResult: change(({ tid }, ctx) =>
    typeof tid === 'string' ? payOwnerOfTid(ctx.knex, tid.slice(0, 40)) : [],
  ),
  checkupRegistpayment: changeRegistrations('ids'),
  forcePaymentCheck: change(({ email }, ctx) => memberOfAddress(ctx, email)),
  recordBankTransfer: changeRegistrations('registrationId'),
  setSpeakerPublication: changeUserArgument('userId'),
  updateRegistrationList: changeRegistrations('id'),
  deleteMultipleRegister: changeRegistrations('ids'),
  runRetention: change(({ dryRunId }, ctx) => {
    const [id] = idsOf(dryRunId);
    return id === undefined ? [] : membersOfRun(ctx.knex, id);
  }),
  addReviewer: change(({ userId, email }, ctx) =>
    userId == null ? memberOfAddress(ctx, email) : idsOf(userId),
  ),
  updateReviewerTopics: changeReviewer('id'),
  removeReviewer: changeReviewer('id'),
  // The proposal's assignments, many reviewers at once.
  applyReviewAssignment: change(() => bulk()),
  addReviewAssignment: changeReviewer('reviewerId'),
  removeReviewAssignment: change(({ id }, ctx) => assignmentReviewerMembers(ctx.knex, idsOf(id))),
  sendReviewReminders: change(({ reviewerIds }, ctx) =>
    reviewerIds == null || !items(reviewerIds).length
      ? bulk()
      : reviewerMembers(ctx.knex, idsOf(reviewerIds)),
  ),
  createSpeaker: change(({ userId }, ctx) => (userId == null ? self(ctx) : idsOf(userId))),
  updateSpeaker: changeSpeakers('id'),
  deleteMultipleSpeaker: changeSpeakers('ids'),
  inviteSpeakers: changeUserArgument('ids'),
  deleteMultipleInvitedUser: changeUserArgument('ids'),
  // A sponsor's contact person is not a member: by the sponsor's number (the filter).
  updateSponsor: change(() => bulk()),
  deleteMultipleSponsor: change(() => bulk()),
  decideVisaLetter: changeVisaLetter,
  revokeVisaLetter: changeVisaLetter,
};
