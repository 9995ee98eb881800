import { menuItems, menuSections, type RouteTable } from '@congress/domain';
import { useRouteTable } from '../routing/routeTables';

/**
 * The site's menus from the remotes' route tables: the main drop-downs (spec §2 "main"), the
 * login/sign-up links ("auth"), the member pages ("certificated") and the footer links. Each
 * remote's entries appear once its table is read.
 */
export function useSiteMenus() {
  const publicTable = useRouteTable('public').table;
  const mypageTable = useRouteTable('mypage').table;
  const tables = [publicTable, mypageTable].filter((t): t is RouteTable => Boolean(t));
  return {
    main: menuSections(tables, 'main'),
    auth: menuItems(tables, 'auth'),
    certificated: menuItems(tables, 'certificated'),
    footer: menuItems(tables, 'footer'),
  };
}
