// Rows of the authorisation matrix (../authorization.test.ts) for the CME credits (issue 26
// §3–§4): organisers run the process; any logged-in member reads their own credits and objects
// (any member may object, attendee or not); nobody else does anything.
// Each row sets the phase it needs straight in the database, so the rows run in any order.
import type { GraphQLResult, Harness } from '../harness';
import { registrant } from '../attendanceSteps';

type Caller =
  'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin' | 'offListOrganiser' | 'frontDesk';
type Rule = 'member' | 'admin';
interface Doc {
  query: string;
  variables?: Record<string, unknown>;
  effect?: (result: GraphQLResult<never>, allowed: boolean) => Promise<void> | void;
}
interface Case {
  rule: Rule;
  doc: (ids: unknown, h: Harness, caller: Caller) => Doc | Promise<Doc>;
}

const DAY = '2024-03-21';

/** The KMA scheme (the migration's) with a credit day; its id. */
async function scheme(h: Harness): Promise<number> {
  const row = (await h.knex('credit_schemes').where({ code: 'KMA' }).first('id')) as { id: number };
  await h
    .knex('credit_schemes')
    .where({ id: row.id })
    .update({ day_points: JSON.stringify({ [DAY]: 6 }) });
  return row.id;
}

const setPhase = (h: Harness, phase: string) =>
  h
    .knex('credit_settings')
    .where({ id: 1 })
    .update({
      phase,
      objections_close_at: phase === 'OBJECTIONS' ? new Date('2099-12-31T00:00:00Z') : null,
      objections_round: h.knex.raw('objections_round + 1'),
    });

/** A paid attendee with a day of scans. */
async function scanned(h: Harness) {
  const { member, registrationId } = await registrant(h, { member: { medi_license: 'M1' } });
  await h.knex('attendance_scans').insert(
    ['09:00', '15:00'].map((time, i) => ({
      client_scan_id: `00000000-0000-4000-8000-${String(registrationId).padStart(8, '0')}000${i}`,
      registration_id: registrationId,
      day: DAY,
      kind: i === 0 ? 'ENTRY' : 'EXIT',
      method: 'QR',
      scanned_at: new Date(`${DAY}T${time}:00+09:00`),
    })),
  );
  return member;
}

const organiserRead = (query: string, field: string): Case[] => [
  {
    rule: 'admin',
    doc: async (_ids, h) => {
      const id = await scheme(h);
      return {
        query: query.replace('$SCHEME', String(id)),
        effect: (result, allowed) =>
          allowed
            ? expect((result.data as Record<string, unknown> | null)?.[field]).toBeDefined()
            : expect(result.data).toBeNull(),
      };
    },
  },
];

