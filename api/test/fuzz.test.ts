// Fuzz suite (issue 14.6): every GraphQL query and mutation taking arguments, read from the
// schema, is sent generated invalid values (wrong types, huge strings, NUL, unicode, negative and
// huge numbers, impossible dates, unknown enum and country values, objects for scalars) by a
// visitor, a member and an organiser; the Excel export and a few HTTP routes likewise.
// Every answer: no 5xx, no INTERNAL, no stack trace or file path, no schema hints (production
// mode); a refused input leaves the main tables' row counts unchanged. Fixed seed: reproducible.
import fc from 'fast-check';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { loadTypeDefs } from '../src/graphql/schema';
import { asAdminRole, startIsolatedHarness, type Harness } from './harness';
import { memberProfile } from './fixtures';

const SEED = 20_240_914;
const RUNS_PER_CALLER = 70;
/** Operations whose valid path hashes a password (argon2): fewer runs keep the suite fast. */
const SLOW = new Set([
  'login',
  'register',
  'changeUserPasswordInFind',
  'registerWalkIn',
  'createFrontDeskAccount',
  'beginLogin',
  'removeSecondFactor',
  'regenerateRecoveryCodes',
]);
const SLOW_RUNS = 30;

const LEAK =
  /stacktrace|\bat [\w.<>$]+ \(|\/work\/|\/home\/|node_modules|\.ts:\d+|\.js:\d+|<pre>|Did you mean/i;
const TABLES = [
  'users',
  'groups',
  'group_users',
  'send_emails',
  'mail_templates',
  'mail_auto_settings',
  'countries',
  'roles',
  'abstracts',
  'speakers',
  'upload_files',
  'registration_lists',
  'pays',
  // issue 10 back office: notes and the failed-registration log
  'memo_lists',
  'registration_failures',
  'news_and_notices',
  'popups',
  'sponsors',
  'visa_letters',
  // the access record's monthly checks (issue 39 §3): a refused check adds none
  'personal_data_access_checks',
  'site_setting_changes',

  'programme_days',
  'programme_rooms',
  'programme_sessions',
  'programme_talks',
  'programme_versions',
  'programme_stars',
  'reviewers',
  'review_bids',
  'review_conflicts',
  'review_assignments',
  'reviews',
  'review_drafts',
  'attendance_scans',
  'walk_in_requests',
  'credit_schemes',
  'credit_settings',
  'credit_corrections',
  'credit_objections',
  'credit_changes',
  'credit_mails',
  'retention_settings',
  'retention_runs',
  'deletion_requests',
  'consent_texts',
  'member_consents',
  // the second factor and sessions (issue 39 §5)
  'login_sessions',
  'second_factor_totp',
  'second_factor_passkeys',
  'second_factor_recovery_codes',
  'second_factor_challenges',
];

/**
 * Row counts of TABLES kept by row-level triggers (this suite's isolated database only): equal to
 * count(*) of each table, read with one query. Counted as the statements commit with them.
 */
async function countRows(knex: Harness['knex']): Promise<void> {
  await knex.raw(`
    CREATE TABLE fuzz_row_counts (name text PRIMARY KEY, n bigint NOT NULL);
    CREATE FUNCTION fuzz_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE fuzz_row_counts SET n = n + CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END
       WHERE name = TG_TABLE_NAME;
      RETURN NULL;
    END $$;`);
  for (const table of TABLES) {
    await knex.raw(`INSERT INTO fuzz_row_counts SELECT ?, count(*) FROM ??`, [table, table]);
    await knex.raw(
      `CREATE TRIGGER fuzz_count_rows AFTER INSERT OR DELETE ON ?? FOR EACH ROW EXECUTE FUNCTION fuzz_count_rows()`,
      [table],
    );
  }
}

// ---- generated values -------------------------------------------------------------------------

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(50),
  'x'.repeat(100_000),
  '가'.repeat(5_000),
  '\uD800',
  '\uFEFF\u200B\u202E',
  '👩‍🔬🇰🇷',
  '2024-13-45',
  '2023-02-29',
  '0000-00-00',
  '99999-01-01',
  '2024-01-01T25:61:61Z',
  'XX',
  'kr',
  'ZZZ',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  '-1',
  '0',
  '99999999999999999999',
  '2147483648',
  '1e309',
  'NaN',
  "'; DROP TABLE users; --",
  '%_\\',
  '{}',
  '<script>alert(1)</script>',
];
const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);
const nastyNumber = fc.oneof(
  fc.constantFrom(-1, 0, -2_147_483_649, 2_147_483_648, 2 ** 53, -(2 ** 53), 1e308, 0.5, -0.0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nastyScalar = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
const nastyValue = fc.oneof(
  { weight: 4, arbitrary: nastyScalar },
  { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyScalar, { maxKeys: 3 }) },
);

/** Plausible values per field name, so generated inputs also reach the checks behind the first. */
const SAMPLES: Record<string, string[]> = {
  username: ['fuzz@example.org', 'nobody@example.org'],
  email: ['fuzz@example.org', 'nobody@example.org'],
  usermail: ['fuzz@example.org', 'nobody@example.org'],
  identifier: ['fuzz@example.org', 'nobody@example.org'],
  password: ['Password2024', 'NewPass2025', 'short'],
  title: ['DR', 'MR', 'Fuzz group'],
  degree: ['PHD', 'MASTER'],
  givenName: ['Anne', 'Minji'],
  familyName: ['Kim', 'de Vries'],
  name_kr: ['김민지'],
  affiliation: ['Mayo Clinic', 'Seoul University'],
  affiliation_kr: ['서울대학교'],
  department: ['Pathology'],
  mobilePhone: ['010-1234-5678', '1-202-555-0143'],
  dialCode: ['+82', '+1', '82', '+9999'],
  country: ['KR', 'US', 'NL', 'XX', 'kr'],
  visaBirth: ['1985-07-15', '2024-13-45', '2023-02-29'],
  visaIssue: ['2020-01-31', '2020-02-30'],
  visaExpire: ['2030-12-31', '2030-12-32'],
  type: ['OTHER', 'grant'],
  locale: ['en', 'ko', 'xx'],
  field: ['id', 'email', 'title', 'constructor', '__proto__', 'toString', 'hasOwnProperty'],
  content: ['<p>Hello</p>'],
  registrationOpensAt: ['2024-05-01T00:00', '2024-02-30T00:00'],
  registrationClosesAt: ['2024-09-29T23:59', '2024-05-01T00:00'],
  abstractSubmissionStart: ['2023-11-01T00:00'],
  abstractSubmissionEnd: ['2024-02-15T23:59', ''],
  speakerUploadDeadline: ['2099-01-01T00:00', ''],
  presentationUploadDeadline: ['2099-01-01T00:00', ''],

  date: ['2024-03-21', '2024-02-30', '21/03/2024'],
  day: ['2024-03-21', '2024-13-01'],
  start: ['09:00', '24:00', '9:00'],
  end: ['10:00', '00:00', '08:00'],
  name_en: ['Hall A'],
  name_ko: ['A홀'],
  title_en: ['Keynote'],
  title_ko: ['기조강연'],
};

function valuesFor(type: GraphQLInputType, name: string, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (isNonNullType(type))
    return fc.oneof(
      { weight: 6, arbitrary: valuesFor(type.ofType, name, ids) },
      { weight: 1, arbitrary: nastyValue },
    );
  const typed = ((): fc.Arbitrary<unknown> => {
    if (isListType(type)) return fc.array(valuesFor(type.ofType, name, ids), { maxLength: 4 });
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return fc.record(Object.fromEntries(fields.map((f) => [f.name, valuesFor(f.type, f.name, ids)])), {
        requiredKeys: [],
      });
    }
    if (isEnumType(type))
      return fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.name)), nastyString);
    if (isScalarType(type)) {
      if (type.name === 'ID')
        return fc.oneof(
          fc.constantFrom(...ids),
          fc.constantFrom('abc', '-1', '0', '99999999999999999999', '1.5', ' 1', '2147483648'),
          nastyScalar,
        );
      if (type.name === 'Int' || type.name === 'Long' || type.name === 'Float')
        return fc.oneof(fc.integer({ min: -5, max: 600 }), nastyNumber, nastyString);
      if (type.name === 'Boolean') return fc.oneof(fc.boolean(), nastyScalar);
      const samples = SAMPLES[name];
      return samples ? fc.oneof(fc.constantFrom(...samples), nastyString) : nastyString;
    }
    return nastyValue;
  })();
  return fc.oneof({ weight: 5, arbitrary: typed }, { weight: 1, arbitrary: nastyValue });
}

