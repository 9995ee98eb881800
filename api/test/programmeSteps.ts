// Steps the programme suites share: people, accepted abstracts and a small programme built
// through GraphQL as an organiser would.
import { asAdminRole, type GraphQLResult, type Harness } from './harness';
import { memberProfile } from './fixtures';

export const G = {
  saveDay: 'mutation ($id: ID, $i: ProgrammeDayInput!) { saveProgrammeDay(id: $id, input: $i) { id date } }',
  saveRoom: 'mutation ($id: ID, $i: ProgrammeRoomInput!) { saveProgrammeRoom(id: $id, input: $i) { id name_en } }',
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
export async function acceptedAbstract(h: Harness, preference: 'ORAL' | 'POSTER', title: string, overrides: Record<string, unknown> = {}) {
  const presenter = await h.createUser({ ...memberProfile, givenName: 'Jiwoo', familyName: `Park${counter}`, email: uniqueEmail('presenter'), ...overrides });
  const [row] = await h
    .knex('abstracts')
    .insert({
      ...ABSTRACT,
      title,
      preference,
      status: 'ACCEPTED',
      user_id: presenter.id,
      author: JSON.stringify([
        { givenName: 'Jiwoo', familyName: 'Park', email: presenter.email, affiliations: [1], presenting: true, corresponding: true },
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
    const existing = (await h.knex('programme_days').where({ date }).first('id')) as { id: number } | undefined;
    if (existing) days.push(existing.id);
    else days.push(Number(dataOf(await h.gql<{ saveProgrammeDay: { id: string } }>(G.saveDay, { i: { date } }, token)).saveProgrammeDay.id));
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

export const sessionInput = (day: number, room: number, start: string, end: string, extra: Record<string, unknown> = {}) => ({
  day_id: String(day),
  room_id: String(room),
  start,
  end,
  kind: 'ORAL',
  title_en: 'Oral session',
  title_ko: '구연 발표',
  ...extra,
});

export async function createSession(h: Harness, token: string, input: Record<string, unknown>): Promise<number> {
  return Number(dataOf(await h.gql<{ createProgrammeSession: { id: string } }>(G.createSession, { i: input }, token)).createProgrammeSession.id);
}

export async function createTalk(h: Harness, token: string, sessionId: number, input: Record<string, unknown>): Promise<number> {
  return Number(dataOf(await h.gql<{ createProgrammeTalk: { id: string } }>(G.createTalk, { s: String(sessionId), i: input }, token)).createProgrammeTalk.id);
}
