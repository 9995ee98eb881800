// Abstracts through GraphQL: submission with images, ownership, the period, status rules,
// history, mails, the organiser's list and its Excel export.
import ExcelJS from 'exceljs';
import { asAdminRole, startHarness, type Harness } from './harness';
import { pdf, png, upload } from './fileSamples';

const FIELDS =
  'id title status editable history author including file_img { id url width height name } user { id }';

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Dietary fibre and colorectal pathology',
  preference: 'ORAL',
  category: 'ORIGINAL',
  topic: 'GI',
  objectives: 'To study fibre.',
  methods: 'We counted polyps.',
  results: 'Fewer polyps.',
  conclusions: 'Eat fibre.',
  keywords: 'fibre, colon',
  author: [
    {
      givenName: 'Minji',
      familyName: 'Kim',
      email: 'presenter@example.org',
      affiliations: [1],
      presenting: true,
      corresponding: true,
    },
    {
      givenName: 'Jun',
      familyName: 'Park',
      email: 'jun@example.org',
      affiliations: [1, 2],
      presenting: false,
      corresponding: false,
    },
  ],
  including: ['Seoul National University', 'Pusan National University'],
  terms: true,
  ...overrides,
});

type Abstract = {
  id: string;
  title: string;
  status: string;
  editable: boolean;
  history: { action: string; by: number; role: string; fields?: string[]; from?: string; to?: string }[];
  file_img: { id: string; width: number }[];
};

jest.setTimeout(30_000);

