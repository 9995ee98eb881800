// The route manifest (spec §2, §6). The host reads it to pick which remote serves a path,
// to guard routes and to draw the navigation; each remote reads its own section to declare
// its <Routes>. One list, so the menu, the guards and the pages cannot drift apart.

export type RemoteName = 'public' | 'mypage' | 'admin';

/** The Module Federation container name of a remote (shared/webpack-config uses the same rule). */
export const federationName = (remote: RemoteName) => `remote_${remote}`;
/** public: anyone; member: any valid login; admin: the organiser role. */
export type Access = 'public' | 'member' | 'admin';
/** Navigation menu groups of spec §2. */
export type MenuGroup = 'main' | 'auth' | 'certificated' | 'admin';

export interface RouteEntry {
  path: string;
  /** i18n id of the page title / menu label. */
  labelId: string;
  remote: RemoteName;
  access: Access;
  /** Shown in the header navigation under this group (absent: not in the menu). */
  menu?: MenuGroup;
  /** Top-level section the page belongs to, for the header's drop-downs. */
  section?: string;
}

const page = (path: string, labelId: string, section: string, access: Access = 'public'): RouteEntry => ({
  path,
  labelId,
  remote: 'public',
  access,
  menu: 'main',
  section,
});

export const PUBLIC_ROUTES: readonly RouteEntry[] = [
  { path: '/home', labelId: 'nav.home', remote: 'public', access: 'public' },
  page('/introductions/welcome', 'nav.introductions.welcome', 'introductions'),
  page('/introductions/overview', 'nav.introductions.overview', 'introductions'),
  page('/introductions/congress', 'nav.introductions.congress', 'introductions'),
  page('/introductions/committees', 'nav.introductions.committees', 'introductions'),
  page('/introductions/history', 'nav.introductions.history', 'introductions'),
  page('/programs/program_glance', 'nav.programs.glance', 'programs'),
  page('/programs/invited_speaker', 'nav.programs.invitedSpeaker', 'programs'),
  page('/programs/program_picforum', 'nav.programs.picforum', 'programs'),
  page('/programs/program_scientific', 'nav.programs.scientific', 'programs'),
  page('/programs/social_program', 'nav.programs.social', 'programs'),
  page('/abstracts/abstract_guideline', 'nav.abstracts.guideline', 'abstracts'),
  page('/abstracts/abstract_submission', 'nav.abstracts.submission', 'abstracts', 'member'),
  page('/abstracts/awards', 'nav.abstracts.awards', 'abstracts'),
  page('/abstracts/presentation_guideline', 'nav.abstracts.presentationGuideline', 'abstracts'),
  page('/abstracts/presentation_upload', 'nav.abstracts.presentationUpload', 'abstracts'),
  page('/registrations/registration_korean', 'nav.registrations.korean', 'registrations'),
  page('/registrations/registration_foreigner', 'nav.registrations.foreigner', 'registrations'),
  {
    path: '/registrations/registration/:lang',
    labelId: 'nav.registrations.register',
    remote: 'public',
    access: 'member',
  },
  page('/sponsorships/sponsor_apply', 'nav.sponsorships.apply', 'sponsorships'),
  page('/sponsorships/sponsor', 'nav.sponsorships.sponsor', 'sponsorships'),
  page('/sponsorships/sponsorForm', 'nav.sponsorships.form', 'sponsorships'),
  page('/sponsorships/floorPlan', 'nav.sponsorships.floorPlan', 'sponsorships'),
  page('/informations/news_notices', 'nav.informations.newsNotices', 'informations'),
  page('/informations/general_information', 'nav.informations.general', 'informations'),
  page('/informations/venue', 'nav.informations.venue', 'informations'),
  page('/informations/download_center', 'nav.informations.downloadCenter', 'informations'),
  {
    path: '/informations/bbsDetail/:bbsId',
    labelId: 'nav.informations.newsNotices',
    remote: 'public',
    access: 'public',
  },
  { path: '/pilot', labelId: 'nav.pilot', remote: 'public', access: 'public' },
  { path: '/auth/login', labelId: 'nav.auth.login', remote: 'public', access: 'public', menu: 'auth' },
  { path: '/auth/signup', labelId: 'nav.auth.signup', remote: 'public', access: 'public', menu: 'auth' },
  { path: '/auth/find', labelId: 'nav.auth.find', remote: 'public', access: 'public' },
  { path: '/auth/sitemap', labelId: 'nav.auth.sitemap', remote: 'public', access: 'public' },
  // The link of the sign-up mail (docs/decisions.md, Accounts): confirms the e-mail address.
  { path: '/auth/confirm', labelId: 'nav.auth.confirm', remote: 'public', access: 'public' },
];

