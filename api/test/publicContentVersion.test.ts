// The public pages' content version (docs/decisions.md, "One renderer"): an organiser's change to
// what a public page shows raises it in the change's own transaction (database triggers), so the
// next request renders the page anew; a reader's view, a rolled-back change and a member's own data
// do not.
import { readContentVersion } from '../src/modules/publicPages/contentVersion.repository';
import { asAdminRole, startHarness, type Harness } from './harness';

jest.setTimeout(60_000);

describe('the public content version', () => {
  let h: Harness;
  let organiser: string;
  beforeAll(async () => {
    h = await startHarness();
    organiser = (await h.createUser({ givenName: 'Mina', familyName: 'Kim' }, asAdminRole)).token;
  });
  afterAll(() => h.close());

  const version = async () => BigInt(await readContentVersion(h.knex));

  it('rises with a news post, its edit and its deletion, not with a reader view', async () => {
    const before = await version();
    const created = await h.gql<{ createNewsAndNotice: { id: string } }>(
      'mutation ($i: NewsAndNoticeInput!) { createNewsAndNotice(input: $i) { id } }',
      { i: { title: 'Shuttle buses', type: 'NOTICE', content: '<p>Every 20 minutes.</p>' } },
      organiser,
    );
    expect(created.errors).toBeUndefined();
    const afterCreate = await version();
    expect(afterCreate).toBeGreaterThan(before);
    const id = created.data!.createNewsAndNotice.id;

    const viewed = await h.gql(
      'mutation ($id: ID!) { updateNewsAndNotice(id: $id, input: { viewCount: 1 }) { id } }',
      {
        id,
      },
    );
    expect(viewed.errors).toBeUndefined();
    expect(await version()).toBe(afterCreate);

    const edited = await h.gql(
      'mutation ($id: ID!) { updateNewsAndNotice(id: $id, input: { title: "Shuttle buses (new times)" }) { id } }',
      { id },
      organiser,
    );
    expect(edited.errors).toBeUndefined();
    const afterEdit = await version();
    expect(afterEdit).toBeGreaterThan(afterCreate);

    const deleted = await h.gql(
      'mutation ($ids: [ID!]!) { deleteMultipleBbs(ids: $ids) { ok } }',
      { ids: [id] },
      organiser,
    );
    expect(deleted.errors).toBeUndefined();
    expect(await version()).toBeGreaterThan(afterEdit);
  });

  it('rises with the site settings, the popups and the sponsors a public page shows, in the same transaction', async () => {
    for (const table of ['site_settings', 'popups', 'sponsors', 'programme_versions', 'programme_speakers']) {
      const before = await version();
      // A write that is rolled back raises nothing: the version is part of the writer's transaction.
      await h.knex
        .transaction(async (trx) => {
          await trx.raw(`delete from ${table} where false`);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await version()).toBe(before);
      await h.knex.raw(`delete from ${table} where false`);
      expect([table, (await version()) > before]).toEqual([table, true]);
    }
  });

  it("does not rise with a member's own data", async () => {
    const before = await version();
    await h.createUser();
    expect(await version()).toBe(before);
  });
});
