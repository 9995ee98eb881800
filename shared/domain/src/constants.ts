import site from './site.json';

// Business constants of spec §5 and §9.

export const TIME_ZONE = 'Asia/Seoul';
/**
 * A day and a time of the congress as a page shows it ("2026년 11월 17일 09:30", "November 17,
 * 2026 at 09:30"), in Korea time on a 24-hour clock. Not `timeStyle`: the server's and the
 * browser's CLDR write the Korean day period differently ("AM" against "오전"), and a page rendered
 * on one is hydrated on the other with the same text.
 */
export const KOREA_DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
export const DEFAULT_LOCALE = 'en';
export const LOCALES = ['en', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];

/** Key under which the browser keeps the login token (spec §6: "a fixed key"). */
export const TOKEN_STORAGE_KEY = 'congress2024.jwt';
export const LOCALE_STORAGE_KEY = 'congress2024.locale';
/**
 * Cookie mirroring the chosen language, so the server renders a public page in it (the server
 * cannot read localStorage). Written by the host; absent means English.
 */
export const LOCALE_COOKIE = 'congress2024_locale';
/**
 * The element of a server-rendered page holding what the browser hydrates it with (JSON: the
 * language, the route tables and the page queries' answers the server rendered).
 */
export const PAGE_STATE_ELEMENT_ID = 'page-state';
/**
 * A server-rendered page starts the app at the reader's first move (docs/decisions.md, "The app at
 * the reader's first move"); an element with this attribute in the page starts it at once.
 */
export const APP_AT_LOAD_ATTRIBUTE = 'data-app-at-load';
/** Dispatched on the document just before the app hydrates a server-rendered page. */
export const APP_HYDRATING_EVENT = 'congress:hydrating';

/** A popup ending at this instant has no end date (spec §9). */
export const POPUP_NO_END_DATE = '3000-12-31T23:59:59';

/** KG Mobilians call type: S = same window (spec §9). */
export const PAYMENT_CALL_TYPE = 'S';

/**
 * Responsive breakpoints in px (spec §2); "mobile" is below md. The spec also names sm (340) and
 * xl (1920); no layout changes there (one phone layout below md, content capped at 1200 px above
 * lg), so they are not declared: a declared breakpoint has a media query (docs/decisions.md).
 */
export const BREAKPOINTS = { md: 749, lg: 1400 } as const;

/** Pagination defaults and bounds for every list query. */
export const PAGE = { defaultLimit: 20, maxLimit: 500 } as const;

// Page title and description (spec §1); the webpack build reads site.json for index.html too.

export const SOCIETY_NAME = site.societyName;
export const CONGRESS_TITLE = site.title;
export const CONGRESS_DESCRIPTION = site.description;

/** Korea's two-letter code: members from Korea fill the Korean-mode form; Korea leads the country list. */
export const KOREA_CODE = 'KR';

/** How long a mailed find-password code works (the mail and the page say so). */
export const AUTH_CODE_TTL_MINUTES = 10;
