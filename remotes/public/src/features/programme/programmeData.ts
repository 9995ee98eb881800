// The published programme and a member's stars, read over fetch (no Apollo Client on these pages:
// docs/decisions.md, "Apollo Client on demand"). Times are shown in Korea time.
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { TIME_ZONE } from '@congress/domain';
import { requestGraphQL } from '@congress/graphql';
import { graphqlEndpoint, usePageQuery, useSession } from '@congress/ui';
import {
  ProgrammeStarsDocument,
  PublishedProgrammeDocument,
  StarProgrammeItemDocument,
  UnstarProgrammeItemDocument,
  type ProgrammeItemType,
  type ProgrammeStarsQuery,
  type PublishedProgrammeQuery,
  type StarProgrammeItemMutation,
  type StarredItemFragment,
  type UnstarProgrammeItemMutation,
} from './generated/graphql';

export type Programme = NonNullable<PublishedProgrammeQuery['programme']>;
export type ProgrammeDay = Programme['days'][number];
export type ProgrammeSession = ProgrammeDay['sessions'][number];
export type ProgrammeTalk = ProgrammeSession['talks'][number];
export type ProgrammePerson = NonNullable<ProgrammeTalk['speaker']>;

/** undefined while asked for, null before the first publication, 'failed' when it could not be read. */
export type ProgrammeState = Programme | null | undefined | 'failed';

export function usePublishedProgramme(withAbstracts: boolean): ProgrammeState {
  const { data, error } = usePageQuery<PublishedProgrammeQuery, { withAbstracts: boolean }>(
    PublishedProgrammeDocument,
    { variables: { withAbstracts } },
  );
  return error ? 'failed' : data?.programme;
}

export const starKey = (type: ProgrammeItemType, id: string) => `${type}:${id}`;

const keysOf = (items: readonly StarredItemFragment[]) =>
  new Set(
    items.map((item) => (item.talk ? starKey('TALK', item.talk.id) : starKey('SESSION', item.session.id))),
  );

export interface Stars {
  /** Signed in: the starred keys (null while they load); anonymous: not a member. */
  member: boolean;
  starred: ReadonlySet<string> | null;
  toggle: (type: ProgrammeItemType, id: string) => Promise<boolean>;
}

/** A signed-in member's stars; a toggle answers with the whole new list. */
export function useStars(): Stars {
  const { user } = useSession();
  const member = Boolean(user);
  const [starred, setStarred] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    setStarred(null);
    if (!member) return undefined;
    let cancelled = false;
    requestGraphQL<ProgrammeStarsQuery>(graphqlEndpoint(), ProgrammeStarsDocument).then(
      (data) => !cancelled && setStarred(keysOf(data.myProgramme.items)),
      () => !cancelled && setStarred(new Set()),
    );
    return () => {
      cancelled = true;
    };
  }, [member]);
  const toggle = useCallback(
    async (type: ProgrammeItemType, id: string) => {
      const on = starred?.has(starKey(type, id)) ?? false;
      try {
        const items = on
          ? (
              await requestGraphQL<UnstarProgrammeItemMutation, { type: ProgrammeItemType; id: string }>(
                graphqlEndpoint(),
                UnstarProgrammeItemDocument,
                { type, id },
              )
            ).unstarProgrammeItem
          : (
              await requestGraphQL<StarProgrammeItemMutation, { type: ProgrammeItemType; id: string }>(
                graphqlEndpoint(),
                StarProgrammeItemDocument,
                { type, id },
              )
            ).starProgrammeItem;
        setStarred(keysOf(items));
        return true;
      } catch {
        return false;
      }
    },
    [starred],
  );
  return { member, starred, toggle };
}

/** The English or Korean text; Korean falls back to English where a name has none. */
export function useLocalised() {
  const { locale } = useIntl();
  return useCallback((en: string, ko: string) => (locale === 'ko' && ko.trim() ? ko : en), [locale]);
}

/** "09:30–10:30" in Korea time (24-hour clock in both languages). */
export function useSlot() {
  const intl = useIntl();
  return useCallback(
    (start: string, end: string) => {
      const time = (iso: string) =>
        intl.formatTime(iso, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      return `${time(start)}–${time(end)}`;
    },
    [intl],
  );
}

/** A day's date in words ("Thursday 21 March 2024"), read as a Korea date. */
export function useDayDate() {
  const intl = useIntl();
  return useCallback(
    (date: string) =>
      intl.formatDate(`${date}T12:00:00+09:00`, {
        timeZone: TIME_ZONE,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    [intl],
  );
}

/**
 * The calendar feed's address. The API serves the page's site in production (a path); when it
 * answers from another origin (development), that origin. On the server: the path.
 */
export function feedUrl(path: string): string {
  try {
    const api = new URL(graphqlEndpoint().uri, window.location.href);
    return api.origin === window.location.origin ? path : `${api.origin}${path}`;
  } catch {
    return path;
  }
}
