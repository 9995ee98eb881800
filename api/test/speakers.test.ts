// Invited speakers' files: only invited members (and organisers), own files of the right use,
// replaceable until the deadline; organisers invite and un-invite.
import ExcelJS from 'exceljs';
import { asAdminRole, startHarness, type Harness } from './harness';
import { pdf, png, upload } from './fileSamples';

const fileId = async (h: Harness, use: string, token: string, data: Buffer, name: string) => {
  const { body } = await upload(h.url, use, [{ name, data }], { token });
  return String((body.files as { id: string }[])[0]?.id);
};

describe('speakers', () => {
  let h: Harness;
  beforeAll(async () => {
    // Deadline tomorrow: open now, passed after the clock moves two days on.
    h = await startHarness({ SPEAKER_UPLOAD_DEADLINE: new Date(Date.now() + 86_400_000).toISOString() });
  });
  afterAll(() => h.close());

  it('an invited speaker uploads and replaces files until the deadline; others are refused', async () => {
    const speaker = await h.createUser({ invited: true });
    const member = await h.createUser();
    const cv = await fileId(h, 'speakerCv', speaker.token, pdf(), 'cv.pdf');
    const photo = await fileId(h, 'speakerPhoto', speaker.token, png(200, 300), 'me.png');
    const created = await h.gql<{
      createSpeaker: { id: string; file_cv: { name: string }; file_photo: { height: number } };
    }>(
      `mutation { createSpeaker(input: { file_cv: ${cv}, file_photo: ${photo} }) { id file_cv { name } file_photo { height } } }`,
      {},
      speaker.token,
    );
    expect(created.data?.createSpeaker).toMatchObject({
      file_cv: { name: 'cv.pdf' },
      file_photo: { height: 300 },
    });
    const id = created.data?.createSpeaker.id;

    // A CV in the photo slot, or another member's file, is refused.
    const wrongSlot = await h.gql(
      `mutation { updateSpeaker(id: ${id}, input: { file_photo: ${cv} }) { id } }`,
      {},
      speaker.token,
    );
    expect(wrongSlot.errors?.[0]?.extensions).toMatchObject({ fields: [{ field: 'file_photo' }] });
    const notInvited = await h.gql(`mutation { createSpeaker(input: {}) { id } }`, {}, member.token);
    expect(notInvited.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    const foreign = await h.gql(`mutation { updateSpeaker(id: ${id}, input: {}) { id } }`, {}, member.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');

    const newCv = await fileId(h, 'speakerCv', speaker.token, pdf(), 'cv-2024.pdf');
    const replaced = await h.gql<{ updateSpeaker: { file_cv: { name: string } } }>(
      `mutation { updateSpeaker(id: ${id}, input: { file_cv: ${newCv} }) { file_cv { name } } }`,
      {},
      speaker.token,
    );
    expect(replaced.data?.updateSpeaker.file_cv.name).toBe('cv-2024.pdf');

    h.clock.advanceDays(2);
    try {
      const late = await h.gql(
        `mutation { updateSpeaker(id: ${id}, input: { file_cv: ${cv} }) { id } }`,
        {},
        speaker.token,
      );
      expect(late.errors?.[0]).toMatchObject({
        message: 'The upload deadline has passed.',
        extensions: { code: 'NOT_PERMITTED' },
      });
    } finally {
      h.clock.reset();
    }
  });

  it('organisers invite, list speakers and remove invitations and records', async () => {
    const admin = await h.createUser({}, asAdminRole);
    const member = await h.createUser();
    await h.gql(`mutation { inviteSpeakers(ids: [${member.id}]) { affected } }`, {}, admin.token);
    expect((await h.knex('users').where({ id: member.id }).first()).invited).toBe(true);
    const created = await h.gql<{ createSpeaker: { id: string } }>(
      'mutation { createSpeaker(input: {}) { id } }',
      {},
      member.token,
    );
    const id = created.data?.createSpeaker.id;
    const list = await h.gql<{ speakers: { id: string; user: { id: string } }[] }>(
      `{ speakers(userId: ${member.id}) { id user { id } } }`,
      {},
      admin.token,
    );
    expect(list.data?.speakers).toEqual([{ id, user: { id: String(member.id) } }]);
    await h.gql(`mutation { deleteMultipleInvitedUser(ids: [${member.id}]) { affected } }`, {}, admin.token);
    const refused = await h.gql('{ speakers { id } }', {}, member.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    const removed = await h.gql(
      `mutation { deleteMultipleSpeaker(ids: [${id}]) { affected } }`,
      {},
      admin.token,
    );
    expect(removed.data).toEqual({ deleteMultipleSpeaker: { affected: 1 } });
  });

  it('organisers list invited users (live, not blocked) with their files, filter them and export them', async () => {
    const admin = await h.createUser({}, asAdminRole);
    const tag = `inv${Date.now()}`;
    const speaker = await h.createUser({
      invited: true,
      email: `${tag}-ann@example.org`,
      familyName: 'Annsdottir',
    });
    const idle = await h.createUser({ invited: true, email: `${tag}-bob@example.org` });
    await h.createUser({ invited: true, blocked: true, email: `${tag}-blocked@example.org` });
    await h.createUser({ invited: true, delete: true, email: `${tag}-gone@example.org` });
    await h.createUser({ email: `${tag}-plain@example.org` });
    const slides = await fileId(h, 'presentation', speaker.token, pdf(), 'keynote.pdf');
    await h.gql(
      `mutation { createSpeaker(input: { file_presentation: ${slides} }) { id } }`,
      {},
      speaker.token,
    );

    const LIST = `query ($filter: InvitedUsersFilter, $sort: [SortCondition!]) {
      invitedUsers(filter: $filter, sort_conditions: $sort) {
        count rows { email speaker { file_presentation { name url } } }
      } }`;
    const list = async (filter: Record<string, unknown>, token = admin.token) =>
      h.gql<{ invitedUsers: { count: number; rows: { email: string; speaker: unknown }[] } }>(
        LIST,
        { filter, sort: [{ field: 'email', direction: 'ASC' }] },
        token,
      );
    const all = await list({ email_contains: tag });
    expect(all.data?.invitedUsers).toEqual({
      count: 2,
      rows: [
        {
          email: `${tag}-ann@example.org`,
          speaker: { file_presentation: { name: 'keynote.pdf', url: expect.stringMatching(/^\/uploads\//) } },
        },
        { email: `${tag}-bob@example.org`, speaker: null },
      ],
    });
    const uploaded = await list({ email_contains: tag, has_presentation: true });
    expect(uploaded.data?.invitedUsers.rows.map((r) => r.email)).toEqual([`${tag}-ann@example.org`]);
    const waiting = await list({ email_contains: tag, has_presentation: false });
    expect(waiting.data?.invitedUsers.rows.map((r) => r.email)).toEqual([`${tag}-bob@example.org`]);
    const byName = await list({ email_contains: tag, familyName: 'annsdot' });
    expect(byName.data?.invitedUsers.count).toBe(1);
    expect((await list({ email_contains: tag }, speaker.token)).errors?.[0]?.extensions?.code).toBe(
      'NOT_PERMITTED',
    );
    // The fixed conditions are not filters: asking for other members is refused.
    const bad = await list({ email_contains: tag, invited: false });
    expect(bad.data ?? null).toBeNull();
    expect(bad.errors?.length).toBeGreaterThan(0);

    const res = await fetch(`${h.url}/export/invitedSpeakers`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin.token}`,
        'x-download-reason': 'test',
      },
      body: JSON.stringify({
        filter: { email_contains: tag },
        sort_conditions: [{ field: 'email', direction: 'ASC' }],
      }),
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(expect.arrayContaining(['E-mail', 'Presentation', 'CV']));
    const presentation = (rows[0] as unknown[]).indexOf('Presentation');
    expect(rows.slice(1).map((row) => [row[1], row[presentation] ?? null])).toEqual([
      [`${tag}-ann@example.org`, 'keynote.pdf'],
      [`${tag}-bob@example.org`, null],
    ]);
    expect(idle.id).toBeGreaterThan(0);
  });
});
