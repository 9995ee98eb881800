import { buildASTSchema, parse } from 'graphql';
import { loadTypeDefs } from '../graphql/schema';
import { CHANGES_NO_PUBLIC_PAGE, CHANGES_PUBLIC_PAGES } from '../modules/publicPages/publicPages';

describe('which mutations change a public page', () => {
  const mutations = Object.keys(
    buildASTSchema(parse(loadTypeDefs().join('\n')))
      .getMutationType()
      ?.getFields() ?? {},
  );

  test('every mutation of the schema says whether it changes a public page, once', () => {
    const changing = [...CHANGES_PUBLIC_PAGES];
    expect(
      mutations.filter((name) => !CHANGES_PUBLIC_PAGES.has(name) && !CHANGES_NO_PUBLIC_PAGE.has(name)),
    ).toEqual([]);
    expect(changing.filter((name) => CHANGES_NO_PUBLIC_PAGE.has(name))).toEqual([]);
    // No name of a mutation that is gone.
    expect([...changing, ...CHANGES_NO_PUBLIC_PAGE].filter((name) => !mutations.includes(name))).toEqual([]);
  });
});
