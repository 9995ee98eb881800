// Invited speakers' files: only invited members (and organisers), own files of the right use,
// replaceable until the deadline; organisers invite and un-invite.
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
});
