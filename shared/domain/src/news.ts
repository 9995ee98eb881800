// News and notices (the bulletin, "bbs"): what the public pages and the back office share.
import type { NewsAndNoticeType } from './enums';

/** Posts a page of the public list shows. */
export const NEWS_PAGE_SIZE = 10;
/** Longest title and content (characters, content as stored HTML). */
export const NEWS_LIMITS = { title: 300, content: 200_000, attachments: 10 } as const;
/** Popup title and content limits. */
export const POPUP_LIMITS = { title: 200, content: 100_000 } as const;

/** Types the news_notices page lists (the download center lists DOWNLOAD posts on its own page). */
export const NEWS_LIST_TYPES: readonly NewsAndNoticeType[] = ['NOTICE', 'NEWS', 'GALLERY'];