/** encodeURIComponent, with lone surrogates sent as their raw (invalid UTF-8) bytes. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

// ---- the operations ---------------------------------------------------------------------------

const schema = buildSchema(loadTypeDefs().join('\n'));
type Field = GraphQLField<unknown, unknown>;
const withArgs = (fields: Record<string, Field> | undefined) =>
  Object.values(fields ?? {}).filter((f) => f.args.length > 0);
const OPERATIONS = [
  ...withArgs(schema.getQueryType()?.getFields()).map((f) => ({ kind: 'query', field: f })),
  ...withArgs(schema.getMutationType()?.getFields()).map((f) => ({ kind: 'mutation', field: f })),
];

const documentFor = (kind: string, field: Field) => {
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const scalarResult = isScalarType(field.type) || isScalarType((field.type as { ofType?: unknown }).ofType);
  return `${kind} (${vars}) { ${field.name}(${args})${scalarResult ? '' : ' { __typename }'} }`;
};

type Caller = 'anonymous' | 'member' | 'organiser';

let addresses = 0;
/** A fresh documentation-range address per case. */
const nextAddress = () => `198.18.${Math.floor(addresses / 250) % 250}.${(addresses++ % 250) + 1}`;

// Hundreds of requests per test: the default 5 s is too short on a busy CI machine.
jest.setTimeout(120_000);

