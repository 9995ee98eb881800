// Rows of the authorisation matrix (../authorization.test.ts) for the programme: organisers edit
// the draft and publish; anyone reads the published programme; members star items and read their
// own programme; a notice is dismissed by its member only.
import type { GraphQLResult, Harness } from '../harness';

type Caller =
  'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin' | 'offListOrganiser' | 'frontDesk';
type Rule = 'public' | 'member' | 'owner' | 'admin';
interface Doc {
  query: string;
  variables?: Record<string, unknown>;
  effect?: (result: GraphQLResult<never>, allowed: boolean) => Promise<void> | void;
}
interface Ids {
  ownerId: number;
  acceptedId: number;
  speakerId: number;
  unique: () => string;
}
interface Case {
  rule: Rule;
  doc: (ids: Ids, h: Harness, caller: Caller) => Doc | Promise<Doc>;
}

let dayCounter = 0;
/** A fresh day (its own date), room and 09:00–10:00 session with one 10-minute talk. */
async function fixture(h: Harness, kind = 'ORAL') {
  dayCounter += 1;
  const date = new Date(Date.UTC(2030, 0, dayCounter)).toISOString().slice(0, 10);
  const [day] = await h.knex('programme_days').insert({ date }).returning('*');
  const [room] = await h
    .knex('programme_rooms')
    .insert({ name_en: `Room ${dayCounter}`, name_ko: `방 ${dayCounter}` })
    .returning('*');
  const [session] = await h
    .knex('programme_sessions')
    .insert({
      day_id: day.id,
      room_id: room.id,
      kind,
      title_en: 'Matrix session',
      title_ko: '세션',
      start_at: `${date}T09:00:00+09:00`,
      end_at: `${date}T10:00:00+09:00`,
    })
    .returning('*');
  const [talk] = await h
    .knex('programme_talks')
    .insert({ session_id: session.id, position: 1, minutes: 10, title_en: 'Talk', title_ko: '발표' })
    .returning('*');
  return {
    date,
    day: day.id as number,
    room: room.id as number,
    session: session.id as number,
    talk: talk.id as number,
  };
}

const exists = async (h: Harness, table: string, id: number) =>
  Boolean(await h.knex(table).where({ id }).first('id'));
const count = async (h: Harness, table: string, where: Record<string, unknown> = {}) =>
  Number((await h.knex(table).where(where).count<{ c: string }[]>('* as c'))[0]?.c);

/** A publication holding a session with this id (what members star). */
async function publishedWith(h: Harness, sessionId: number) {
  const version = (await count(h, 'programme_versions')) + 1000;
  const at = '2024-03-21T00:00:00.000Z';
  await h.knex('programme_versions').insert({
    version,
    document: JSON.stringify({
      days: [{ id: 1, date: '2024-03-21', label_en: '', label_ko: '' }],
      rooms: [{ id: 1, name_en: 'Hall', name_ko: '홀', position: 0, poster_area: false }],
      sessions: [
        {
          id: sessionId,
          day_id: 1,
          room_id: 1,
          kind: 'ORAL',
          title_en: 'S',
          title_ko: 'S',
          start: at,
          end: at,
          chair_ids: [],
          talks: [],
        },
      ],
      people: [],
    }),
  });
}

const adminMutation = (
  query: (f: Awaited<ReturnType<typeof fixture>>, ids: Ids) => string,
  check: (h: Harness, f: Awaited<ReturnType<typeof fixture>>) => Promise<boolean>,
  kind?: string,
): Case[] => [
  {
    rule: 'admin',
    doc: async (ids, h) => {
      const f = await fixture(h, kind);
      return { query: query(f, ids), effect: async (_r, allowed) => expect(await check(h, f)).toBe(allowed) };
    },
  },
];

