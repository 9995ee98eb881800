// Steps the programme suites share: people, accepted abstracts and a small programme built
// through GraphQL as an organiser would.
import { asAdminRole, type GraphQLResult, type Harness } from './harness';
import { memberProfile } from './fixtures';

export const G = {
  saveDay: 'mutation ($id: ID, $i: ProgrammeDayInput!) { saveProgrammeDay(id: $id, input: $i) { id date } }',
  saveRoom:
    'mutation ($id: ID, $i: ProgrammeRoomInput!) { saveProgrammeRoom(id: $id, input: $i) { id name_en } }',
  createSession:
    'mutation ($i: ProgrammeSessionInput!) { createProgrammeSession(input: $i) { id start_at end_at room_id day_id } }',
  moveSession:
    'mutation ($id: ID!, $s: ProgrammeSlotInput!) { moveProgrammeSession(id: $id, slot: $s) { id start_at end_at room_id day_id } }',
  createTalk:
    'mutation ($s: ID!, $i: ProgrammeTalkInput!) { createProgrammeTalk(sessionId: $s, input: $i) { id position board } }',
  boards:
    'mutation ($s: ID!, $b: [PosterBoardInput!]!) { assignPosterBoards(sessionId: $s, boards: $b) { id board } }',
  publish: 'mutation { publishProgramme { id version published_at } }',
  undo: 'mutation { undoProgrammeChange }',
  draft: `{ programmeDraft { undoable last_change sessions { id start_at end_at room_id day_id }
    talks { id session_id position board } conflicts { kind severity code session_ids talk_ids person_id } } }`,
};