export const CREDITS_CASES: Record<string, Case[]> = {
  creditSchemes: organiserRead('{ creditSchemes { id name_en } }', 'creditSchemes'),
  creditSettings: organiserRead('{ creditSettings { phase version } }', 'creditSettings'),
  creditPreview: organiserRead(
    '{ creditPreview(schemeId: "$SCHEME", limit: 5) { count rows { userId totalPoints } } }',
    'creditPreview',
  ),
  creditObjections: organiserRead('{ creditObjections(limit: 5) { count rows { id } } }', 'creditObjections'),
  creditChanges: organiserRead('{ creditChanges(limit: 5) { count rows { what } } }', 'creditChanges'),
  myCredits: [
    {
      rule: 'member',
      doc: () => ({
        query: '{ myCredits { phase records { totalPoints } } }',
        effect: (result, allowed) =>
          allowed
            ? expect(
                (result.data as { myCredits?: { phase?: string } } | null)?.myCredits?.phase,
              ).toBeDefined()
            : expect(result.data).toBeNull(),
      }),
    },
  ],
  saveCreditScheme: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const name = `Matrix scheme ${Date.now()}-${Math.random()}`;
        return {
          query: 'mutation ($i: CreditSchemeInput!) { saveCreditScheme(input: $i) { id } }',
          variables: {
            i: {
              name_en: name,
              name_ko: '매트릭스',
              kind: 'PER_HOUR',
              bands: [],
              pointsPerHour: 1,
              minimumMinutes: 0,
              dayPoints: [{ day: DAY, points: 2 }],
              eligibility: 'ANYONE',
              boundByLectureWindow: false,
              reportsToKma: false,
            },
          },
          effect: async (_result, allowed) =>
            expect(await h.knex('credit_schemes').where({ name_en: name })).toHaveLength(allowed ? 1 : 0),
        };
      },
    },
  ],
  deleteCreditScheme: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        await setPhase(h, 'PREVIEW');
        const [row] = await h
          .knex('credit_schemes')
          .insert({
            code: `M${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(0, 32),
            name_en: 'Matrix delete',
            name_ko: '삭제',
            rule: JSON.stringify({ kind: 'PER_HOUR', pointsPerHour: 1, minimumMinutes: 0 }),
            eligibility: 'ANYONE',
          })
          .returning('id');
        return {
          query: 'mutation ($id: ID!) { deleteCreditScheme(id: $id) }',
          variables: { id: String(row.id) },
          effect: async (_result, allowed) =>
            expect(await h.knex('credit_schemes').where({ id: row.id })).toHaveLength(allowed ? 0 : 1),
        };
      },
    },
  ],
  setCreditPhase: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        await setPhase(h, 'PREVIEW');
        const { version } = (await h.knex('credit_settings').where({ id: 1 }).first('version')) as {
          version: number;
        };
        return {
          query: 'mutation ($v: Int!) { setCreditPhase(version: $v, phase: FINAL) { phase } }',
          variables: { v: version },
          effect: async (_result, allowed) =>
            expect((await h.knex('credit_settings').where({ id: 1 }).first('phase')).phase).toBe(
              allowed ? 'FINAL' : 'PREVIEW',
            ),
        };
      },
    },
  ],
  sendExpectedCreditMails: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        await scheme(h);
        await setPhase(h, 'OBJECTIONS');
        const member = await scanned(h);
        return {
          query: 'mutation { sendExpectedCreditMails }',
          effect: async (result, allowed) => {
            const mails = await h
              .knex('send_emails')
              .where({ type: 'CREDITS_EXPECTED', usermail: member.email });
            expect(mails).toHaveLength(allowed ? 1 : 0);
            if (!allowed) expect(result.data).toBeNull();
          },
        };
      },
    },
  ],
  correctCredit: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const schemeId = await scheme(h);
        const member = await scanned(h);
        return {
          query: `mutation ($u: ID!, $s: ID!) { correctCredit(userId: $u, schemeId: $s, day: "${DAY}", countedMinutes: 300,
            points: 5, memo: "Matrix") { totalPoints } }`,
          variables: { u: String(member.id), s: String(schemeId) },
          effect: async (_result, allowed) =>
            expect(await h.knex('credit_corrections').where({ user_id: member.id })).toHaveLength(
              allowed ? 1 : 0,
            ),
        };
      },
    },
  ],
  clearCreditCorrection: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const schemeId = await scheme(h);
        const member = await scanned(h);
        await h.knex('credit_corrections').insert({
          user_id: member.id,
          scheme_id: schemeId,
          day: DAY,
          counted_minutes: 10,
          points: 1,
          memo: 'Matrix',
        });
        return {
          query: `mutation ($u: ID!, $s: ID!) { clearCreditCorrection(userId: $u, schemeId: $s, day: "${DAY}", memo: "Matrix") {
            totalPoints } }`,
          variables: { u: String(member.id), s: String(schemeId) },
          effect: async (_result, allowed) =>
            expect(await h.knex('credit_corrections').where({ user_id: member.id })).toHaveLength(
              allowed ? 0 : 1,
            ),
        };
      },
    },
  ],
  fileCreditObjection: [
    {
      rule: 'member',
      doc: async (_ids, h) => {
        const schemeId = await scheme(h);
        await setPhase(h, 'OBJECTIONS');
        // One open objection per member and day: earlier rows' objections are answered.
        await h.knex('credit_objections').where({ status: 'OPEN' }).update({ status: 'REJECTED' });
        return {
          query: `mutation ($s: ID!) { fileCreditObjection(schemeId: $s, day: "${DAY}", message: "Matrix") { id status } }`,
          variables: { s: String(schemeId) },
          effect: async (result, allowed) => {
            const filed = (result.data as { fileCreditObjection?: { id: string } } | null)
              ?.fileCreditObjection;
            if (allowed)
              expect(
                (
                  await h
                    .knex('credit_objections')
                    .where({ id: Number(filed?.id) })
                    .first()
                )?.status,
              ).toBe('OPEN');
            else expect(result.data).toBeNull();
          },
        };
      },
    },
  ],
  resolveCreditObjection: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const schemeId = await scheme(h);
        const member = await scanned(h);
        const [row] = await h
          .knex('credit_objections')
          .insert({ user_id: member.id, scheme_id: schemeId, day: DAY, message: 'Matrix' })
          .returning('id');
        return {
          query:
            'mutation ($id: ID!) { resolveCreditObjection(id: $id, accept: false, memo: "Matrix") { status } }',
          variables: { id: String(row.id) },
          effect: async (_result, allowed) =>
            expect((await h.knex('credit_objections').where({ id: row.id }).first()).status).toBe(
              allowed ? 'REJECTED' : 'OPEN',
            ),
        };
      },
    },
  ],
};