export const PROGRAMME_CASES: Record<string, Case[]> = {
  programme: [{ rule: 'public', doc: () => ({ query: '{ programme { version days { date } } }' }) }],
  programmeDraft: [
    {
      rule: 'admin',
      doc: () => ({
        query: '{ programmeDraft { undoable days { id } } }',
        effect: (result, allowed) => expect(Boolean(result.data)).toBe(allowed),
      }),
    },
  ],
  programmeVersions: [
    {
      rule: 'admin',
      doc: () => ({
        query: '{ programmeVersions { version } }',
        effect: (result, allowed) => expect(Boolean(result.data)).toBe(allowed),
      }),
    },
  ],
  saveProgrammeDay: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        dayCounter += 1;
        const date = new Date(Date.UTC(2030, 0, dayCounter)).toISOString().slice(0, 10);
        return {
          query: `mutation { saveProgrammeDay(input: { date: "${date}" }) { id } }`,
          effect: async (_r, allowed) =>
            expect(await count(h, 'programme_days', { date })).toBe(allowed ? 1 : 0),
        };
      },
    },
  ],
  deleteProgrammeDay: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        dayCounter += 1;
        const [day] = await h
          .knex('programme_days')
          .insert({ date: new Date(Date.UTC(2030, 0, dayCounter)).toISOString().slice(0, 10) })
          .returning('id');
        return {
          query: `mutation { deleteProgrammeDay(id: "${day.id}") }`,
          effect: async (_r, allowed) => expect(await exists(h, 'programme_days', day.id)).toBe(!allowed),
        };
      },
    },
  ],
  saveProgrammeRoom: [
    {
      rule: 'admin',
      doc: (ids, h) => {
        const name = ids.unique();
        return {
          query: `mutation { saveProgrammeRoom(input: { name_en: "${name}", name_ko: "방" }) { id } }`,
          effect: async (_r, allowed) =>
            expect(await count(h, 'programme_rooms', { name_en: name })).toBe(allowed ? 1 : 0),
        };
      },
    },
  ],
  deleteProgrammeRoom: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const [room] = await h
          .knex('programme_rooms')
          .insert({ name_en: 'Spare', name_ko: '예비' })
          .returning('id');
        return {
          query: `mutation { deleteProgrammeRoom(id: "${room.id}") }`,
          effect: async (_r, allowed) => expect(await exists(h, 'programme_rooms', room.id)).toBe(!allowed),
        };
      },
    },
  ],
  createProgrammeSession: adminMutation(
    (f) =>
      `mutation { createProgrammeSession(input: { day_id: "${f.day}", room_id: "${f.room}", start: "11:00", end: "12:00", kind: KEYNOTE, title_en: "K", title_ko: "K" }) { id } }`,
    async (h, f) => (await count(h, 'programme_sessions', { room_id: f.room })) === 2,
  ),
  updateProgrammeSession: adminMutation(
    (f) =>
      `mutation { updateProgrammeSession(id: "${f.session}", input: { day_id: "${f.day}", room_id: "${f.room}", start: "09:00", end: "10:00", kind: SEMINAR, title_en: "Renamed", title_ko: "K" }) { id } }`,
    async (h, f) =>
      (await h.knex('programme_sessions').where({ id: f.session }).first('title_en')).title_en === 'Renamed',
  ),
  moveProgrammeSession: adminMutation(
    (f) =>
      `mutation { moveProgrammeSession(id: "${f.session}", slot: { day_id: "${f.day}", room_id: "${f.room}", start: "13:00", end: "14:00" }) { id } }`,
    async (h, f) =>
      new Date(
        (await h.knex('programme_sessions').where({ id: f.session }).first('start_at')).start_at,
      ).toISOString() === new Date(`${f.date}T13:00:00+09:00`).toISOString(),
  ),
  deleteProgrammeSession: adminMutation(
    (f) => `mutation { deleteProgrammeSession(id: "${f.session}") }`,
    async (h, f) => !(await exists(h, 'programme_sessions', f.session)),
  ),
  createProgrammeTalk: adminMutation(
    (f) =>
      `mutation { createProgrammeTalk(sessionId: "${f.session}", input: { title_en: "New", minutes: 5 }) { id } }`,
    async (h, f) => (await count(h, 'programme_talks', { session_id: f.session })) === 2,
  ),
  updateProgrammeTalk: adminMutation(
    (f) =>
      `mutation { updateProgrammeTalk(id: "${f.talk}", input: { title_en: "Renamed", minutes: 20 }) { id } }`,
    async (h, f) => (await h.knex('programme_talks').where({ id: f.talk }).first('minutes')).minutes === 20,
  ),
  moveProgrammeTalk: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const a = await fixture(h);
        const b = await fixture(h);
        return {
          query: `mutation { moveProgrammeTalk(id: "${a.talk}", sessionId: "${b.session}") { id } }`,
          effect: async (_r, allowed) =>
            expect(
              (await h.knex('programme_talks').where({ id: a.talk }).first('session_id')).session_id,
            ).toBe(allowed ? b.session : a.session),
        };
      },
    },
  ],
  deleteProgrammeTalk: adminMutation(
    (f) => `mutation { deleteProgrammeTalk(id: "${f.talk}") }`,
    async (h, f) => !(await exists(h, 'programme_talks', f.talk)),
  ),
  reorderProgrammeTalks: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const f = await fixture(h);
        const [second] = await h
          .knex('programme_talks')
          .insert({ session_id: f.session, position: 2, minutes: 10 })
          .returning('id');
        return {
          query: `mutation { reorderProgrammeTalks(sessionId: "${f.session}", talkIds: ["${second.id}", "${f.talk}"]) { id } }`,
          effect: async (_r, allowed) =>
            expect((await h.knex('programme_talks').where({ id: f.talk }).first('position')).position).toBe(
              allowed ? 2 : 1,
            ),
        };
      },
    },
  ],
  assignPosterBoards: [
    {
      rule: 'admin',
      doc: async (ids, h) => {
        const f = await fixture(h, 'POSTER');
        await h
          .knex('programme_talks')
          .where({ id: f.talk })
          .update({ abstract_id: ids.acceptedId, minutes: 0 });
        return {
          query: `mutation { assignPosterBoards(sessionId: "${f.session}", boards: [{ talk_id: "${f.talk}", board: 12 }]) { id board } }`,
          effect: async (_r, allowed) =>
            expect((await h.knex('programme_talks').where({ id: f.talk }).first('board')).board).toBe(
              allowed ? 12 : null,
            ),
        };
      },
    },
  ],
  undoProgrammeChange: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const [room] = await h
          .knex('programme_rooms')
          .insert({ name_en: 'Undone', name_ko: '취소' })
          .returning('id');
        await h.knex('programme_changes').insert({
          action: 'saveRoom',
          entries: JSON.stringify([{ table: 'programme_rooms', id: room.id, before: null }]),
        });
        return {
          query: 'mutation { undoProgrammeChange }',
          effect: async (_r, allowed) => {
            expect(await exists(h, 'programme_rooms', room.id)).toBe(!allowed);
            // A refused call leaves the change for the next caller's row to clean up.
            if (!allowed) await h.knex('programme_changes').delete();
          },
        };
      },
    },
  ],
  publishProgramme: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        await h.knex('programme_rooms').insert({ name_en: `Published ${dayCounter++}`, name_ko: '공개' });
        const before = await count(h, 'programme_versions');
        return {
          query: 'mutation { publishProgramme { version } }',
          effect: async (_r, allowed) =>
            expect(await count(h, 'programme_versions')).toBe(before + (allowed ? 1 : 0)),
        };
      },
    },
  ],
  setSpeakerPublication: [
    {
      rule: 'admin',
      doc: async (ids, h) => {
        const { user_id } = await h.knex('speakers').where({ id: ids.speakerId }).first('user_id');
        await h.knex('programme_speakers').where({ user_id }).delete();
        return {
          query: `mutation { setSpeakerPublication(userId: "${user_id}", photo: true, cv: false) { photo_public } }`,
          effect: async (_r, allowed) =>
            expect(await count(h, 'programme_speakers', { user_id, photo_public: true })).toBe(
              allowed ? 1 : 0,
            ),
        };
      },
    },
  ],
  myProgramme: [
    {
      rule: 'member',
      doc: () => ({
        query: '{ myProgramme { ics_path items { clash } } }',
        effect: (result, allowed) => expect(Boolean(result.data)).toBe(allowed),
      }),
    },
  ],
  starProgrammeItem: [
    {
      rule: 'member',
      doc: async (_ids, h) => {
        await publishedWith(h, 424242);
        const before = await count(h, 'programme_stars', { item_id: 424242 });
        return {
          query: 'mutation { starProgrammeItem(type: SESSION, id: "424242") { type } }',
          effect: async (_r, allowed) =>
            expect(await count(h, 'programme_stars', { item_id: 424242 })).toBe(before + (allowed ? 1 : 0)),
        };
      },
    },
  ],
  unstarProgrammeItem: [
    {
      rule: 'member',
      doc: async (_ids, h) => {
        await h.knex.raw(
          `INSERT INTO programme_stars (user_id, item_type, item_id) SELECT id, 'TALK', 434343 FROM users ON CONFLICT DO NOTHING`,
        );
        const before = await count(h, 'programme_stars', { item_id: 434343 });
        return {
          query: 'mutation { unstarProgrammeItem(type: TALK, id: "434343") { type } }',
          effect: async (_r, allowed) =>
            expect(await count(h, 'programme_stars', { item_id: 434343 })).toBe(before - (allowed ? 1 : 0)),
        };
      },
    },
  ],
  dismissProgrammeNotice: [
    {
      rule: 'owner',
      doc: async (ids, h) => {
        const [notice] = await h
          .knex('programme_notices')
          .insert({
            user_id: ids.ownerId,
            version: 1,
            item_type: 'SESSION',
            item_id: 1,
            title_en: 'Moved',
            title_ko: '변경',
            before: JSON.stringify({ start: '2024-03-21T00:00:00.000Z', end: '2024-03-21T01:00:00.000Z' }),
          })
          .returning('id');
        return {
          query: `mutation { dismissProgrammeNotice(id: "${notice.id}") }`,
          effect: async (_r, allowed) =>
            expect(
              Boolean(
                (await h.knex('programme_notices').where({ id: notice.id }).first('dismissed_at'))
                  .dismissed_at,
              ),
            ).toBe(allowed),
        };
      },
    },
  ],
};
