// Routing contract between the host and the remotes (docs/decisions.md, "Frontend layout and
// deployment"). The host picks a remote by path prefix (remotePrefixes.json); each remote owns
// its pages in route tables (remotes/<r>/src/features/*/routes.json), which its build merges and
// publishes as routes.json next to its mf-manifest.json. The host reads them at run time to
// guard routes, redirect and draw the navigation, so a new page needs no host rebuild.
import remotePrefixes from './remotePrefixes.json';
import type { Locale } from './constants';

export type RemoteName = 'public' | 'mypage' | 'admin';
export const REMOTE_NAMES: readonly RemoteName[] = ['public', 'mypage', 'admin'];

/** The Module Federation container name of a remote (shared/webpack-config uses the same rule). */
export const federationName = (remote: RemoteName) => `remote_${remote}`;
/**
 * public: anyone; member: any valid login; admin: the organiser role; desk: the check-in page,
 * for the front-desk role and organisers (issue 26 §2).
 */
export type Access = 'public' | 'member' | 'admin' | 'desk';
export const ACCESS_LEVELS: readonly Access[] = ['public', 'member', 'admin', 'desk'];
/**
 * Navigation menus (spec §2: main, auth, certificated, admin) plus the footer's links. The host
 * draws main, auth, certificated and footer; the back office draws its own admin menu.
 */
export type MenuGroup = 'main' | 'auth' | 'certificated' | 'admin' | 'footer';
export const MENU_GROUPS: readonly MenuGroup[] = ['main', 'auth', 'certificated', 'admin', 'footer'];

/** A label in every language; English is the fallback. */
export type Label = { en: string } & Partial<Record<Locale, string>>;

export interface RouteEntry {
  /**
   * A react-router pattern: /mypage/abstract_modify/:absId. A trailing /* takes any other path
   * below it (a remote's own "not found" page inside its layout); exact patterns win over it.
   */
  path: string;
  /** i18n id of the page title and menu label; its texts are `label`. */
  labelId: string;
  label: Label;
  access: Access;
  /** Shown in this menu (absent: not in any menu). */
  menu?: MenuGroup;
  /** The menu section (drop-down, admin menu group) it is listed under. */
  section?: string;
  /**
   * A script of the remote (its file, relative to the remote's base URL) that the page's HTML loads
   * ahead of the app: what a reader needs at once on a slow phone (the badge's QR code).
   */
  ahead?: string;
}

/** A titled group of a menu: the header's drop-downs, the admin menu's groups. */
export interface RouteSection {
  id: string;
  menu: MenuGroup;
  labelId: string;
  label: Label;
}

export interface RouteRedirect {
  from: string;
  to: string;
}

/** What one feature folder declares (features/<feature>/routes.json). */
export interface FeatureRoutes {
  /** Menu position of the feature's entries among the remote's features (lower first; default 100). */
  order?: number;
  sections?: RouteSection[];
  routes?: RouteEntry[];
  redirects?: RouteRedirect[];
}

/** A remote's published route table (dist/routes.json): its features merged in menu order. */
export interface RouteTable {
  remote: RemoteName;
  build: string;
  sections: RouteSection[];
  routes: RouteEntry[];
  redirects: RouteRedirect[];
}

const hasPrefix = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The remote serving a path, from its first segment (remotePrefixes.json). */
export function remoteForPath(pathname: string): RemoteName {
  for (const [remote, prefixes] of Object.entries(remotePrefixes.prefixes)) {
    if (prefixes.some((prefix) => hasPrefix(pathname, prefix))) return remote as RemoteName;
  }
  return remotePrefixes.fallback as RemoteName;
}

/** Where a visitor without a token is sent (spec §6): any path containing /admin goes to the admin login. */
export function loginPathFor(pathname: string): string {
  return pathname.includes('/admin') ? '/admin/login' : '/auth/login';
}

const isSplat = (pattern: string) => pattern.endsWith('/*');

/** Converts a pattern such as /mypage/abstract_modify/:absId (or /admin/*) to a RegExp. */
function patternToRegExp(pattern: string): RegExp {
  const source = (isSplat(pattern) ? pattern.slice(0, -2) : pattern)
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(isSplat(pattern) ? `^${source}(/.*)?$` : `^${source}/?$`);
}

const compiled = new Map<string, RegExp>();
/** Whether a path matches a route pattern (static segments exactly, `:param` one segment). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  let re = compiled.get(pattern);
  if (!re) {
    re = patternToRegExp(pattern);
    compiled.set(pattern, re);
  }
  return re.test(pathname);
}

/**
 * The entry serving a path, or undefined for an unknown path (a 404). Exact patterns first, then
 * the longest /* pattern, as react-router ranks them inside the remote.
 */
export function matchRoute(routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  const exact = routes.find((route) => !isSplat(route.path) && matchesPattern(route.path, pathname));
  if (exact) return exact;
  return routes
    .filter((route) => isSplat(route.path) && matchesPattern(route.path, pathname))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** Where a redirecting path (e.g. /mypage → /mypage/my_information) leads, if it is one. */
export function redirectFor(table: Pick<RouteTable, 'redirects'>, pathname: string): string | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return table.redirects.find((redirect) => redirect.from === normalised)?.to;
}

/** A label in the given language, English when it has none. */
export const labelIn = (label: Label, locale: Locale): string => label[locale] ?? label.en;

/** The i18n messages of a table's labels (page titles, menu entries, menu sections), per language. */
export function routeMessages(
  table: Pick<RouteTable, 'routes' | 'sections'>,
  locale: Locale,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of [...table.sections, ...table.routes]) out[item.labelId] = labelIn(item.label, locale);
  return out;
}

/** A menu's entries grouped by section, in table order (sections without entries left out). */
export function menuSections(
  tables: readonly Pick<RouteTable, 'routes' | 'sections'>[],
  menu: MenuGroup,
): { section: RouteSection; items: RouteEntry[] }[] {
  const routes = tables.flatMap((table) => table.routes);
  return tables
    .flatMap((table) => table.sections)
    .filter((section) => section.menu === menu)
    .map((section) => ({
      section,
      items: routes.filter((route) => route.menu === menu && route.section === section.id),
    }))
    .filter((group) => group.items.length > 0);
}

/** A menu's entries that belong to no section, in table order. */
export function menuItems(tables: readonly Pick<RouteTable, 'routes'>[], menu: MenuGroup): RouteEntry[] {
  return tables.flatMap((table) => table.routes).filter((route) => route.menu === menu);
}
