// Presentations of accepted abstracts (issue 9): the submitter uploads the presentation of each of
// their accepted abstracts until the deadline and may replace it; organisers see it in the list,
// its filter and the Excel export, and may set it at any time. Nobody else may touch it.
import ExcelJS from 'exceljs';
import { asAdminRole, startHarness, type Harness } from './harness';
import { pdf, png, upload, windowsExecutable } from './fileSamples';

const INPUT = {
  title: 'Presented abstract',
  preference: 'ORAL',
  category: 'ORIGINAL',
  topic: 'GI',
  objectives: 'o',
  methods: 'm',
  results: 'r',
  conclusions: 'c',
  keywords: 'k',
  author: [
    {
      givenName: 'Minji',
      familyName: 'Kim',
      email: 'minji@example.org',
      affiliations: [1],
      presenting: true,
      corresponding: true,
    },
  ],
  including: ['Seoul National University'],
  terms: true,
};

const PRESENTATION = `id status presentationUploadable presentation_uploaded_at
  file_presentation { id name url mime } history`;

type Presented = {
  id: string;
  status: string;
  presentationUploadable: boolean;
  presentation_uploaded_at: string | null;
  file_presentation: { id: string; name: string; url: string; mime: string } | null;
  history: { action: string; role: string; fields?: string[] }[];
};

jest.setTimeout(30_000);

