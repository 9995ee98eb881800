// Files nothing refers to are removed after a grace period, a deleted account's private files after
// the retention period, unclaimed free uploads expire (issue 23 §2). On a database of its own: a
// sweep sees every file of the database, and other suites' files must not be swept.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sweepFiles } from '../src/modules/files/files.sweeper';
import { uploadStorageOf } from '../src/modules/files/files.storage';
import { createLogger } from '../src/logger';
import { asAdminRole, startIsolatedHarness, type Harness } from './harness';
import { pdf, png, upload } from './fileSamples';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('file retention', () => {
  let h: Harness;
  let organiser: { id: number; token: string };
  beforeAll(async () => {
    h = await startIsolatedHarness();
    organiser = await h.createUser({}, asAdminRole);
  });
  afterAll(() => h.close());

  const sweep = (at: number) =>
    sweepFiles(
      {
        knex: h.knex,
        storage: uploadStorageOf(h.config),
        logger: createLogger('silent'),
        graceHours: h.config.UPLOAD_GRACE_HOURS,
        retentionDays: h.config.ACCOUNT_FILE_RETENTION_DAYS,
      },
      new Date(Date.now() + at),
    );
  const uploadOne = async (use: string, token: string, data: Buffer = pdf(), name = 'f.pdf') => {
    const { status, body } = await upload(h.url, use, [{ name, data }], { token });
    expect(status).toBe(201);
    const [file] = body.files as { id: string }[];
    return Number(file?.id);
  };
  const stored = async (id: number) => {
    const row = await h.knex('upload_files').where({ id }).first();
    if (!row) return false;
    return existsSync(path.join(h.config.UPLOAD_DIR as string, row.path.slice(0, 2), row.path));
  };
  const gql = async (query: string, variables: object, token: string) => {
    const result = await h.gql(query, variables, token);
    expect(result.errors).toBeUndefined();
    return result;
  };

  it('removes replaced and never-attached files after the grace period, keeps what is referenced', async () => {
    const speaker = await h.createUser({ invited: true });
    const firstCv = await uploadOne('speakerCv', speaker.token);
    const created = await gql(
      `mutation { createSpeaker(input: { file_cv: ${firstCv} }) { id } }`,
      {},
      speaker.token,
    );
    const speakerId = (created.data as { createSpeaker: { id: string } }).createSpeaker.id;
    const secondCv = await uploadOne('speakerCv', speaker.token);
    await gql(
      `mutation { updateSpeaker(id: ${speakerId}, input: { file_cv: ${secondCv} }) { id } }`,
      {},
      speaker.token,
    );

    const neverAttached = await uploadOne('abstractImage', speaker.token, png(4, 4), 'a.png');
    const inPost = await uploadOne('richTextImage', organiser.token, png(4, 4), 'r.png');
    const unusedImage = await uploadOne('richTextImage', organiser.token, png(4, 4), 'u.png');
    const attachment = await uploadOne('bbsAttachment', organiser.token);
    const mailed = await uploadOne('mailAttachment', organiser.token);
    const key = (await h.knex('upload_files').where({ id: inPost }).first()).path;
    await h.knex('news_and_notices').insert({
      title: 'Post',
      type: 'NEWS',
      content: `<p><img src="/uploads/${key}" alt=""></p>`,
      attachment_ids: [attachment],
    });
    await h.knex('send_emails').insert({
      usermail: 'x@example.org',
      title: 'T',
      content: '<p>T</p>',
      type: 'MANUAL',
      files: JSON.stringify([{ id: mailed, name: 'f.pdf' }]),
    });
    const orphans = [firstCv, neverAttached, unusedImage];
    const kept = [secondCv, inPost, attachment, mailed];

    // Within the grace period nothing goes; the unreferenced files are stamped.
    expect((await sweep(0)).removed).toBe(0);
    for (const id of [...orphans, ...kept]) expect(await stored(id)).toBe(true);
    const stamped = await h.knex('upload_files').whereNotNull('orphaned_at').pluck('id');
    expect(stamped.sort()).toEqual([...orphans].sort());
    expect((await sweep(23 * HOUR)).removed).toBe(0);

    const after = await sweep(25 * HOUR);
    expect(after.removed).toBe(orphans.length);
    for (const id of orphans) {
      expect(await h.knex('upload_files').where({ id }).first()).toBeUndefined();
    }
    for (const id of kept) expect(await stored(id)).toBe(true);
  });

  it('a file attached again before the grace period ends is kept', async () => {
    const speaker = await h.createUser({ invited: true });
    const photo = await uploadOne('speakerPhoto', speaker.token, png(8, 8), 'me.png');
    await sweep(0);
    expect((await h.knex('upload_files').where({ id: photo }).first()).orphaned_at).not.toBeNull();
    await gql(`mutation { createSpeaker(input: { file_photo: ${photo} }) { id } }`, {}, speaker.token);
    await sweep(25 * HOUR);
    expect((await h.knex('upload_files').where({ id: photo }).first()).orphaned_at).toBeNull();
    expect(await stored(photo)).toBe(true);
  });

  it('removes a deleted account’s private files after the retention period, not a restored one’s', async () => {
    const [gone, restored] = [await h.createUser({ invited: true }), await h.createUser({ invited: true })];
    const files: Record<number, number> = {};
    for (const member of [gone, restored]) {
      files[member.id] = await uploadOne('speakerCv', member.token);
      await gql(
        `mutation { createSpeaker(input: { file_cv: ${files[member.id]} }) { id } }`,
        {},
        member.token,
      );
      await gql(
        'mutation ($id: ID!) { updateUser(id: $id, input: { delete: true }) { id } }',
        { id: String(member.id) },
        organiser.token,
      );
    }
    expect((await h.knex('users').where({ id: gone.id }).first()).deleted_at).not.toBeNull();
    await gql(
      'mutation ($id: ID!) { updateUser(id: $id, input: { delete: false }) { id } }',
      { id: String(restored.id) },
      organiser.token,
    );
    expect((await h.knex('users').where({ id: restored.id }).first()).deleted_at).toBeNull();

    expect((await sweep(29 * DAY)).released).toBe(0);
    expect(await stored(files[gone.id] as number)).toBe(true);
    expect((await sweep(31 * DAY)).released).toBe(1);
    await sweep(32 * DAY);
    expect(await stored(files[gone.id] as number)).toBe(false);
    expect(await h.knex('upload_files').where({ id: files[gone.id] }).first()).toBeUndefined();
    expect(await stored(files[restored.id] as number)).toBe(true);
  });

  it('an unclaimed free upload expires: it can no longer be attached', async () => {
    const free = await upload(h.url, 'sponsorDocument', [{ name: 'r.pdf', data: pdf() }], { free: true });
    const [doc] = free.body.files as { id: string; claim: string }[];
    h.clock.advance(25 * HOUR);
    try {
      const res = await h.gql('mutation ($i: SponsorInput!) { createSponsor(input: $i) { id } }', {
        i: {
          companyName_en: 'Late Applicant',
          managerName: 'Kim Minji',
          email: 'late@example.org',
          mobilePhone: '010-1234-5678',
          grade: 'GOLD',
          paymentSchedule: 'LUMP_SUM',
          privacyConsent: true,
          businessRegistration: { id: doc?.id, claim: doc?.claim },
        },
      });
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'businessRegistration', code: 'validation.fileClaim' }],
      });
    } finally {
      h.clock.reset();
    }
    // And the sweeper removes it once its grace period is over.
    await sweep(0);
    await sweep(25 * HOUR);
    expect(
      await h
        .knex('upload_files')
        .where({ id: Number(doc?.id) })
        .first(),
    ).toBeUndefined();
  });
});
