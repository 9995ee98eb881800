import { MYPAGE_ROUTES, PUBLIC_ROUTES, type RouteEntry } from '@congress/domain';

export interface NavSection {
  id: string;
  labelId: string;
  items: RouteEntry[];
}

const SECTION_ORDER = [
  'introductions',
  'programs',
  'abstracts',
  'registrations',
  'sponsorships',
  'informations',
];

/** The "main" menu group: manifest pages grouped by section, in the site's order. */
export const MAIN_SECTIONS: NavSection[] = SECTION_ORDER.map((id) => ({
  id,
  labelId: `nav.section.${id}`,
  items: PUBLIC_ROUTES.filter((r) => r.menu === 'main' && r.section === id),
}));

export const AUTH_ITEMS = PUBLIC_ROUTES.filter((r) => r.menu === 'auth');
export const CERTIFICATED_ITEMS = MYPAGE_ROUTES.filter((r) => r.menu === 'certificated');
