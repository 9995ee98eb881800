import { menuItems, menuSections, type RouteTable } from '@congress/domain';
import { useRouteTable } from '../routing/routeTables';

/**
 * The site's menus from the remotes' route tables: the main drop-downs (spec §2 "main"), the
 * login/sign-up links ("auth"), the member pages ("certificated") and the footer links. Each
 * remote's entries appear once its table is read. Worked out once per pair of tables, not in each
 * of the header's, the phone menu's and the footer's parts that draw them.
 */
export function useSiteMenus() {
  const publicTable = useRouteTable('public').table;
  const mypageTable = useRouteTable('mypage').table;
  const key = publicTable ?? NO_TABLE;
  let byMypage = known.get(key);
  if (!byMypage) known.set(key, (byMypage = new WeakMap()));
  let menus = byMypage.get(mypageTable ?? NO_TABLE);
  if (!menus) byMypage.set(mypageTable ?? NO_TABLE, (menus = menusOf(publicTable, mypageTable)));
  return menus;
}

const NO_TABLE = {};
const known = new WeakMap<object, WeakMap<object, ReturnType<typeof menusOf>>>();

function menusOf(...read: (RouteTable | undefined)[]) {
  const tables = read.filter((t): t is RouteTable => Boolean(t));
  return {
    main: menuSections(tables, 'main'),
    auth: menuItems(tables, 'auth'),
    certificated: menuItems(tables, 'certificated'),
    footer: menuItems(tables, 'footer'),
  };
}
