// POST /upload and /upload/free: real type from the content, limits per use, login, downloads
// with safe headers. Files are stored in the harness's own UPLOAD_DIR.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_USES } from '@congress/domain';
import { startHarness, type Harness } from './harness';
import { elfExecutable, pdf, png, upload, windowsExecutable } from './fileSamples';

describe('uploads', () => {
  let h: Harness;
  let token: string;
  let memberId: number;
  beforeAll(async () => {
    h = await startHarness();
    const member = await h.createUser();
    token = member.token;
    memberId = member.id;
  });
  afterAll(() => h.close());

  const storedFiles = () => {
    const root = h.config.UPLOAD_DIR as string;
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && !entry.parentPath.includes('.incoming'),
    ).length;
  };

  it('stores an image under a generated name with its real size, and serves it inline', async () => {
    const { status, body } = await upload(
      h.url,
      'abstractImage',
      [{ name: '../../etc/figure 1.png', data: png(640, 480) }],
      {
        token,
      },
    );
    expect(status).toBe(201);
    const [file] = body.files as Record<string, unknown>[];
    expect(file).toMatchObject({ name: 'figure 1.png', mime: 'image/png', width: 640, height: 480 });
    expect(String(file?.url)).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const row = await h
      .knex('upload_files')
      .where({ id: Number(file?.id) })
      .first();
    expect(row).toMatchObject({ uploaded_by: memberId, use: 'abstractImage' });
    expect(existsSync(path.join(h.config.UPLOAD_DIR as string, row.path.slice(0, 2), row.path))).toBe(true);

    const res = await fetch(h.url + String(file?.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="figure 1.png"/);
    expect(Buffer.from(await res.arrayBuffer()).equals(png(640, 480))).toBe(true);
  });

  it('serves a document as an attachment', async () => {
    const { status, body } = await upload(h.url, 'speakerCv', [{ name: 'cv.pdf', data: pdf() }], { token });
    expect(status).toBe(201);
    const [file] = body.files as Record<string, unknown>[];
    const res = await fetch(h.url + String(file?.url));
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?cv\.pdf"?$/);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses an executable renamed .pdf, whatever type the browser claims', async () => {
    const before = storedFiles();
    for (const data of [windowsExecutable(), elfExecutable()]) {
      const { status, body } = await upload(
        h.url,
        'speakerCv',
        [{ name: 'cv.pdf', data, type: 'application/pdf' }],
        { token },
      );
      expect({ status, body }).toEqual({
        status: 400,
        body: {
          ok: false,
          code: 'VALIDATION_FAILED',
          fields: [{ field: 'files.0', code: 'validation.fileType' }],
        },
      });
    }
    // A PDF is not an image either: the allowlist is per use.
    const asImage = await upload(h.url, 'abstractImage', [{ name: 'x.png', data: pdf() }], { token });
    expect(asImage.status).toBe(400);
    expect(storedFiles()).toBe(before);
  });

  it('refuses a file over its use’s size and stores nothing', async () => {
    const before = storedFiles();
    const overLimit = png(10, 10, UPLOAD_USES.abstractImage.maxBytes);
    const { status, body } = await upload(h.url, 'abstractImage', [{ name: 'big.png', data: overLimit }], {
      token,
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(storedFiles()).toBe(before);
    expect(readdirSync(path.join(h.config.UPLOAD_DIR as string, '.incoming'))).toEqual([]);
  });

  it('refuses more files than the use allows and an empty request', async () => {
    const many = Array.from({ length: UPLOAD_USES.abstractImage.maxFiles + 1 }, (_, i) => ({
      name: `f${i}.png`,
      data: png(2, 2),
    }));
    const { status, body } = await upload(h.url, 'abstractImage', many, { token });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'files', code: 'validation.tooManyFiles' }],
    });
    const none = await upload(h.url, 'abstractImage', [], { token });
    expect(none.status).toBe(400);
    const wrongField = await upload(h.url, 'abstractImage', [{ name: 'a.png', data: png(2, 2) }], {
      token,
      field: 'other',
    });
    expect(wrongField.status).toBe(400);
  });

  it('refuses an unknown use', async () => {
    const { status, body } = await upload(h.url, '../etc', [{ name: 'a.png', data: png(2, 2) }], { token });
    expect(status).toBe(400);
    expect(body).toMatchObject({ fields: [{ field: 'use' }] });
  });

  it('needs a login, except the free variant for sponsor documents, which is rate limited', async () => {
    const noToken = await upload(h.url, 'abstractImage', [{ name: 'a.png', data: png(2, 2) }]);
    expect(noToken).toMatchObject({ status: 401, body: { code: 'LOGIN_REQUIRED' } });
    const badToken = await upload(h.url, 'sponsorDocument', [{ name: 'a.pdf', data: pdf() }], {
      token: 'x.y.z',
    });
    expect(badToken.status).toBe(401);
    const freeOther = await upload(h.url, 'speakerCv', [{ name: 'a.pdf', data: pdf() }], { free: true });
    expect(freeOther).toMatchObject({ status: 401, body: { code: 'LOGIN_REQUIRED' } });

    const free = await upload(h.url, 'sponsorDocument', [{ name: 'registration.pdf', data: pdf() }], {
      free: true,
    });
    expect(free.status).toBe(201);
    const [file] = free.body.files as Record<string, unknown>[];
    expect(
      await h
        .knex('upload_files')
        .where({ id: Number(file?.id) })
        .first(),
    ).toMatchObject({
      uploaded_by: null,
      use: 'sponsorDocument',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push(
        (await upload(h.url, 'sponsorDocument', [{ name: 'r.pdf', data: pdf() }], { free: true })).status,
      );
    // 10 a hour per address: the first call above and 9 of these pass, then 429.
    expect(statuses.slice(0, 9).every((s) => s === 201)).toBe(true);
    expect(statuses[9]).toBe(429);
  });

  it('answers 404 for an unknown or malformed download key', async () => {
    expect((await fetch(`${h.url}/uploads/00000000-0000-4000-8000-000000000000.png`)).status).toBe(404);
    expect((await fetch(`${h.url}/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