describe('abstracts', () => {
  let h: Harness;
  let owner: { id: number; email: string; token: string };
  let other: { id: number; email: string; token: string };
  let admin: { id: number; token: string };
  beforeAll(async () => {
    h = await startHarness();
    owner = await h.createUser({ name_kr: '김민지' });
    other = await h.createUser();
    admin = await h.createUser({}, asAdminRole);
  });
  afterAll(() => h.close());

  const create = async (token: string, overrides: Record<string, unknown> = {}) => {
    const res = await h.gql<{ createAbstract: Abstract }>(
      `mutation ($i: AbstractInput!) { createAbstract(input: $i) { ${FIELDS} } }`,
      { i: input(overrides) },
      token,
    );
    return res;
  };
  const image = async (token: string) => {
    const { body } = await upload(h.url, 'abstractImage', [{ name: 'fig.png', data: png(320, 200) }], {
      token,
    });
    return String((body.files as { id: string }[])[0]?.id);
  };

  it('submits an abstract with an image: SUBMITTED, history, registration mail, in my_abstract', async () => {
    const imageId = await image(owner.token);
    const res = await create(owner.token, { file_img: [imageId] });
    expect(res.errors).toBeUndefined();
    const created = res.data?.createAbstract as Abstract;
    expect(created).toMatchObject({ status: 'SUBMITTED', editable: true });
    expect(created.file_img).toEqual([expect.objectContaining({ id: imageId, width: 320 })]);
    expect(created.history).toEqual([
      expect.objectContaining({ action: 'CREATED', by: owner.id, role: 'owner' }),
    ]);
    await h.smtp.waitFor(owner.email, /We received your abstract/);

    const mine = await h.gql<{ my_abstract: { id: string; status: string }[] }>(
      '{ my_abstract { id status } }',
      {},
      owner.token,
    );
    expect(mine.data?.my_abstract).toEqual([{ id: created.id, status: 'SUBMITTED' }]);
  });

  it('refuses images that are not the member’s own abstract images, and invalid content', async () => {
    const foreign = await image(other.token);
    const res = await create(owner.token, { file_img: [foreign] });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'file_img.0' }],
    });
    const { body } = await upload(h.url, 'abstractPresentation', [{ name: 'slides.pdf', data: pdf() }], {
      token: owner.token,
    });
    const wrongUse = await create(owner.token, { file_img: [(body.files as { id: string }[])[0]?.id] });
    expect(wrongUse.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const words = await create(owner.token, { results: 'word '.repeat(301) });
    expect(words.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'objectives', code: 'validation.abstractWords' }],
    });
    const count = await h
      .knex('abstracts')
      .where({ user_id: owner.id })
      .count<{ count: string }[]>('* as count');
    expect(Number(count[0]?.count)).toBe(1);
  });

  it('a member cannot read or change another member’s abstract', async () => {
    const created = (await create(owner.token)).data?.createAbstract as Abstract;
    const before = await h
      .knex('abstracts')
      .where({ id: Number(created.id) })
      .first();
    const attempts = [
      h.gql(`{ abstract(id: ${created.id}) { id title } }`, {}, other.token),
      h.gql(
        `mutation ($i: AbstractInput!) { updateAbstract(id: ${created.id}, input: $i) { id } }`,
        { i: input({ title: 'Hijacked' }) },
        other.token,
      ),
      h.gql(`mutation { withdrawAbstract(id: ${created.id}) { id } }`, {}, other.token),
      h.gql(`{ permittedAbstract(id: ${created.id}, userId: ${owner.id}) { response } }`, {}, other.token),
      h.gql(`{ abstractTypeCount(userId: ${owner.id}) { response { total } } }`, {}, other.token),
      h.gql(
        `mutation { changeAbstractStatus(ids: [${created.id}], status: ACCEPTED) { ok } }`,
        {},
        other.token,
      ),
      h.gql(`mutation { deleteMultipleAbstract(ids: [${created.id}]) { ok } }`, {}, other.token),
      h.gql('{ abstractsConnection { count } }', {}, other.token),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(Object.values(res.data ?? {}).every((value) => value === null)).toBe(true);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    }
    const other_mine = await h.gql<{ my_abstract: unknown[] }>('{ my_abstract { id } }', {}, other.token);
    expect(other_mine.data?.my_abstract).toEqual([]);
    expect(
      await h
        .knex('abstracts')
        .where({ id: Number(created.id) })
        .first(),
    ).toEqual(before);
    const export_ = await fetch(`${h.url}/export/abstracts.xlsx`, {
      headers: { authorization: `Bearer ${other.token}`, 'x-download-reason': 'test' },
    });
    expect(export_.status).toBe(403);
  });

  it('the owner modifies (history names the fields, edit mail) and withdraws; then it is locked', async () => {
    const created = (await create(owner.token)).data?.createAbstract as Abstract;
    const updated = await h.gql<{ updateAbstract: Abstract }>(
      `mutation ($i: AbstractInput!) { updateAbstract(id: ${created.id}, input: $i) { ${FIELDS} } }`,
      { i: input({ title: 'Fibre, revisited: a review. Part 2', keywords: 'fibre' }) },
      owner.token,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateAbstract.history[1]).toMatchObject({
      action: 'UPDATED',
      by: owner.id,
      fields: ['title', 'keywords'],
    });
    await h.smtp.waitFor(owner.email, /Abstract changed: Fibre, revisited/);
    // No invisible character after the colon and the full stop of the title (issue 27 §4).
    const titles: string[] = await h
      .knex('send_emails')
      .where({ usermail: owner.email, type: 'ABSTRACT_EDIT' })
      .pluck('title');
    expect(titles).toContain('Abstract changed: Fibre, revisited: a review. Part 2');

    const permitted = await h.gql<{ permittedAbstract: { response: boolean } }>(
      `{ permittedAbstract(id: ${created.id}, userId: ${owner.id}) { response reason } }`,
      {},
      owner.token,
    );
    expect(permitted.data?.permittedAbstract).toEqual({ response: true, reason: null });

    const withdrawn = await h.gql<{ withdrawAbstract: Abstract }>(
      `mutation { withdrawAbstract(id: ${created.id}) { status editable history } }`,
      {},
      owner.token,
    );
    expect(withdrawn.data?.withdrawAbstract).toMatchObject({ status: 'WITHDRAWN', editable: false });
    expect(withdrawn.data?.withdrawAbstract.history.at(-1)).toMatchObject({
      action: 'STATUS',
      from: 'SUBMITTED',
      to: 'WITHDRAWN',
    });
    const again = await h.gql(
      `mutation ($i: AbstractInput!) { updateAbstract(id: ${created.id}, input: $i) { id } }`,
      { i: input() },
      owner.token,
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    const counts = await h.gql<{ abstractTypeCount: { response: Record<string, unknown> } }>(
      `{ abstractTypeCount(userId: ${owner.id}) { response { total oral poster byStatus { status count } } } }`,
      {},
      owner.token,
    );
    expect(counts.data?.abstractTypeCount.response).toMatchObject({
      byStatus: expect.arrayContaining([{ status: 'WITHDRAWN', count: 1 }]),
    });
  });

  it('organisers accept in bulk (mail to the presenter), refuse a transition the rules forbid, soft delete', async () => {
    const a = (await create(owner.token, { title: 'Bulk A' })).data?.createAbstract as Abstract;
    const b = (await create(owner.token, { title: 'Bulk B' })).data?.createAbstract as Abstract;
    const res = await h.gql(
      `mutation { changeAbstractStatus(ids: [${a.id}, ${b.id}], status: ACCEPTED, notify: true) { ok affected } }`,
      {},
      admin.token,
    );
    expect(res.data).toEqual({ changeAbstractStatus: { ok: true, affected: 2 } });
    await h.smtp.waitFor('presenter@example.org', /Bulk A[\s\S]*Accepted|Accepted[\s\S]*Bulk A/);
    const row = await h
      .knex('abstracts')
      .where({ id: Number(a.id) })
      .first();
    expect(row.history.at(-1)).toMatchObject({
      action: 'STATUS',
      by: admin.id,
      role: 'organiser',
      to: 'ACCEPTED',
    });

    // The owner can no longer change an accepted abstract.
    const edit = await h.gql(
      `mutation ($i: AbstractInput!) { updateAbstract(id: ${a.id}, input: $i) { id } }`,
      { i: input() },
      owner.token,
    );
    expect(edit.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');

    const withdrawn = (await create(owner.token, { title: 'Bulk C' })).data?.createAbstract as Abstract;
    await h.gql(`mutation { withdrawAbstract(id: ${withdrawn.id}) { id } }`, {}, owner.token);
    const forbidden = await h.gql(
      `mutation { changeAbstractStatus(ids: [${b.id}, ${withdrawn.id}], status: REJECTED) { ok } }`,
      {},
      admin.token,
    );
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'ids.1', code: 'validation.abstractTransition' }],
    });
    // All or nothing: b was not rejected either.
    expect(
      (
        await h
          .knex('abstracts')
          .where({ id: Number(b.id) })
          .first()
      ).status,
    ).toBe('ACCEPTED');

    const deleted = await h.gql(
      `mutation { deleteMultipleAbstract(ids: [${b.id}]) { affected } }`,
      {},
      admin.token,
    );
    expect(deleted.data).toEqual({ deleteMultipleAbstract: { affected: 1 } });
    const mine = await h.gql<{ my_abstract: { id: string }[] }>('{ my_abstract { id } }', {}, owner.token);
    expect(mine.data?.my_abstract.map((x) => x.id)).not.toContain(b.id);
  });

  it('lists with the spec’s filters and exports authors and affiliations flattened', async () => {
    const tagged = (
      await create(owner.token, { title: 'Export me please', topic: 'BREAST', preference: 'POSTER' })
    ).data?.createAbstract as Abstract;
    const list = await h.gql<{ abstractsConnection: { count: number; rows: { id: string }[] } }>(
      `query ($f: AbstractsFilter) { abstractsConnection(filter: $f) { count rows { id } } }`,
      {
        f: {
          title: 'export me',
          topic: 'BREAST',
          preference: 'POSTER',
          krName: '김민',
          userId: String(owner.id),
        },
      },
      admin.token,
    );
    expect(list.data?.abstractsConnection).toEqual({ count: 1, rows: [{ id: tagged.id }] });
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
    const byDate = await h.gql<{ abstracts: { id: string }[] }>(
      `{ abstracts(filter: { title: "export me", startDate: "${today}", endDate: "${today}" }) { id } }`,
      {},
      admin.token,
    );
    expect(byDate.data?.abstracts).toEqual([{ id: tagged.id }]);
    const before = await h.gql<{ abstracts: unknown[] }>(
      `{ abstracts(filter: { title: "export me", endDate: "2020-01-01" }) { id } }`,
      {},
      admin.token,
    );
    expect(before.data?.abstracts).toEqual([]);

    const res = await fetch(`${h.url}/export/abstracts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin.token}`,
        'x-download-reason': 'test',
      },
      body: JSON.stringify({ filter: { title: 'export me' } }),
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Title')).toBe('Export me please');
    expect(cell('Authors (* presenting, † corresponding)')).toBe('1. Minji KIM [1] * †; 2. Jun PARK [1,2]');
    expect(cell('Affiliations')).toBe('1. Seoul National University; 2. Pusan National University');
    expect(sheet.rowCount).toBe(2);
  });
});

