// News and notices, popups: public reading, organisers' writing, the one public write (a view),
// sanitised content, the active-popup rule against the request clock.
import { png, upload } from './fileSamples';
import { asAdminRole, startHarness, type Harness } from './harness';

// Harness start-up and uploads on a busy machine take longer than jest's default 5 s.
jest.setTimeout(60_000);

const POST = 'id title content type viewCount created_name gallery_main { name } attachments { name }';

describe('news and notices', () => {
  let h: Harness;
  let organiser: string;
  let member: string;
  beforeAll(async () => {
    h = await startHarness();
    organiser = (await h.createUser({ givenName: 'Mina', familyName: 'Kim' }, asAdminRole)).token;
    member = (await h.createUser()).token;
  });
  afterAll(() => h.close());

  const create = (input: Record<string, unknown>, token = organiser) =>
    h.gql<{ createNewsAndNotice: Record<string, unknown> & { id: string } }>(
      `mutation ($i: NewsAndNoticeInput!) { createNewsAndNotice(input: $i) { ${POST} } }`,
      { i: input },
      token,
    );

  it('stores sanitised HTML: no script, no handler, no javascript: link', async () => {
    const created = await create({
      title: 'Notice <b>1</b>',
      type: 'NOTICE',
      content:
        '<p onclick="alert(1)">Hello<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://example.org" target="_blank">ok</a><iframe src="https://evil"></iframe>',
    });
    expect(created.errors).toBeUndefined();
    const content = created.data?.createNewsAndNotice.content as string;
    expect(content).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(content).toContain('<p>Hello</p>');
    expect(content).toContain('rel="noopener noreferrer nofollow"');
    expect(created.data?.createNewsAndNotice).toMatchObject({ created_name: 'Mina Kim', viewCount: 0 });
    const stored = await h
      .knex('news_and_notices')
      .where({ id: created.data?.createNewsAndNotice.id })
      .first();
    expect(stored.content).toBe(content);
  });

  it('refuses blank content, a gallery without its image, a file of another use; writes nothing', async () => {
    const before = await h.knex('news_and_notices').count<{ count: string }[]>('* as count');
    const blank = await create({ title: 'T', type: 'NEWS', content: '<p> <script>x</script></p>' });
    expect(blank.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'content' }],
    });
    const gallery = await create({ title: 'T', type: 'GALLERY', content: '' });
    expect(gallery.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'gallery_main', code: 'validation.required' },
    ]);
    const { body } = await upload(h.url, 'richTextImage', [{ name: 'a.png', data: png(10, 10) }], {
      token: organiser,
    });
    const wrongUse = await create({
      title: 'T',
      type: 'GALLERY',
      content: '',
      gallery_main: (body.files as { id: string }[])[0]?.id,
    });
    expect(wrongUse.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'gallery_main', code: 'validation.invalid' },
    ]);
    const after = await h.knex('news_and_notices').count<{ count: string }[]>('* as count');
    expect(after).toEqual(before);
  });

  it('a gallery post shows its main image; attachments keep their order', async () => {
    const main = await upload(h.url, 'galleryMain', [{ name: 'hall.png', data: png(40, 30) }], {
      token: organiser,
    });
    const docs = await upload(
      h.url,
      'bbsAttachment',
      [
        { name: 'b.png', data: png(5, 5) },
        { name: 'a.png', data: png(6, 6) },
      ],
      { token: organiser },
    );
    const ids = (docs.body.files as { id: string; name: string }[]).map((f) => f.id);
    const created = await create({
      title: 'Opening ceremony',
      type: 'GALLERY',
      content: '',
      gallery_main: (main.body.files as { id: string }[])[0]?.id,
      attachments: ids,
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createNewsAndNotice).toMatchObject({
      gallery_main: { name: 'hall.png' },
      attachments: [{ name: 'b.png' }, { name: 'a.png' }],
    });
  });

  it('filters by type list, type exclusion, title and author; pages and sorts', async () => {
    for (const [title, type] of [
      ['Filter notice', 'NOTICE'],
      ['Filter news', 'NEWS'],
      ['Filter download', 'DOWNLOAD'],
    ])
      // An author no other suite writes as (the demo content's posts are by "Secretariat").
      await create({ title, type, content: `<p>${title}</p>`, created_name: 'Filter Secretariat' });
    const list = async (filter: Record<string, unknown>, more = '') =>
      (
        await h.gql<{ newsAndNotices: { count: number; rows: { title: string }[] } }>(
          `query ($f: NewsAndNoticesFilter) { newsAndNotices(filter: $f ${more}) { count rows { title } } }`,
          { f: filter },
        )
      ).data?.newsAndNotices;
    expect((await list({ title: 'FILTER', type: ['NOTICE', 'NEWS'] }))?.count).toBe(2);
    expect((await list({ title: 'filter', type_ne: ['DOWNLOAD'] }))?.rows.map((r) => r.title).sort()).toEqual(
      ['Filter news', 'Filter notice'],
    );
    expect((await list({ created_name: 'filter secretar', type: 'DOWNLOAD' }))?.rows).toEqual([
      { title: 'Filter download' },
    ]);
    const paged = await list(
      { title: 'filter' },
      ', sort_conditions: [{ field: "title", direction: ASC }], start: 1, limit: 1',
    );
    expect(paged).toEqual({ count: 3, rows: [{ title: 'Filter news' }] });
    const bad = await h.gql('{ newsAndNotices(sort_conditions: [{ field: "content" }]) { count } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('anyone adds exactly one view; only organisers change anything else', async () => {
    const id = (await create({ title: 'Views', type: 'NEWS', content: '<p>v</p>' })).data?.createNewsAndNotice
      .id;
    const view = (input: Record<string, unknown>, token?: string) =>
      h.gql<{ updateNewsAndNotice: { viewCount: number; title: string } }>(
        `mutation ($id: ID!, $i: NewsAndNoticeUpdateInput!) { updateNewsAndNotice(id: $id, input: $i) { viewCount title } }`,
        { id, i: input },
        token,
      );
    // The number sent is not trusted: one view each time.
    expect((await view({ viewCount: 1000 })).data?.updateNewsAndNotice.viewCount).toBe(1);
    expect((await view({ viewCount: 0 }, member)).data?.updateNewsAndNotice.viewCount).toBe(2);
    await Promise.all([view({ viewCount: 3 }), view({ viewCount: 3 })]);
    expect((await h.knex('news_and_notices').where({ id }).first()).viewCount).toBe(4);
    expect((await view({ viewCount: 5, title: 'Hacked' })).errors?.[0]?.extensions?.code).toBe(
      'LOGIN_REQUIRED',
    );
    expect((await view({ title: 'Hacked' }, member)).errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    expect((await h.knex('news_and_notices').where({ id }).first()).title).toBe('Views');
    // An organiser reading the public page is a reader too: viewCount alone adds one.
    expect((await view({ viewCount: 0 }, organiser)).data?.updateNewsAndNotice.viewCount).toBe(5);
    // An organiser sets the count with an edit.
    expect((await view({ viewCount: 0, title: 'Edited' }, organiser)).data?.updateNewsAndNotice).toEqual({
      viewCount: 0,
      title: 'Edited',
    });
  });

  it('soft-deletes in bulk: gone from the list, the detail and the neighbours', async () => {
    const a = (await create({ title: 'Neighbour A', type: 'NOTICE', content: '<p>a</p>' })).data
      ?.createNewsAndNotice.id;
    const b = (await create({ title: 'Neighbour B', type: 'NOTICE', content: '<p>b</p>' })).data
      ?.createNewsAndNotice.id;
    const c = (await create({ title: 'Neighbour C', type: 'NOTICE', content: '<p>c</p>' })).data
      ?.createNewsAndNotice.id;
    const detail = async (id?: string) =>
      (
        await h.gql<{
          newsAndNotice: {
            title: string;
            previous: { id: string } | null;
            next: { id: string } | null;
          } | null;
        }>(`{ newsAndNotice(id: ${id}) { title previous { id } next { id } } }`)
      ).data?.newsAndNotice;
    expect(await detail(b)).toEqual({ title: 'Neighbour B', previous: { id: a }, next: { id: c } });
    const refused = await h.gql(`mutation { deleteMultipleBbs(ids: [${b}]) { ok affected } }`, {}, member);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    const deleted = await h.gql(`mutation { deleteMultipleBbs(ids: [${b}]) { ok affected } }`, {}, organiser);
    expect(deleted.data).toEqual({ deleteMultipleBbs: { ok: true, affected: 1 } });
    expect(await detail(b)).toBeNull();
    expect((await detail(c))?.previous).toEqual({ id: a });
    const all = await h.gql<{ allNewsNoticeLists: { id: string }[] }>('{ allNewsNoticeLists { id } }');
    expect(all.data?.allNewsNoticeLists.map((p) => p.id)).not.toContain(b);
  });
});

describe('popups', () => {
  let h: Harness;
  let organiser: string;
  beforeAll(async () => {
    h = await startHarness();
    organiser = (await h.createUser({}, asAdminRole)).token;
  });
  afterAll(() => h.close());

  const INPUT = {
    use: true,
    title: 'Abstract deadline extended',
    start: '2024-01-01T00:00:00+09:00',
    end: '2024-01-31T23:59:59+09:00',
    content: '<p>Extended<script>alert(1)</script></p>',
    size_width: 400,
    size_height: 500,
    location: 'LEFT',
  };
  // Test files share one database (the authorisation matrix creates popups too): only the
  // popups made here count.
  const mine = new Set<string>();
  const create = (input: Record<string, unknown>) => {
    mine.add(String(input.title ?? INPUT.title));
    return h.gql<{ createPopup: { id: string; content: string } }>(
      'mutation ($i: PopupInput!) { createPopup(input: $i) { id content } }',
      { i: { ...INPUT, ...input } },
      organiser,
    );
  };
  const publicTitles = async (token?: string, filter?: Record<string, unknown>) =>
    (
      await h.gql<{ popups: { rows: { title: string }[] } }>(
        'query ($f: PopupsFilter) { popups(filter: $f) { rows { title } } }',
        { f: filter },
        token,
      )
    ).data?.popups.rows
      .map((r) => r.title)
      .filter((title) => mine.has(title));

  it('shows visitors only the active popups, by the request clock; organisers see every live one', async () => {
    const january = await create({ title: 'January' });
    expect(january.data?.createPopup.content).toBe('<p>Extended</p>');
    await create({
      title: 'Open-ended',
      start: '2024-01-15T00:00:00+09:00',
      end: '3000-12-31T23:59:59+09:00',
    });
    await create({ title: 'Switched off', use: false });

    h.clock.setNow('2024-01-10T12:00:00+09:00');
    expect(await publicTitles()).toEqual(['January']);
    h.clock.setNow('2024-01-31T23:59:50+09:00');
    expect((await publicTitles())?.sort()).toEqual(['January', 'Open-ended']);
    h.clock.setNow('2024-02-01T00:00:00+09:00');
    expect(await publicTitles()).toEqual(['Open-ended']);
    h.clock.setNow('2999-06-01T00:00:00+09:00');
    // A visitor's filter cannot widen the answer.
    expect(await publicTitles(undefined, { active: false, use: false })).toEqual(['Open-ended']);
    expect((await publicTitles(organiser))?.sort()).toEqual(['January', 'Open-ended', 'Switched off']);
    expect(await publicTitles(organiser, { active: true })).toEqual(['Open-ended']);
    expect(await publicTitles(organiser, { use: false })).toEqual(['Switched off']);
  });

  it('refuses an end before the start, a size out of bounds; writes nothing', async () => {
    const count = async () => Number((await h.knex('popups').count<{ c: string }[]>('* as c'))[0]?.c);
    const before = await count();
    const bad = await create({ end: '2023-12-31T00:00:00+09:00', size_width: 50 });
    expect(bad.errors?.[0]?.extensions?.fields).toEqual(
      expect.arrayContaining([
        { field: 'end', code: 'validation.endBeforeStart' },
        { field: 'size_width', code: 'validation.popupSize' },
      ]),
    );
    expect(await count()).toBe(before);
  });

  it('organisers read, edit and delete; others are refused', async () => {
    const id = (await create({ title: 'Edit me' })).data?.createPopup.id;
    const member = (await h.createUser()).token;
    expect((await h.gql(`{ popup(id: ${id}) { id } }`, {}, member)).errors?.[0]?.extensions?.code).toBe(
      'NOT_PERMITTED',
    );
    const updated = await h.gql<{ updatePopup: { title: string; location: string } }>(
      'mutation ($id: ID!, $i: PopupInput!) { updatePopup(id: $id, input: $i) { title location } }',
      { id, i: { ...INPUT, title: 'Edited', location: 'RIGHT' } },
      organiser,
    );
    expect(updated.data?.updatePopup).toEqual({ title: 'Edited', location: 'RIGHT' });
    const deleted = await h.gql(
      `mutation { deleteMultiplePopup(ids: [${id}]) { ok affected } }`,
      {},
      organiser,
    );
    expect(deleted.data).toEqual({ deleteMultiplePopup: { ok: true, affected: 1 } });
    expect((await h.gql(`{ popup(id: ${id}) { id } }`, {}, organiser)).data).toEqual({ popup: null });
  });
});