export const MYPAGE_ROUTES: readonly RouteEntry[] = [
  {
    path: '/mypage/my_information',
    labelId: 'nav.mypage.myInformation',
    remote: 'mypage',
    access: 'member',
    menu: 'certificated',
  },
  {
    path: '/mypage/my_abstract',
    labelId: 'nav.mypage.myAbstract',
    remote: 'mypage',
    access: 'member',
    menu: 'certificated',
  },
  {
    path: '/mypage/my_registration',
    labelId: 'nav.mypage.myRegistration',
    remote: 'mypage',
    access: 'member',
    menu: 'certificated',
  },
  { path: '/mypage/sitemap', labelId: 'nav.mypage.sitemap', remote: 'mypage', access: 'member' },
  {
    path: '/mypage/abstract_modify/:absId',
    labelId: 'nav.mypage.abstractModify',
    remote: 'mypage',
    access: 'member',
  },
  {
    path: '/mypage/registration_modify/:lang',
    labelId: 'nav.mypage.registrationModify',
    remote: 'mypage',
    access: 'member',
  },
  { path: '/mypage/mbmypage', labelId: 'nav.mypage.mobile', remote: 'mypage', access: 'member' },
  // Payment result pages (spec §2) belong to the member area: they need a login.
  { path: '/success', labelId: 'nav.payment.success', remote: 'mypage', access: 'member' },
  { path: '/failed', labelId: 'nav.payment.failed', remote: 'mypage', access: 'member' },
  { path: '/windowClose', labelId: 'nav.payment.windowClose', remote: 'mypage', access: 'member' },
  { path: '/payment/:payId', labelId: 'nav.payment.payment', remote: 'mypage', access: 'member' },
];

/** Admin pages; the sections below /admin/main (spec §2). */
export interface AdminMenuGroup {
  /** i18n id; the admin menu is shown in Korean (spec §2). */
  labelId: string;
  items: readonly { path: string; labelId: string }[];
}

export const ADMIN_MENU: readonly AdminMenuGroup[] = [
  {
    labelId: 'admin.menu.statistics',
    items: [{ path: '/admin/main/committee/eventStatistics', labelId: 'admin.menu.eventStatistics' }],
  },
  {
    labelId: 'admin.menu.registration',
    items: [
      { path: '/admin/main/regist/committeUserData', labelId: 'admin.menu.committeUserData' },
      { path: '/admin/main/regist/refundData', labelId: 'admin.menu.refundData' },
      { path: '/admin/main/regist/invitedSpeaker', labelId: 'admin.menu.invitedSpeaker' },
      { path: '/admin/main/regist/registerLog', labelId: 'admin.menu.registerLog' },
      { path: '/admin/main/regist/payLog', labelId: 'admin.menu.payLog' },
    ],
  },
  {
    labelId: 'admin.menu.abstract',
    items: [{ path: '/admin/main/abstract/abstractData', labelId: 'admin.menu.abstractData' }],
  },
  {
    labelId: 'admin.menu.member',
    items: [
      { path: '/admin/main/member/allUsers', labelId: 'admin.menu.allUsers' },
      { path: '/admin/main/member/unregistered', labelId: 'admin.menu.unregistered' },
      { path: '/admin/main/groups/group', labelId: 'admin.menu.groups' },
    ],
  },
  {
    labelId: 'admin.menu.mail',
    items: [
      { path: '/admin/main/mail/autoSending', labelId: 'admin.menu.autoSending' },
      { path: '/admin/main/mail/mailLog', labelId: 'admin.menu.mailLog' },
      { path: '/admin/main/mail/templateSetting', labelId: 'admin.menu.templateSetting' },
    ],
  },
  {
    labelId: 'admin.menu.general',
    items: [
      { path: '/admin/main/general/popupSetting', labelId: 'admin.menu.popupSetting' },
      { path: '/admin/main/general/bbsSetting', labelId: 'admin.menu.bbsSetting' },
    ],
  },
  {
    labelId: 'admin.menu.sponsor',
    items: [{ path: '/admin/main/sponsor/sponsorData', labelId: 'admin.menu.sponsorData' }],
  },
];

export const ADMIN_ROUTES: readonly RouteEntry[] = [
  { path: '/admin/login', labelId: 'nav.admin.login', remote: 'admin', access: 'public' },
  ...ADMIN_MENU.flatMap((group) =>
    group.items.map((item): RouteEntry => ({
      path: item.path,
      labelId: item.labelId,
      remote: 'admin',
      access: 'admin',
      menu: 'admin',
    })),
  ),
];

export const ALL_ROUTES: readonly RouteEntry[] = [...PUBLIC_ROUTES, ...MYPAGE_ROUTES, ...ADMIN_ROUTES];

/** Where a visitor without a token is sent (spec §6): any path containing /admin goes to the admin login. */
export function loginPathFor(pathname: string): string {
  return pathname.includes('/admin') ? '/admin/login' : '/auth/login';
}

/** Converts a manifest pattern such as /mypage/abstract_modify/:absId to a RegExp. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const compiled = ALL_ROUTES.map((route) => ({ route, re: patternToRegExp(route.path) }));

/** The manifest entry serving a path, or undefined for an unknown path (a 404). */
export function matchRoute(pathname: string): RouteEntry | undefined {
  return compiled.find(({ re }) => re.test(pathname))?.route;
}
