// The programme as data (issue 28): an organiser builds a programme from invited speakers and
// accepted abstracts, invalid changes are refused whole, publishing makes it public, moving a
// talk twice and publishing mails its presenter once, members star items, see clashes and the
// changes a publication made, and the iCalendar feeds parse with the right Korea times.
import ical from 'node-ical';
import { memberProfile } from './fixtures';
import { startIsolatedHarness, type Harness } from './harness';
import {
  acceptedAbstract,
  createSession,
  createTalk,
  daysAndRooms,
  dataOf,
  G,
  organiser,
  sessionInput,
  uniqueEmail,
} from './programmeSteps';

const PUBLIC = `query ($day: String, $room: ID) { programme(day: $day, room: $room) { version rooms { id name_en }
  days { date sessions { id kind title_en title_ko start end room { name_en name_ko } chairs { name_en }
  talks { id title_en start end board speaker { id name_en name_ko affiliation_en photo_url cv_url }
  abstract { title authors affiliations objectives results } } } } } }`;
const MINE = `{ myProgramme { ics_path items { type start end clash session { id } talk { id } }
  notices { id item_type item_id title_en before { day room_en start end } after { day room_en start end } } } }`;
/** The VEVENTs of an iCalendar text, as a calendar application's parser reads them. */
const eventsOf = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');
const STAR =
  'mutation ($t: ProgrammeItemType!, $id: ID!) { starProgrammeItem(type: $t, id: $id) { type clash } }';

interface Published {
  programme: {
    version: number;
    days: {
      date: string;
      sessions: {
        id: string;
        kind: string;
        start: string;
        end: string;
        chairs: { name_en: string }[];
        talks: {
          id: string;
          title_en: string;
          start: string;
          end: string;
          board: number | null;
          speaker: { id: string; name_en: string; photo_url: string | null; cv_url: string | null } | null;
          abstract: { title: string; authors: string[]; affiliations: string[]; results: string } | null;
        }[];
      }[];
    }[];
  } | null;
}