describe('presentations of accepted abstracts', () => {
  let h: Harness;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  let admin: { id: number; token: string };
  beforeAll(async () => {
    // The deadline is tomorrow (Seoul): open now, passed once the clock moves two days on.
    h = await startHarness({
      PRESENTATION_UPLOAD_DEADLINE: new Date(Date.now() + 86_400_000).toISOString(),
    });
    owner = await h.createUser();
    other = await h.createUser();
    admin = await h.createUser({}, asAdminRole);
  });
  afterAll(() => h.close());

  const submit = async (title: string) => {
    const res = await h.gql<{ createAbstract: { id: string } }>(
      'mutation ($i: AbstractInput!) { createAbstract(input: $i) { id } }',
      { i: { ...INPUT, title } },
      owner.token,
    );
    return res.data!.createAbstract.id;
  };
  const accept = (id: string) =>
    h.gql(`mutation { changeAbstractStatus(ids: [${id}], status: ACCEPTED) { ok } }`, {}, admin.token);
  const uploadFile = async (token: string, use: string, name: string, data: Buffer = pdf()) => {
    const { status, body } = await upload(h.url, use, [{ name, data }], { token });
    return { status, body, id: String((body.files as { id: string }[] | undefined)?.[0]?.id) };
  };
  const setPresentation = (token: string, id: string, file: string | null) =>
    h.gql<{ updateAbstractPresentation: Presented }>(
      `mutation ($id: ID!, $file: ID) { updateAbstractPresentation(id: $id, file: $file) { ${PRESENTATION} } }`,
      { id, file },
      token,
    );
  const stored = async (id: string) =>
    h
      .knex('abstracts')
      .where({ id: Number(id) })
      .first('file_presentation', 'presentation_uploaded_at', 'history');

  it('the submitter uploads and replaces the presentation once the abstract is accepted', async () => {
    const id = await submit('Presentation journey');
    const slides = await uploadFile(owner.token, 'abstractPresentation', 'slides.pdf');
    expect(slides.status).toBe(201);

    // Not yet accepted: refused, nothing stored.
    const early = await setPresentation(owner.token, id, slides.id);
    expect(early.errors?.[0]).toMatchObject({
      message: 'Only an accepted abstract takes a presentation.',
      extensions: { code: 'NOT_PERMITTED' },
    });
    expect((await stored(id)).file_presentation).toBeNull();
    const before = await h.gql<{ abstract: Presented }>(
      `{ abstract(id: ${id}) { ${PRESENTATION} } }`,
      {},
      owner.token,
    );
    expect(before.data?.abstract.presentationUploadable).toBe(false);

    await accept(id);
    const mine = await h.gql<{ my_abstract: Presented[] }>(
      `{ my_abstract { ${PRESENTATION} } }`,
      {},
      owner.token,
    );
    expect(mine.data?.my_abstract.find((a) => a.id === id)).toMatchObject({
      status: 'ACCEPTED',
      presentationUploadable: true,
      file_presentation: null,
    });

    const set = await setPresentation(owner.token, id, slides.id);
    expect(set.errors).toBeUndefined();
    expect(set.data?.updateAbstractPresentation).toMatchObject({
      presentationUploadable: true,
      file_presentation: { id: slides.id, name: 'slides.pdf', mime: 'application/pdf' },
    });
    expect(set.data?.updateAbstractPresentation.presentation_uploaded_at).toEqual(expect.any(String));
    expect(set.data?.updateAbstractPresentation.history.at(-1)).toMatchObject({
      action: 'UPDATED',
      role: 'owner',
      fields: ['file_presentation'],
    });
    // Downloaded as an attachment under its name.
    const download = await fetch(h.url + set.data!.updateAbstractPresentation.file_presentation!.url);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="?slides\.pdf"?$/);

    // Replaceable.
    const revised = await uploadFile(owner.token, 'abstractPresentation', 'slides-v2.pdf');
    const replaced = await setPresentation(owner.token, id, revised.id);
    expect(replaced.data?.updateAbstractPresentation.file_presentation?.name).toBe('slides-v2.pdf');
    expect((await stored(id)).file_presentation).toBe(Number(revised.id));
  });

  it('refuses files that are not the submitter’s own presentation uploads, and other members', async () => {
    const id = await submit('Presentation refusals');
    await accept(id);
    const image = await uploadFile(owner.token, 'abstractImage', 'fig.png', png(20, 20));
    const speakerSlides = await uploadFile(owner.token, 'presentation', 'speaker.pdf');
    const foreign = await uploadFile(other.token, 'abstractPresentation', 'theirs.pdf');
    for (const file of [image.id, speakerSlides.id, foreign.id, '999999', 'x']) {
      const res = await setPresentation(owner.token, id, file);
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'file' }],
      });
    }
    expect((await stored(id)).file_presentation).toBeNull();

    // Another member can neither set nor clear it, even with their own file.
    const own = await uploadFile(owner.token, 'abstractPresentation', 'mine.pdf');
    await setPresentation(owner.token, id, own.id);
    const before = await stored(id);
    for (const file of [foreign.id, null]) {
      const res = await setPresentation(other.token, id, file);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    }
    expect(await stored(id)).toEqual(before);
    // Nor see it.
    const read = await h.gql(`{ abstract(id: ${id}) { file_presentation { url } } }`, {}, other.token);
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');

    // An executable renamed .pdf never becomes a presentation upload.
    const exe = await upload(
      h.url,
      'abstractPresentation',
      [{ name: 'slides.pdf', data: windowsExecutable(), type: 'application/pdf' }],
      { token: owner.token },
    );
    expect(exe.status).toBe(400);
    // One file per request.
    const two = await upload(
      h.url,
      'abstractPresentation',
      [
        { name: 'a.pdf', data: pdf() },
        { name: 'b.pdf', data: pdf() },
      ],
      { token: owner.token },
    );
    expect(two.body).toMatchObject({ fields: [{ field: 'files', code: 'validation.tooManyFiles' }] });
  });

  it('a presentation the secretariat attached is the submitter’s to read, nobody else’s', async () => {
    const id = await submit('Presentation attached by the secretariat');
    await accept(id);
    const slides = await uploadFile(admin.token, 'abstractPresentation', 'secretariat.pdf');
    const url = String((slides.body.files as { url: string }[])[0]?.url).replace(/\?.*$/, '');
    const read = async (token: string) =>
      (await fetch(h.url + url, { headers: { authorization: `Bearer ${token}` } })).status;
    expect(await read(owner.token)).toBe(403);
    expect((await setPresentation(admin.token, id, slides.id)).errors).toBeUndefined();
    expect(await read(owner.token)).toBe(200);
    expect(await read(other.token)).toBe(403);
  });

  it('organisers filter by it, export it and may set it; after the deadline only they may', async () => {
    const id = await submit('Presentation for the secretariat');
    await accept(id);
    const slides = await uploadFile(owner.token, 'abstractPresentation', 'secretariat.pdf');
    await setPresentation(owner.token, id, slides.id);
    const withoutId = await submit('Presentation not yet uploaded');
    await accept(withoutId);

    const list = await h.gql<{ abstractsConnection: { rows: { id: string }[] } }>(
      `{ abstractsConnection(filter: { title: "Presentation", has_presentation: true }) { rows { id } } }`,
      {},
      admin.token,
    );
    const listed = list.data?.abstractsConnection.rows.map((r) => r.id);
    expect(listed).toContain(id);
    expect(listed).not.toContain(withoutId);

    const res = await fetch(`${h.url}/export/abstracts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin.token}`,
        'x-download-reason': 'test',
      },
      body: JSON.stringify({ filter: { title: 'Presentation for the secretariat' } }),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[header.indexOf('Presentation')]).toBe('secretariat.pdf');
    expect(row[header.indexOf('Presentation uploaded')]).toBeTruthy();

    h.clock.advanceDays(2);
    try {
      const late = await uploadFile(owner.token, 'abstractPresentation', 'late.pdf');
      const refused = await setPresentation(owner.token, withoutId, late.id);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'The presentation upload deadline has passed.',
        extensions: { code: 'NOT_PERMITTED' },
      });
      expect((await stored(withoutId)).file_presentation).toBeNull();
      const mine = await h.gql<{ abstract: Presented }>(
        `{ abstract(id: ${withoutId}) { presentationUploadable } }`,
        {},
        owner.token,
      );
      expect(mine.data?.abstract.presentationUploadable).toBe(false);
      // The secretariat attaches it on the presenter's behalf, then removes one.
      const byOrganiser = await setPresentation(admin.token, withoutId, late.id);
      expect(byOrganiser.data?.updateAbstractPresentation.file_presentation?.name).toBe('late.pdf');
      expect(byOrganiser.data?.updateAbstractPresentation.history.at(-1)).toMatchObject({
        role: 'organiser',
        fields: ['file_presentation'],
      });
      const cleared = await setPresentation(admin.token, id, null);
      expect(cleared.data?.updateAbstractPresentation).toMatchObject({
        file_presentation: null,
        presentation_uploaded_at: null,
      });
    } finally {
      h.clock.reset();
    }
  });
});
