// Uploads on an S3-compatible bucket (issue 23 §6): STORAGE_DRIVER=s3 against a local s3rver. The
// same routes and access rules as on disk; the files are objects in the bucket, nothing on the
// API's disk; the mail queue reads attachments from the bucket.
import { readdirSync } from 'node:fs';
import { asAdminRole, startHarness, type Harness } from './harness';
import { pdf, png, upload } from './fileSamples';
import { startS3Server, type S3Server } from './s3Server';

describe('uploads on object storage (S3)', () => {
  let s3: S3Server;
  let h: Harness;
  beforeAll(async () => {
    s3 = await startS3Server();
    h = await startHarness(s3.env);
  });
  afterAll(async () => {
    await h?.close();
    await s3?.close();
  });

  it('stores an upload as an object and serves it to its readers only', async () => {
    const member = await h.createUser();
    const image = png(64, 48);
    const { status, body } = await upload(h.url, 'abstractImage', [{ name: 'figure.png', data: image }], {
      token: member.token,
    });
    expect(status).toBe(201);
    const [file] = body.files as { id: string; url: string }[];
    const row = await h
      .knex('upload_files')
      .where({ id: Number(file?.id) })
      .first();
    expect(s3.keys()).toContain(row.path);
    // Nothing kept on the API's disk: the staging copy is gone, no local upload folder is used.
    const local = readdirSync(h.config.UPLOAD_DIR as string, { recursive: true, withFileTypes: true });
    expect(local.filter((entry) => entry.isFile())).toEqual([]);

    const bare = String(file?.url).replace(/\?.*$/, '');
    expect((await fetch(h.url + bare)).status).toBe(401);
    const other = await h.createUser();
    const stranger = await fetch(h.url + bare, { headers: { authorization: `Bearer ${other.token}` } });
    expect(stranger.status).toBe(403);
    const signed = await fetch(h.url + String(file?.url));
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await signed.arrayBuffer()).equals(image)).toBe(true);
  });

  it('answers 404 for a file whose object is gone', async () => {
    const member = await h.createUser();
    const { body } = await upload(h.url, 'abstractPresentation', [{ name: 's.pdf', data: pdf() }], {
      token: member.token,
    });
    const [file] = body.files as { id: string; url: string }[];
    const row = await h
      .knex('upload_files')
      .where({ id: Number(file?.id) })
      .first();
    const { uploadStorageOf } = await import('../src/modules/files/files.storage');
    await uploadStorageOf(h.config).remove(row.path);
    expect(s3.keys()).not.toContain(row.path);
    expect((await fetch(h.url + String(file?.url))).status).toBe(404);
  });

  it('mails an attachment read from the bucket', async () => {
    const organiser = await h.createUser({}, asAdminRole);
    const recipient = await h.createUser();
    const uploaded = await upload(h.url, 'mailAttachment', [{ name: 'programme.pdf', data: pdf() }], {
      token: organiser.token,
    });
    expect(uploaded.status).toBe(201);
    const fileId = String((uploaded.body.files as { id: string }[])[0]?.id);
    const sent = await h.gql(
      'mutation ($i: CreateSendEmailInput!) { createSendEmail(input: $i) { ok affected } }',
      {
        i: {
          type: 'MANUAL',
          usermail: recipient.email,
          title: 'Programme from the bucket',
          content: '<p>See the programme.</p>',
          files: [fileId],
        },
      },
      organiser.token,
    );
    expect(sent.errors).toBeUndefined();
    const mail = await h.smtp.waitFor(recipient.email, /Programme from the bucket/);
    expect(mail.raw).toContain('programme.pdf');
    expect(mail.raw).toContain(pdf().toString('base64').slice(0, 40));
  });
});