describe('fuzz: invalid input is refused cleanly', () => {
  let h: Harness;
  const tokens: Partial<Record<Caller, string>> = {};
  const ids: Record<Caller, string[]> = { anonymous: [], member: [], organiser: [] };
  let cases = 0;
  let baseline: Record<string, number>;
  const seen = { refused: 0, accepted: 0, rateLimited: 0, shapes: 0 };

  // Jest maps every captured stack through the source maps, 100 frames deep, and the API makes a
  // GraphQLError for each bad value of a case: a fifth of this file's time went to stacks nobody
  // reads. While it runs, stacks are V8's own call sites, 10 deep (a failure's stack then shows
  // compiled positions; the failing operation and case are in its message).
  const jestStack = { format: Error.prepareStackTrace, limit: Error.stackTraceLimit };
  beforeAll(() => {
    Error.stackTraceLimit = 10;
    Error.prepareStackTrace = (error: Error, frames: NodeJS.CallSite[]) =>
      [`${error.name}: ${error.message}`, ...frames.map((frame) => `    at ${String(frame)}`)].join('\n');
  });
  afterAll(() => {
    Error.prepareStackTrace = jestStack.format;
    Error.stackTraceLimit = jestStack.limit;
  });

  beforeAll(async () => {
    // Each case comes from its own client address (X-Forwarded-For from the trusted loopback proxy),
    // so per-address budgets do not mask what it tests (rateLimits.test.ts tests them).
    h = await startIsolatedHarness({
      NODE_ENV: 'production',
      RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '100000',
      RATE_LIMIT_SIGN_UP_PER_ADDRESS: '100000',
      RATE_LIMIT_SIGN_UP_PER_DOMAIN: '100000',
      TRUST_PROXY: 'loopback',
    });
    const member = await h.createUser(memberProfile);
    const organiser = await h.createUser({}, asAdminRole);
    const victim = await h.createUser({
      country: 'KR',
      title: 'DR',
      degree: 'PHD',
      name_kr: '김민지',
      affiliation: 'Seoul University',
      affiliation_kr: '서울대학교',
      department: 'Pathology',
      mobilePhone: '010-1234-5678',
    });
    const [group] = await h
      .knex('groups')
      .insert({ title: 'Fuzz', type: 'OTHER', free: false })
      .returning('id');
    tokens.member = member.token;
    tokens.organiser = organiser.token;
    // The organiser never targets the callers' own accounts, so their tokens stay valid.
    ids.anonymous = [String(victim.id), String(group.id)];
    ids.member = [String(member.id), String(victim.id), String(group.id)];
    ids.organiser = [String(victim.id), String(group.id)];
    await countRows(h.knex);
    baseline = await counts();
  });
  afterAll(async () => {
    console.log(
      `fuzz: ${cases} cases (${seen.refused} refused, ${seen.accepted} accepted, ${seen.rateLimited} rate-limited; ${seen.shapes} generated documents), seed ${SEED}`,
    );
    await h.close();
  });

  /**
   * The main tables' row counts, kept by row triggers in a table of this run's own database
   * (countRows): one small read after each of the ~40,000 cases instead of counting 50 tables.
   */
  const counts = async () => {
    const rows: { name: string; n: string }[] = await h.knex('fuzz_row_counts').select('name', 'n');
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
  };

  /** Checks one answer; returns whether it was a refusal. */
  const check = (label: string, status: number, text: string): boolean => {
    cases += 1;
    const where = `${label}: ${text.slice(0, 300)}`;
    if (status >= 500) throw new Error(`HTTP ${status} for ${where}`);
    if (LEAK.test(text)) throw new Error(`leak in ${where}`);
    if (/"code"\s*:\s*"INTERNAL"/.test(text)) throw new Error(`INTERNAL for ${where}`);
    return status >= 400 || /"errors"\s*:|"ok"\s*:\s*false/.test(text);
  };

  it('covers every query and mutation with arguments', () => {
    expect(OPERATIONS.map((o) => o.field.name).sort()).toEqual(
      [
        'abstract',
        'abstractTypeCount',
        'abstracts',
        'abstractsConnection',
        'changeAbstractStatus',
        'changePassword',
        'changeUserGroup',
        'changeUserPasswordInFind',
        'checkDuplicateRegister',
        'confirmEmail',
        'createAbstract',
        'createGroup',
        'createPayment',
        'requestRefund',
        'changeUnconfirmedEmail',
        'createRegistrationList',
        'createSendEmail',
        'createSpeaker',
        'deleteMultipleAbstract',
        'deleteMultipleGroups',
        'deleteMultipleInvitedUser',
        'deleteMultipleRegister',
        'deleteMultipleSpeaker',
        'dormantUsers',
        'eventStatistics',
        'duplicateUserName',
        'group',
        'groups',
        'inviteSpeakers',
        'login',
        'pay',
        // regist/payLog, refundData, registerLog, payment actions, memos (issue 10)
        'payCancellations',
        'pays',
        'registrationFailures',
        'changePayStatusAtResult',
        'checkupRegistpayment',
        'forcePaymentCheck',
        'recordBankTransfer',
        'memoLists',
        'createMemo',
        'updateMemo',
        'permittedAbstract',
        'register',
        'registrationList',
        'registrationLists',
        'resendConfirmation',
        'sendEmails',
        'speakers',
        'updateAbstract',
        'updateAbstractPresentation',
        'updateGroup',
        'updateRegistrationList',
        'updateSpeaker',
        'updateUser',
        'user',
        'users',
        'validateCheckPayUrl',
        'withdrawAbstract',
        // news and notices, popups
        'newsAndNotices',
        'newsAndNotice',
        'createNewsAndNotice',
        'updateNewsAndNotice',
        'deleteMultipleBbs',
        'popups',
        'popup',
        'createPopup',
        'updatePopup',
        'deleteMultiplePopup',
        // Sponsorship (sponsors.graphql).
        'createSponsor',
        'updateSponsor',
        'deleteMultipleSponsor',
        'sponsor',
        'sponsors',
        // invited speakers' back office
        'invitedUsers',
        // mail back office
        'countMailRecipients',
        'createMailTemplate',
        'deleteMultipleMailTemplates',
        'mailTemplate',
        'mailTemplates',
        'previewMailTemplate',
        'resendEmail',
        'updateMailAutoSetting',
        'updateMailTemplate',
        // visa invitation letters
        'requestVisaLetter',
        'decideVisaLetter',
        'revokeVisaLetter',
        'visaLetter',
        'visaLetters',
        // site settings (issue 28 §4)
        'siteSettingChanges',
        'updateSiteSettings',

        // the programme (programme.graphql)
        'programme',
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
        'setSpeakerPublication',
        'starProgrammeItem',
        'unstarProgrammeItem',
        'dismissProgrammeNotice',
        // abstract review (review.graphql)
        'myReviewAssignment',
        'reviewAssignments',
        'abstractReviews',
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
        'reviewerCandidates',
        'decideAbstracts',
        'sendReviewReminders',
        // badges and check-in (attendance.graphql)
        'checkInBadge',
        'checkInSearch',
        'recordAttendanceScans',
        // the desk's offline roster (deskRoster.graphql)
        'checkInRoster',
        // walk-ins and front-desk accounts (walkIn.graphql, frontDesk.graphql)
        'walkInMembers',
        'registerWalkIn',
        'createFrontDeskAccount',
        'setFrontDeskAccountDisabled',
        // CME credits (credits.graphql)
        'creditPreview',
        'creditObjections',
        'creditChanges',
        'saveCreditScheme',
        'deleteCreditScheme',
        'setCreditPhase',
        'correctCredit',
        'clearCreditCorrection',
        'fileCreditObjection',
        'resolveCreditObjection',
        // the back office's access record (accessRecord.graphql, issue 39 §3)
        'accessRecords',
        'accessRecordMonth',
        'recordAccessRecordCheck',
        // retention and the member's own rights (retention.graphql)
        'retentionRuns',
        'deletionRequests',
        'updateRetentionSettings',
        'runRetention',
        'requestMyDeletion',
        'carryOutDeletionRequest',
        // consents (consents.graphql, issue 39 §1)
        'consentTextVersions',
        'memberConsentHistory',
        'setMyConsent',
        'publishConsentText',
        'mailRecipientsSummary',
        // the second factor and sessions (secondFactor.graphql)
        'beginLogin',
        'beginPasskeyLogin',
        'completeLogin',
        'confirmTotpEnrolment',
        'finishPasskeyRegistration',
        'removeSecondFactor',
        'regenerateRecoveryCodes',
        'setSecondFactorRequired',
        'endLoginSession',
      ].sort(),
    );
  });

  it.each(OPERATIONS.map((o) => [o.field.name, o] as const))('%s', async (name, { kind, field }) => {
    const query = documentFor(kind, field);
    for (const caller of ['anonymous', 'member', 'organiser'] as Caller[]) {
      const variables = fc.record(
        Object.fromEntries(field.args.map((a) => [a.name, valuesFor(a.type, a.name, ids[caller])])),
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(variables, async (vars) => {
          const res = await fetch(`${h.url}/graphql`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': nextAddress(),
              ...(tokens[caller] ? { authorization: `Bearer ${tokens[caller]}` } : {}),
            },
            body: JSON.stringify({ query, variables: vars }),
          });
          const text = await res.text();
          const refused = check(`${name} as ${caller}`, res.status, text);
          if (/"code"\s*:\s*"RATE_LIMITED"/.test(text)) seen.rateLimited += 1;
          seen[refused ? 'refused' : 'accepted'] += 1;
          // Counts move only with accepted requests: a refusal must leave them as they were.
          if (refused) expect(await counts()).toEqual(baseline);
          else baseline = await counts();
        }),
        { seed: SEED, numRuns: SLOW.has(name) ? SLOW_RUNS : RUNS_PER_CALLER, endOnFailure: true },
      );
    }
  });

  it('kept the row counts the cases were checked against equal to the tables’ own', async () => {
    const selects = TABLES.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ');
    const { rows } = await h.knex.raw(`select ${selects}`);
    expect(await counts()).toEqual(rows[0]);
  });

  it('the Excel export refuses bad filters cleanly', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.dictionary(
            fc.constantFrom(
              'id',
              'email_contains',
              'country',
              'blocked',
              'delete',
              'givenName',
              'constructor',
              '__proto__',
            ),
            nastyValue,
            { maxKeys: 3 },
          ),
          nastyValue,
          fc.string().map((s) => ({ raw: s })),
        ),
        async (filter) => {
          const raw =
            typeof filter === 'object' && filter && 'raw' in filter
              ? String(filter.raw)
              : JSON.stringify(filter);
          const res = await fetch(`${h.url}/export/users.xlsx?filter=${encode(raw ?? '')}`, {
            headers: { authorization: `Bearer ${tokens.organiser}`, 'x-download-reason': 'fuzz' },
          });
          const type = res.headers.get('content-type') ?? '';
          const text = type.includes('json') ? await res.text() : (await res.arrayBuffer(), '');
          check('export', res.status, text);
        },
      ),
      { seed: SEED, numRuns: 200, endOnFailure: true },
    );
    // The list kit's export route, for every list, with any JSON body.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'members',
          'dormant',
          'groups',
          'mailLog',
          'invitedSpeakers',
          'mailTemplates',
          'nope',
        ),
        fc.oneof(
          fc.jsonValue(),
          fc.record(
            { filter: fc.jsonValue(), ids: fc.jsonValue(), sort_conditions: fc.jsonValue() },
            { requiredKeys: [] },
          ),
        ),
        async (list, body) => {
          const res = await fetch(`${h.url}/export/${list}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens.organiser}`,
              'x-download-reason': 'fuzz',
            },
            body: JSON.stringify(body),
          });
          const type = res.headers.get('content-type') ?? '';
          const text = type.includes('json') ? await res.text() : (await res.arrayBuffer(), '');
          check(`export ${list}`, res.status, text);
        },
      ),
      { seed: SEED, numRuns: 100, endOnFailure: true },
    );
    // The download reason (issue 39 §3): any header value, as sent or URI-encoded; a refused one
    // writes nothing into the access record.
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(nastyString.map(encode), fc.string({ unit: 'binary-ascii', maxLength: 600 })),
        async (reason) => {
          const before = await h.knex('personal_data_access').count<{ count: string }[]>({ count: '*' });
          const res = await fetch(`${h.url}/export/dormant`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens.organiser}`,
              // A header value holds no control character (the HTTP parser refuses the request before the app).
              'x-download-reason': [...reason].filter((c) => c >= ' ' && c !== '\u007f').join(''),
            },
            body: JSON.stringify({ filter: { email_contains: 'no-such-member-fuzz' } }),
          });
          const type = res.headers.get('content-type') ?? '';
          const text = type.includes('json') ? await res.text() : (await res.arrayBuffer(), '');
          const refused = check('export reason', res.status, text);
          const after = await h.knex('personal_data_access').count<{ count: string }[]>({ count: '*' });
          expect(Number(after[0]!.count) - Number(before[0]!.count)).toBe(refused ? 0 : 1);
        },
      ),
      { seed: SEED, numRuns: 100, endOnFailure: true },
    );
  });

  it('other HTTP routes refuse bad requests cleanly', async () => {
    const requests = fc.oneof(
      nastyString.map((s) => ({ path: `/checkAuth?email=${encode(s)}&authCode=123456`, body: undefined })),
      nastyString.map((s) => ({ path: `/column_list?table=${encode(s)}`, body: undefined })),
      // As an organiser, so the id is read (a visitor is refused first).
      nastyString.map((s) => ({ path: `/visa-letter/${encode(s)}.pdf`, body: undefined, token: true })),
      nastyString.map((s) => ({ path: `/badges/${encode(s)}.pdf`, body: undefined, token: true })),
      nastyString.map((s) => ({ path: `/badges.pdf?filter=${encode(s)}`, body: undefined, token: true })),
      nastyString.map((s) => ({
        path: `/badges.pdf?layout=${encode(s)}&ids=${encode(s)}`,
        body: undefined,
        token: true,
      })),
      // CME credit downloads (credits.routes.ts)
      nastyString.map((s) => ({
        path: `/credits/preview.xlsx?scheme=${encode(s)}&lang=${encode(s)}`,
        body: undefined,
        token: true,
      })),
      nastyString.map((s) => ({
        path: `/credits/kma.xlsx?scheme=${encode(s)}`,
        body: undefined,
        token: true,
      })),
      nastyString.map((s) => ({
        path: `/credits/certificate.pdf?lang=${encode(s)}`,
        body: undefined,
        token: true,
      })),
      nastyString.map((s) => ({
        path: `/credits/certificates.pdf?lang=${encode(s)}`,
        body: undefined,
        token: true,
      })),
      nastyString.map((s) => ({ path: `/remotes/public/${encode(s)}.js`, body: undefined })),
      nastyString.map((s) => ({ path: `/${encode(s)}`, body: undefined })),
      fc.string({ maxLength: 60 }).map((s) => ({ path: '/graphql', body: s })),
      fc
        .constantFrom('%00', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', '%2e%2e/')
        .map((s) => ({ path: `/remotes/admin/${s}`, body: undefined })),
    );
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const { path, body } = request;
        // With a download reason (issue 39 §3), so the bulk downloads read what follows it.
        const auth: Record<string, string> =
          'token' in request
            ? { authorization: `Bearer ${tokens.organiser}`, 'x-download-reason': 'fuzz' }
            : {};
        const res = await fetch(`${h.url}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers:
            body === undefined
              ? { accept: 'application/json', ...auth }
              : { 'content-type': 'application/json', ...auth },
          body,
        });
        check(`HTTP ${path}`, res.status, await res.text());
      }),
      { seed: SEED, numRuns: 300, endOnFailure: true },
    );
  });

  it('rate limits mask few of the generated cases (the fuzz reaches the resolvers)', () => {
    expect(seen.rateLimited).toBeLessThan(cases * 0.01);
  });

  it('generated documents over or under each request limit get the right answer, never a 5xx', async () => {
    // One dimension at a time is pushed; the oracle says whether it is over its limit
    // (graphql/requestLimits.ts): QUERY_TOO_COMPLEX exactly then.
    const hop = (n: number, leaf: string): string =>
      n === 0 ? leaf : `speaker { user { ${hop(n - 1, leaf)} } }`;
    const shapes = fc.oneof(
      fc.integer({ min: 0, max: 8 }).map((hops) => ({
        // me (1) + two levels a hop + the leaf: over 8 from 4 hops.
        query: `{ me { ${hop(hops, 'email')} } }`,
        over: 2 + 2 * hops > 8,
      })),
      fc.integer({ min: 0, max: 20 }).map((n) => ({
        query: `{ me { id ${Array.from({ length: n }, (_, i) => `a${i}: email`).join(' ')} } }`,
        over: n > 10,
      })),
      fc.integer({ min: 0, max: 20 }).map((n) => ({
        query: `{ me { id ${Array.from({ length: n }, () => 'email @include(if: true)').join(' ')} } }`,
        over: n > 10,
      })),
      fc.tuple(fc.integer({ min: 1, max: 20 }), fc.boolean()).map(([n, viaFragment]) => ({
        query: viaFragment
          ? `{ ...R } fragment R on Query { ${Array.from({ length: n }, () => 'health').join(' ')} }`
          : `{ ${Array.from({ length: n }, () => 'health').join(' ')} }`,
        over: n > 10,
      })),
      fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 500 })).map(([pages, limit]) => ({
        query: `{ ${Array.from({ length: pages }, (_, i) => `p${i}: users(start: ${i}, limit: ${limit}) { count rows { id role { name } } }`).join(' ')} }`,
        // Each page: 1 + limit × (row 1 + role 1).
        over: pages * (1 + limit * 2) > 5_000,
      })),
    );
    await fc.assert(
      fc.asyncProperty(
        shapes,
        fc.constantFrom<Caller>('anonymous', 'organiser'),
        async ({ query, over }, caller) => {
          seen.shapes += 1;
          const res = await fetch(`${h.url}/graphql`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(tokens[caller] ? { authorization: `Bearer ${tokens[caller]}` } : {}),
            },
            body: JSON.stringify({ query }),
          });
          const text = await res.text();
          check('generated document', res.status, text);
          const tooComplex = /"code"\s*:\s*"QUERY_TOO_COMPLEX"/.test(text);
          expect([query.slice(0, 120), tooComplex]).toEqual([query.slice(0, 120), over]);
        },
      ),
      { seed: SEED, numRuns: 300, endOnFailure: true },
    );
  });
});
