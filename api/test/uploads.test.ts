// POST /upload and /upload/free: real type from the content, limits per use, who may upload what,
// downloads with safe headers and only to their readers (issue 23 §2). Files are stored in the
// harness's own UPLOAD_DIR.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_USES } from '@congress/domain';
import { asAdminRole, startHarness, type Harness } from './harness';
import { elfExecutable, pdf, png, upload, windowsExecutable } from './fileSamples';

describe('uploads', () => {
  let h: Harness;
  let token: string;
  let memberId: number;
  beforeAll(async () => {
    h = await startHarness();
    // Invited: speaker uses are for invited speakers (and organisers) only.
    const member = await h.createUser({ invited: true });
    token = member.token;
    memberId = member.id;
  });
  const bearer = (t: string) => ({ headers: { authorization: `Bearer ${t}` } });
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
    // A private use: the answer's URL is signed for the uploader (files.access.ts).
    expect(String(file?.url)).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png\?u=\d+&e=\d+&s=[\w-]+$/);
    const row = await h
      .knex('upload_files')
      .where({ id: Number(file?.id) })
      .first();
    expect(row).toMatchObject({ uploaded_by: memberId, use: 'abstractImage' });
    expect(existsSync(path.join(h.config.UPLOAD_DIR as string, row.path.slice(0, 2), row.path))).toBe(true);

    const res = await fetch(h.url + String(file?.url), bearer(token));
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
    const res = await fetch(h.url + String(file?.url), bearer(token));
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
    // Nobody owns it: organisers alone read it (issue 23 §2).
    const organiser = await h.createUser({}, asAdminRole);
    expect((await fetch(h.url + String(file?.url))).status).toBe(401);
    expect((await fetch(h.url + String(file?.url), bearer(token))).status).toBe(403);
    expect((await fetch(h.url + String(file?.url), bearer(organiser.token))).status).toBe(200);
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

  describe('who reads a file (issue 23 §2)', () => {
    const bare = (url: string) => url.replace(/\?.*$/, '');
    const get = (url: string, t?: string) => fetch(h.url + url, t ? bearer(t) : {});
    const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;
    const SPEAKER = `query ($u: ID) { speakers(userId: $u) { id file_cv { url } } }`;

    it('a CV goes to its owner and organisers only: by login token or by a link signed for them', async () => {
      const owner = await h.createUser({ invited: true });
      const other = await h.createUser();
      const organiser = await h.createUser({}, asAdminRole);
      const { body } = await upload(h.url, 'speakerCv', [{ name: 'cv.pdf', data: pdf() }], {
        token: owner.token,
      });
      const [file] = body.files as { id: string; url: string }[];
      const url = bare(String(file?.url));

      const visitor = await get(url);
      expect([visitor.status, await codeOf(visitor)]).toEqual([401, 'LOGIN_REQUIRED']);
      const stranger = await get(url, other.token);
      expect([stranger.status, await codeOf(stranger)]).toEqual([403, 'NOT_PERMITTED']);
      const byOwner = await get(url, owner.token);
      expect(byOwner.status).toBe(200);
      expect(byOwner.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await byOwner.arrayBuffer()).equals(pdf())).toBe(true);
      expect((await get(url, organiser.token)).status).toBe(200);

      // The page's link (no header): the upload's answer is signed for the owner, GraphQL signs
      // for whoever asks.
      expect((await get(String(file?.url))).status).toBe(200);
      const created = await h.gql<{ createSpeaker: { id: string } }>(
        `mutation { createSpeaker(input: { file_cv: ${file?.id} }) { id } }`,
        {},
        owner.token,
      );
      expect(created.errors).toBeUndefined();
      const asOrganiser = await h.gql<{ speakers: { file_cv: { url: string } }[] }>(
        SPEAKER,
        { u: String(owner.id) },
        organiser.token,
      );
      const organiserLink = String(asOrganiser.data?.speakers[0]?.file_cv.url);
      expect(organiserLink).toContain(`?u=${organiser.id}&`);
      expect((await get(organiserLink)).status).toBe(200);

      // A link cannot be turned into another reader's, nor outlive its window.
      const forged = organiserLink.replace(`u=${organiser.id}`, `u=${other.id}`);
      expect((await get(forged)).status).toBe(401);
      const tampered = organiserLink.replace(/s=[\w-]+/, 's=' + 'A'.repeat(43));
      expect((await get(tampered)).status).toBe(401);
      h.clock.advance(3 * 3600_000);
      try {
        const expired = await get(organiserLink);
        expect([expired.status, await codeOf(expired)]).toEqual([401, 'LOGIN_EXPIRED']);
      } finally {
        h.clock.reset();
      }
      // A new password ends the links signed before it, as it ends sessions.
      const ownerLink = String(file?.url);
      await h.knex('users').where({ id: owner.id }).update({ password_changed_at: new Date() });
      expect((await get(ownerLink)).status).toBe(401);
    });

    it('a file an organiser put on a speaker record is the speaker’s to read', async () => {
      const speaker = await h.createUser({ invited: true });
      const other = await h.createUser({ invited: true });
      const organiser = await h.createUser({}, asAdminRole);
      const { body } = await upload(h.url, 'speakerCv', [{ name: 'cv.pdf', data: pdf() }], {
        token: organiser.token,
      });
      const [file] = body.files as { id: string; url: string }[];
      const url = bare(String(file?.url));
      expect((await get(url, speaker.token)).status).toBe(403);
      const created = await h.gql(
        `mutation ($u: ID) { createSpeaker(input: { file_cv: ${file?.id} }, userId: $u) { id } }`,
        { u: String(speaker.id) },
        organiser.token,
      );
      expect(created.errors).toBeUndefined();
      expect((await get(url, speaker.token)).status).toBe(200);
      expect((await get(url, other.token)).status).toBe(403);
      const own = await h.gql<{ speakers: { file_cv: { url: string } }[] }>(SPEAKER, {}, speaker.token);
      expect((await get(String(own.data?.speakers[0]?.file_cv.url))).status).toBe(200);
    });

    it('public uses go to anyone', async () => {
      const organiser = await h.createUser({}, asAdminRole);
      const image = await upload(h.url, 'richTextImage', [{ name: 'a.png', data: png(8, 8) }], {
        token: organiser.token,
      });
      const [publicFile] = image.body.files as { url: string }[];
      expect(String(publicFile?.url)).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
      expect((await get(String(publicFile?.url))).status).toBe(200);
    });
  });

  it('refuses at upload a use the caller may not use, and stores nothing', async () => {
    const member = await h.createUser();
    const before = storedFiles();
    const refused = {
      status: 403,
      body: { ok: false, code: 'NOT_PERMITTED', fields: [{ field: 'use', code: 'validation.uploadUse' }] },
    };
    for (const use of ['mailAttachment', 'richTextImage', 'galleryMain', 'bbsAttachment', 'sponsorDocument'])
      expect(await upload(h.url, use, [{ name: 'a.png', data: png(4, 4) }], { token: member.token })).toEqual(
        refused,
      );
    // Speaker files: invited members only.
    expect(
      await upload(h.url, 'speakerCv', [{ name: 'cv.pdf', data: pdf() }], { token: member.token }),
    ).toEqual(refused);
    expect(storedFiles()).toBe(before);
    const organiser = await h.createUser({}, asAdminRole);
    const allowed = await upload(h.url, 'mailAttachment', [{ name: 'a.pdf', data: pdf() }], {
      token: organiser.token,
    });
    expect(allowed.status).toBe(201);
  });

  it('refuses an image whose header claims too many pixels', async () => {
    const before = storedFiles();
    for (const [width, height] of [
      [100_000, 100_000],
      [16_385, 10],
      [8_000, 7_000],
    ] as const) {
      const { status, body } = await upload(
        h.url,
        'abstractImage',
        [
          { name: 'ok.png', data: png(10, 10) },
          { name: 'bomb.png', data: png(width, height) },
        ],
        { token },
      );
      expect({ status, body }).toEqual({
        status: 400,
        body: {
          ok: false,
          code: 'VALIDATION_FAILED',
          fields: [{ field: 'files.1', code: 'validation.imageDimensions' }],
        },
      });
    }
    // Nothing of a refused request is kept, not even its acceptable first file.
    expect(storedFiles()).toBe(before);
    const large = await upload(h.url, 'abstractImage', [{ name: 'big.png', data: png(7_000, 7_000) }], {
      token,
    });
    expect(large.status).toBe(201);
  });
});