describe('the programme as data', () => {
  let h: Harness;
  let admin: string;
  let days: number[];
  let rooms: number[];
  let speaker: { id: number; email: string; token: string };
  let oral: Awaited<ReturnType<typeof acceptedAbstract>>;
  let poster1: Awaited<ReturnType<typeof acceptedAbstract>>;
  let poster2: Awaited<ReturnType<typeof acceptedAbstract>>;
  let keynote: number;
  let oralSession: number;
  let oralTalk: number;
  let posterSession: number;
  let member: { id: number; email: string; token: string };

  const draft = async () =>
    dataOf(
      await h.gql<{
        programmeDraft: {
          undoable: number;
          last_change: string | null;
          sessions: { id: string; start_at: string; room_id: string }[];
          talks: { id: string; board: number | null }[];
          conflicts: { kind: string; severity: string; person_id: string | null }[];
        };
      }>(G.draft, {}, admin),
    ).programmeDraft;
  const counts = async () => ({
    sessions: Number((await h.knex('programme_sessions').count('* as c'))[0]?.c),
    talks: Number((await h.knex('programme_talks').count('* as c'))[0]?.c),
    changes: Number((await h.knex('programme_changes').count('* as c'))[0]?.c),
  });
  const movedMails = () => h.knex('send_emails').where({ type: 'PROGRAMME_SLOT_MOVED' }).orderBy('id');

  beforeAll(async () => {
    h = await startIsolatedHarness();
    admin = await organiser(h);
    ({ days, rooms } = await daysAndRooms(h, admin));
    speaker = await h.createUser({
      ...memberProfile,
      email: uniqueEmail('keynote'),
      invited: true,
      givenName: 'Anne',
      familyName: 'de Vries',
      affiliation: 'Leiden University Medical Center',
    });
    oral = await acceptedAbstract(h, 'ORAL', 'Gut microbiome and the liver', {
      country: 'KR',
      name_kr: '박지우',
    });
    poster1 = await acceptedAbstract(h, 'POSTER', 'Poster one');
    poster2 = await acceptedAbstract(h, 'POSTER', 'Poster two');
    member = await h.createUser({ ...memberProfile, email: uniqueEmail('star') });
  });
  afterAll(() => h.close());

  it('builds a programme from invited speakers and accepted abstracts', async () => {
    const [day1] = days as [number];
    const [hallA, hallB, posterArea] = rooms as [number, number, number];
    keynote = await createSession(
      h,
      admin,
      sessionInput(day1, hallA, '09:00', '10:00', {
        kind: 'KEYNOTE',
        title_en: 'Opening keynote',
        title_ko: '기조강연',
        chair_ids: [String(oral.presenter.id)],
      }),
    );
    await createTalk(h, admin, keynote, {
      title_en: 'Precision nutrition',
      title_ko: '정밀 영양',
      minutes: 45,
      speaker_id: String(speaker.id),
    });
    oralSession = await createSession(h, admin, sessionInput(day1, hallB, '10:00', '11:00'));
    oralTalk = await createTalk(h, admin, oralSession, { minutes: 15, abstract_id: String(oral.abstractId) });
    posterSession = await createSession(
      h,
      admin,
      sessionInput(day1, posterArea, '09:00', '17:00', {
        kind: 'POSTER',
        title_en: 'Posters',
        title_ko: '포스터',
      }),
    );
    const p1 = await createTalk(h, admin, posterSession, {
      minutes: 0,
      abstract_id: String(poster1.abstractId),
    });
    const p2 = await createTalk(h, admin, posterSession, {
      minutes: 0,
      abstract_id: String(poster2.abstractId),
    });
    const boards = dataOf(
      await h.gql<{ assignPosterBoards: { id: string; board: number }[] }>(
        G.boards,
        {
          s: String(posterSession),
          b: [
            { talk_id: String(p1), board: 1 },
            { talk_id: String(p2), board: 2 },
          ],
        },
        admin,
      ),
    ).assignPosterBoards;
    expect(boards.map((b) => b.board)).toEqual([1, 2]);
    // A swap goes through.
    const swapped = dataOf(
      await h.gql<{ assignPosterBoards: { id: string; board: number }[] }>(
        G.boards,
        {
          s: String(posterSession),
          b: [
            { talk_id: String(p1), board: 2 },
            { talk_id: String(p2), board: 1 },
          ],
        },
        admin,
      ),
    ).assignPosterBoards;
    expect(swapped.find((t) => t.id === String(p1))?.board).toBe(2);

    const d = await draft();
    expect(d.sessions).toHaveLength(3);
    expect(d.conflicts).toEqual([]);
  });

  it('refuses invalid changes with translated codes and changes nothing', async () => {
    const [day1, day2] = days as [number, number];
    const [hallA, , posterArea] = rooms as [number, number, number];
    const before = await counts();
    const refusal = async (query: string, variables: object) => {
      const res = await h.gql(query, variables, admin);
      expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(await counts()).toEqual(before);
      return (res.errors?.[0]?.extensions?.fields as { code: string }[]).map((f) => f.code);
    };
    expect(await refusal(G.createSession, { i: sessionInput(day1, hallA, '11:00', '10:00') })).toEqual([
      'programme.endBeforeStart',
    ]);
    expect(await refusal(G.createSession, { i: sessionInput(day1, hallA, '09:30', '10:30') })).toEqual([
      'programme.roomClash',
    ]);
    expect(
      await refusal(G.createTalk, { s: String(keynote), i: { minutes: 30, speaker_id: String(speaker.id) } }),
    ).toEqual(['programme.talkOutsideSession']);
    // Not invited, not accepted, not a poster, a board taken.
    expect(
      await refusal(G.createTalk, { s: String(keynote), i: { minutes: 5, speaker_id: String(member.id) } }),
    ).toEqual(['programme.speakerNotInvited']);
    const [submitted] = await h
      .knex('abstracts')
      .insert({
        title: 'Not yet',
        preference: 'ORAL',
        status: 'SUBMITTED',
        user_id: member.id,
        author: '[]',
        including: '[]',
        terms: '{}',
      })
      .returning('id');
    expect(
      await refusal(G.createTalk, {
        s: String(oralSession),
        i: { minutes: 5, abstract_id: String(submitted.id) },
      }),
    ).toEqual(['programme.abstractNotAccepted']);
    expect(
      await refusal(G.createTalk, {
        s: String(posterSession),
        i: { minutes: 0, abstract_id: String(oral.abstractId) },
      }),
    ).toEqual(['programme.posterNeedsAbstract']);
    const talks = (await draft()).talks.filter((t) => t.board != null);
    expect(
      await refusal(G.boards, {
        s: String(posterSession),
        b: talks.map((t) => ({ talk_id: t.id, board: 7 })),
      }),
    ).toEqual(['programme.boardTaken']);
    // Moving the keynote onto the poster area's session, or across midnight, is refused.
    expect(
      await refusal(G.moveSession, {
        id: String(keynote),
        s: { day_id: String(day1), room_id: String(posterArea), start: '09:00', end: '10:00' },
      }),
    ).toEqual(['programme.roomClash']);
    expect(
      await refusal(G.moveSession, {
        id: String(keynote),
        s: { day_id: String(day2), room_id: String(hallA), start: '23:00', end: '01:00' },
      }),
    ).toEqual(['programme.endBeforeStart']);
  });

  it('reports a person in two places as a warning the editor can show', async () => {
    // The oral presenter chairs the keynote (09:00–10:00) and presents at 10:00: no clash; at 09:30 one.
    expect((await draft()).conflicts).toEqual([]);
    const [day1] = days as [number];
    dataOf(
      await h.gql(
        G.moveSession,
        {
          id: String(oralSession),
          s: { day_id: String(day1), room_id: String(rooms[1]), start: '09:30', end: '10:30' },
        },
        admin,
      ),
    );
    const conflicts = (await draft()).conflicts;
    expect(conflicts).toEqual([
      expect.objectContaining({
        kind: 'PERSON_CLASH',
        severity: 'warning',
        person_id: String(oral.presenter.id),
      }),
    ]);
    // Undo takes the move back.
    expect(dataOf(await h.gql<{ undoProgrammeChange: string }>(G.undo, {}, admin)).undoProgrammeChange).toBe(
      'moveSession',
    );
    const session = (await draft()).sessions.find((s) => s.id === String(oralSession));
    expect(new Date(session?.start_at as string).toISOString()).toBe('2024-03-21T01:00:00.000Z');
    expect((await draft()).conflicts).toEqual([]);
  });

  it('undoes a deleted session with its talks', async () => {
    const before = await draft();
    dataOf(await h.gql(`mutation { deleteProgrammeSession(id: "${oralSession}") }`, {}, admin));
    expect((await draft()).talks.some((t) => t.id === String(oralTalk))).toBe(false);
    dataOf(await h.gql(G.undo, {}, admin));
    const after = await draft();
    expect(after.sessions).toEqual(before.sessions);
    expect(after.talks).toEqual(before.talks);
  });

  it('shows nothing publicly before a publication, then the published programme only', async () => {
    expect(dataOf(await h.gql<Published>(PUBLIC)).programme).toBeNull();
    const published = dataOf(
      await h.gql<{ publishProgramme: { version: number } }>(G.publish, {}, admin),
    ).publishProgramme;
    expect(published.version).toBe(1);
    expect((await draft()).undoable).toBe(0);
    // No presenter is mailed for a first publication.
    expect(await movedMails()).toEqual([]);
    const programme = dataOf(await h.gql<Published>(PUBLIC)).programme;
    expect(programme?.days.map((d) => d.date)).toEqual(['2024-03-21', '2024-03-22', '2024-03-23']);
    const day1 = programme?.days[0];
    const key = day1?.sessions.find((s) => s.kind === 'KEYNOTE');
    expect(key?.start).toBe('2024-03-21T00:00:00.000Z');
    expect(key?.chairs.map((c) => c.name_en)).toEqual([expect.stringMatching(/^Jiwoo Park/)]);
    expect(key?.talks[0]).toMatchObject({
      title_en: 'Precision nutrition',
      end: '2024-03-21T00:45:00.000Z',
      speaker: { name_en: 'Anne de Vries', photo_url: null, cv_url: null },
      abstract: null,
    });
    const talk = day1?.sessions.find((s) => s.kind === 'ORAL')?.talks[0];
    expect(talk).toMatchObject({
      title_en: 'Gut microbiome and the liver',
      start: '2024-03-21T01:00:00.000Z',
      abstract: {
        authors: ['Jiwoo Park', 'Anne de Vries'],
        affiliations: ['Pusan National University', 'Leiden University'],
        results: 'Diversity fell with age.',
      },
    });
    expect(
      day1?.sessions
        .find((s) => s.kind === 'POSTER')
        ?.talks.map((t) => t.board)
        .sort(),
    ).toEqual([1, 2]);
    // Per day and per room.
    const other = dataOf(await h.gql<Published>(PUBLIC, { day: '2024-03-22' })).programme;
    expect(other?.days).toEqual([expect.objectContaining({ date: '2024-03-22', sessions: [] })]);
    const hallB = dataOf(await h.gql<Published>(PUBLIC, { room: String(rooms[1]) })).programme;
    expect(hallB?.days[0]?.sessions.map((s) => s.id)).toEqual([String(oralSession)]);
    // The same again is not a new publication.
    const again = await h.gql(G.publish, {}, admin);
    expect(again.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'programme', code: 'programme.nothingToPublish' },
    ]);
  });

  it('lets members star items, marks clashes, and serves their private calendar', async () => {
    dataOf(await h.gql(STAR, { t: 'SESSION', id: String(keynote) }, member.token));
    dataOf(await h.gql(STAR, { t: 'SESSION', id: String(posterSession) }, member.token));
    dataOf(await h.gql(STAR, { t: 'TALK', id: String(oralTalk) }, member.token));
    // Twice is once.
    dataOf(await h.gql(STAR, { t: 'TALK', id: String(oralTalk) }, member.token));
    const mine = dataOf(
      await h.gql<{
        myProgramme: { ics_path: string; items: { type: string; clash: boolean; session: { id: string } }[] };
      }>(MINE, {}, member.token),
    ).myProgramme;
    expect(mine.items).toHaveLength(3);
    // The poster session (09:00–17:00) overlaps the keynote and the oral talk.
    expect(mine.items.every((i) => i.clash)).toBe(true);
    // Unknown items cannot be starred; visitors cannot star.
    expect((await h.gql(STAR, { t: 'TALK', id: '999999' }, member.token)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await h.gql(STAR, { t: 'TALK', id: String(oralTalk) })).errors?.[0]?.extensions?.code).toBe(
      'LOGIN_REQUIRED',
    );

    const res = await fetch(`${h.url}${mine.ics_path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = eventsOf(await res.text());
    expect(events).toHaveLength(3);
    const talkEvent = events.find((e) => e.uid.startsWith(`talk-${oralTalk}@`));
    expect(talkEvent?.start.toISOString()).toBe('2024-03-21T01:00:00.000Z');
    expect(talkEvent?.end?.toISOString()).toBe('2024-03-21T01:15:00.000Z');
    // Someone else's id with this signature, or a changed signature: nothing.
    const forged = mine.ics_path.replace(/\/(\d+)\./, `/${speaker.id}.`);
    expect((await fetch(`${h.url}${forged}`)).status).toBe(404);
    expect((await fetch(`${h.url}${mine.ics_path.replace(/.\.ics$/, 'x.ics')}`)).status).toBe(404);
  });

  it('serves the published programme as iCalendar in Korea time, whole, per day and per room', async () => {
    const text = await (await fetch(`${h.url}/programme.ics`)).text();
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('TZID:Asia/Seoul');
    expect(text).toMatch(/DTSTART;TZID=Asia\/Seoul:20240321T090000/);
    const events = eventsOf(text);
    expect(events).toHaveLength(3);
    const key = events.find((e) => e.uid.startsWith(`session-${keynote}@`));
    expect(key?.start.toISOString()).toBe('2024-03-21T00:00:00.000Z');
    expect(key?.summary).toBe('Opening keynote / 기조강연');
    expect(key?.location).toBe('Hall A / A홀');
    const day2 = await (await fetch(`${h.url}/programme.ics?day=2024-03-22`)).text();
    expect(eventsOf(day2)).toHaveLength(0);
    const room = await (await fetch(`${h.url}/programme.ics?room=${rooms[2]}`)).text();
    expect(eventsOf(room)).toHaveLength(1);
    expect((await fetch(`${h.url}/programme.ics?day=tomorrow`)).status).toBe(400);
  });

  it('mails a presenter once when their talk moved twice before a publication, and tells members who starred it', async () => {
    const [day1, day2] = days as [number, number];
    const hallB = rooms[1] as number;
    dataOf(
      await h.gql(
        G.moveSession,
        {
          id: String(oralSession),
          s: { day_id: String(day1), room_id: String(hallB), start: '14:00', end: '15:00' },
        },
        admin,
      ),
    );
    dataOf(
      await h.gql(
        G.moveSession,
        {
          id: String(oralSession),
          s: { day_id: String(day2), room_id: String(hallB), start: '11:00', end: '12:00' },
        },
        admin,
      ),
    );
    // The public programme has not moved yet.
    const before = dataOf(await h.gql<Published>(PUBLIC)).programme;
    expect(before?.days[0]?.sessions.some((s) => s.id === String(oralSession))).toBe(true);
    expect(
      dataOf(await h.gql<{ publishProgramme: { version: number } }>(G.publish, {}, admin)).publishProgramme
        .version,
    ).toBe(2);
    const mails = await movedMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ usermail: oral.presenter.email });
    // The presenter is in Korea: the Korean template, with the old and the new slot.
    await h.smtp.waitFor(oral.presenter.email);
    // The mail renderer breaks auto-linking of times with a zero-width space.
    const body = String(mails[0].content).replace(/&#8203;|\u200b/g, '');
    expect(body).toContain('2024년 3월 21일 (목), 10:00–10:15');
    expect(body).toContain('2024년 3월 22일 (금), 11:00–11:15');
    // The keynote speaker did not move: no mail.
    expect(mails.some((m: { usermail: string }) => m.usermail === speaker.email)).toBe(false);

    const notices = dataOf(
      await h.gql<{
        myProgramme: {
          notices: {
            id: string;
            item_type: string;
            before: { day: string; start: string };
            after: { day: string; start: string };
          }[];
        };
      }>(MINE, {}, member.token),
    ).myProgramme.notices;
    expect(notices).toEqual([
      expect.objectContaining({
        item_type: 'TALK',
        before: expect.objectContaining({ day: '2024-03-21', start: '2024-03-21T01:00:00.000Z' }),
        after: expect.objectContaining({ day: '2024-03-22', start: '2024-03-22T02:00:00.000Z' }),
      }),
    ]);
    // Another member cannot dismiss it; the member can, once.
    const dismiss = `mutation { dismissProgrammeNotice(id: "${notices[0]?.id}") }`;
    expect((await h.gql(dismiss, {}, speaker.token)).errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    expect(dataOf(await h.gql(dismiss, {}, member.token))).toEqual({ dismissProgrammeNotice: true });
    expect((await h.gql(dismiss, {}, member.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Both publications are kept.
    const versions = dataOf(
      await h.gql<{ programmeVersions: { version: number; published_by: { id: string } | null }[] }>(
        '{ programmeVersions { version published_by { id } } }',
        {},
        admin,
      ),
    );
    expect(versions.programmeVersions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions.programmeVersions[0]?.published_by).not.toBeNull();
  });
});