/** The result's data, or a failed expectation naming the errors. */
export function dataOf<T>(result: GraphQLResult<T>): T {
  if (result.errors?.length) throw new Error(JSON.stringify(result.errors));
  return result.data as T;
}

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${(counter += 1)}@example.org`;

const ABSTRACT = {
  category: 'ORIGINAL',
  topic: 'SKIN',
  objectives: 'To measure the gut microbiome.',
  methods: 'Cohort of 120 patients.',
  results: 'Diversity fell with age.',
  conclusions: 'Diet matters.',
  keywords: 'microbiome',
  including: JSON.stringify(['Pusan National University', 'Leiden University']),
  terms: '{}',
};

/** An accepted abstract of a fresh presenter (ORAL or POSTER). */
export async function acceptedAbstract(
  h: Harness,
  preference: 'ORAL' | 'POSTER',
  title: string,
  overrides: Record<string, unknown> = {},
) {
  const presenter = await h.createUser({
    ...memberProfile,
    givenName: 'Jiwoo',
    familyName: `Park${counter}`,
    email: uniqueEmail('presenter'),
    ...overrides,
  });
  const [row] = await h
    .knex('abstracts')
    .insert({
      ...ABSTRACT,
      title,
      preference,
      status: 'ACCEPTED',
      user_id: presenter.id,
      author: JSON.stringify([
        {
          givenName: 'Jiwoo',
          familyName: 'Park',
          email: presenter.email,
          affiliations: [1],
          presenting: true,
          corresponding: true,
        },
        { givenName: 'Anne', familyName: 'de Vries', email: 'anne@example.org', affiliations: [2] },
      ]),
    })
    .returning('id');
  return { presenter, abstractId: row.id as number };
}

export async function organiser(h: Harness, email = uniqueEmail('programme-organiser')) {
  return (await h.createUser({ email }, asAdminRole)).token;
}

/** Three congress days (21–23 March 2024, Busan) and three rooms; returns their ids. */
export async function daysAndRooms(h: Harness, token: string) {
  const days: number[] = [];
  for (const date of ['2024-03-21', '2024-03-22', '2024-03-23']) {
    const existing = (await h.knex('programme_days').where({ date }).first('id')) as
      { id: number } | undefined;
    if (existing) days.push(existing.id);
    else
      days.push(
        Number(
          dataOf(await h.gql<{ saveProgrammeDay: { id: string } }>(G.saveDay, { i: { date } }, token))
            .saveProgrammeDay.id,
        ),
      );
  }
  const rooms: number[] = [];
  for (const [name_en, name_ko, poster_area] of [
    ['Hall A', 'A홀', false],
    ['Hall B', 'B홀', false],
    ['Poster area', '포스터 전시장', true],
  ] as const)
    rooms.push(
      Number(
        dataOf(
          await h.gql<{ saveProgrammeRoom: { id: string } }>(
            G.saveRoom,
            { i: { name_en: `${name_en}`, name_ko, position: rooms.length, poster_area } },
            token,
          ),
        ).saveProgrammeRoom.id,
      ),
    );
  return { days, rooms };
}

export const sessionInput = (
  day: number,
  room: number,
  start: string,
  end: string,
  extra: Record<string, unknown> = {},
) => ({
  day_id: String(day),
  room_id: String(room),
  start,
  end,
  kind: 'ORAL',
  title_en: 'Oral session',
  title_ko: '구연 발표',
  ...extra,
});

export async function createSession(
  h: Harness,
  token: string,
  input: Record<string, unknown>,
): Promise<number> {
  return Number(
    dataOf(await h.gql<{ createProgrammeSession: { id: string } }>(G.createSession, { i: input }, token))
      .createProgrammeSession.id,
  );
}

export async function createTalk(
  h: Harness,
  token: string,
  sessionId: number,
  input: Record<string, unknown>,
): Promise<number> {
  return Number(
    dataOf(
      await h.gql<{ createProgrammeTalk: { id: string } }>(
        G.createTalk,
        { s: String(sessionId), i: input },
        token,
      ),
    ).createProgrammeTalk.id,
  );
}

/**
 * Concurrent edits, publications and stars (concurrency.test.ts and its PGlite twin): organisers
 * placing sessions in one room at the same hour get exactly one in (the draft is locked per change,
 * the others see the clash), every publication gets its own consecutive version, and members
 * starring the same item at once each get one star.
 */
export async function expectConcurrentProgramme(h: Harness, n: number) {
  const token = await organiser(h);
  const { days, rooms } = await daysAndRooms(h, token);
  const day = days[2] as number;
  const room = rooms[0] as number;
  const results = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      h.gql(
        G.createSession,
        { i: sessionInput(day, room, '15:00', '16:00', { title_en: `Race ${i}` }) },
        token,
      ),
    ),
  );
  const accepted = results.filter((r) => !r.errors);
  expect(accepted).toHaveLength(1);
  for (const r of results.filter((x) => x.errors))
    expect(r.errors?.[0]?.extensions?.fields).toEqual([{ field: 'room_id', code: 'programme.roomClash' }]);
  expect(Number((await h.knex('programme_sessions').where({ room_id: room }).count('* as c'))[0]?.c)).toBe(1);

  // Each publication needs a change: one room each, then all publish at once.
  const publications = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      await h.gql(G.saveRoom, { i: { name_en: `Concurrent ${i}`, name_ko: `동시 ${i}` } }, token);
      return h.gql<{ publishProgramme: { version: number } }>(G.publish, {}, token);
    }),
  );
  const versions = publications.flatMap((p) =>
    p.data?.publishProgramme ? [p.data.publishProgramme.version] : [],
  );
  for (const p of publications.filter((x) => x.errors))
    expect(p.errors?.[0]).toMatchObject({
      extensions: { fields: [{ field: 'programme', code: 'programme.nothingToPublish' }] },
    });
  expect(versions.length).toBeGreaterThan(0);
  expect(new Set(versions).size).toBe(versions.length);
  const all = (await h.knex('programme_versions').orderBy('version').pluck('version')) as number[];
  expect(all).toEqual(all.map((_, i) => (all[0] as number) + i));

  const sessionId = Number(
    (accepted[0]?.data as { createProgrammeSession: { id: string } }).createProgrammeSession.id,
  );
  const members = await Promise.all(
    Array.from({ length: n }, () => h.createUser({ email: uniqueEmail('concurrent-star') })),
  );
  const star = 'mutation ($id: ID!) { starProgrammeItem(type: SESSION, id: $id) { type } }';
  const stars = await Promise.all(
    members.flatMap((m) => [
      h.gql(star, { id: String(sessionId) }, m.token),
      h.gql(star, { id: String(sessionId) }, m.token),
    ]),
  );
  expect(stars.filter((s) => s.errors)).toEqual([]);
  expect(
    Number(
      (await h.knex('programme_stars').where({ item_type: 'SESSION', item_id: sessionId }).count('* as c'))[0]
        ?.c,
    ),
  ).toBe(n);
}
