import { buildASTSchema, parse } from 'graphql';
import { loadTypeDefs } from '../graphql/schema';
import {
  CHANGES_NO_PUBLIC_PAGE,
  coveredBy,
  EVERY_PAGE,
  PAGES_CHANGED_BY,
  pagesChangedBy,
} from '../prerender/publicPages';

describe('which public pages a mutation changes', () => {
  const mutations = Object.keys(
    buildASTSchema(parse(loadTypeDefs().join('\n')))
      .getMutationType()
      ?.getFields() ?? {},
  );

  test('every mutation of the schema says whether it changes a public page, once', () => {
    const changing = Object.keys(PAGES_CHANGED_BY);
    expect(mutations.filter((name) => !changing.includes(name) && !CHANGES_NO_PUBLIC_PAGE.has(name))).toEqual(
      [],
    );
    expect(changing.filter((name) => CHANGES_NO_PUBLIC_PAGE.has(name))).toEqual([]);
    // No name of a mutation that is gone.
    expect([...changing, ...CHANGES_NO_PUBLIC_PAGE].filter((name) => !mutations.includes(name))).toEqual([]);
  });

  test('what organisers publish reaches the pages that show it', () => {
    const none = { args: {}, result: true };
    expect(pagesChangedBy('publishProgramme', none)).toContain('/programs');
    expect(pagesChangedBy('updateSiteSettings', none)).toEqual(
      expect.arrayContaining(['/registrations', '/abstracts']),
    );
    expect(pagesChangedBy('createPopup', none)).toContain('/home');
    expect(pagesChangedBy('login', none)).toEqual([]);
    // A post: the lists and its own page, not every post's.
    expect(pagesChangedBy('createNewsAndNotice', { args: {}, result: { id: '12' } })).toEqual(
      expect.arrayContaining(['/informations/news_notices', '/travel', '/informations/bbsDetail/12']),
    );
    expect(
      pagesChangedBy('updateNewsAndNotice', {
        args: { id: '7', input: { title: 'x' } },
        result: { id: '7' },
      }),
    ).toContain('/informations/bbsDetail/7');
    // A reader's view changes nothing.
    expect(
      pagesChangedBy('updateNewsAndNotice', {
        args: { id: '7', input: { viewCount: 1 } },
        result: { id: '7' },
      }),
    ).toEqual([]);
  });

  test('a prefix covers its own page and those below it, not a longer name', () => {
    expect(coveredBy('/programs/program_glance', '/programs')).toBe(true);
    expect(coveredBy('/programs', '/programs')).toBe(true);
    expect(coveredBy('/programsX', '/programs')).toBe(false);
    expect(coveredBy('/home', '/informations')).toBe(false);
    expect(coveredBy('/anything', EVERY_PAGE)).toBe(true);
  });
});