describe('abstract submission period', () => {
  let h: Harness;
  beforeAll(async () => {
    // The period ends tomorrow (Seoul): open now, closed once the clock moves two days on.
    const end = new Date(Date.now() + 86_400_000).toISOString();
    h = await startHarness({ ABSTRACT_SUBMISSION_END: end });
  });
  afterAll(() => h.close());

  it('lets owners submit, modify and withdraw only while it is open', async () => {
    const member = await h.createUser();
    const created = await h.gql<{ createAbstract: { id: string } }>(
      'mutation ($i: AbstractInput!) { createAbstract(input: $i) { id } }',
      { i: input() },
      member.token,
    );
    const id = created.data?.createAbstract.id;
    expect(id).toBeDefined();
    h.clock.advanceDays(2);
    try {
      const period = await h.gql<{ abstractSubmissionPeriod: { open: boolean } }>(
        '{ abstractSubmissionPeriod { open } }',
      );
      expect(period.data?.abstractSubmissionPeriod.open).toBe(false);
      for (const res of [
        await h.gql(
          'mutation ($i: AbstractInput!) { createAbstract(input: $i) { id } }',
          { i: input() },
          member.token,
        ),
        await h.gql(
          `mutation ($i: AbstractInput!) { updateAbstract(id: ${id}, input: $i) { id } }`,
          { i: input() },
          member.token,
        ),
        await h.gql(`mutation { withdrawAbstract(id: ${id}) { id } }`, {}, member.token),
      ])
        expect(res.errors?.[0]).toMatchObject({
          message: 'The abstract submission period is closed.',
          extensions: { code: 'NOT_PERMITTED' },
        });
      const permitted = await h.gql<{ permittedAbstract: unknown }>(
        `{ permittedAbstract(id: ${id}, userId: ${member.id}) { response reason } }`,
        {},
        member.token,
      );
      expect(permitted.data?.permittedAbstract).toEqual({ response: false, reason: 'PERIOD_CLOSED' });
    } finally {
      h.clock.reset();
    }
  });
});
