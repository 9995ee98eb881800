import { useCallback, useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { fieldErrorsOf } from '@congress/graphql';
import {
  useAdminProgrammeDraftQuery,
  useAdminProgrammePeopleQuery,
  type AdminProgrammeDraftQuery,
  type AdminProgrammePeopleQuery,
} from '../../generated/graphql';
import { errorText } from '../../listKit';

export type Draft = AdminProgrammeDraftQuery['programmeDraft'];
export type Day = Draft['days'][number];
export type Room = Draft['rooms'][number];
export type Session = Draft['sessions'][number];
export type Talk = Draft['talks'][number];
export type Conflict = Draft['conflicts'][number];
export type AcceptedAbstract = AdminProgrammePeopleQuery['abstracts'][number];

export interface Person {
  id: string;
  en: string;
  ko: string;
  affiliation?: string | null;
}

const PEOPLE_LIMIT = 500;

/** A member's name in both scripts ("Hana Lee", "이하나"): the Korean one falls back to the English. */
export function personOf(user: {
  id: string;
  givenName?: string | null;
  familyName?: string | null;
  name_kr?: string | null;
  affiliation?: string | null;
}): Person {
  const en = [user.givenName, user.familyName].filter(Boolean).join(' ') || `#${user.id}`;
  return { id: user.id, en, ko: user.name_kr || en, affiliation: user.affiliation };
}

/** "Hana Lee (이하나)", or one name when both are the same. */
export const bothNames = (p: Person) => (p.en === p.ko ? p.en : `${p.en} (${p.ko})`);

/** The draft, and who can speak or chair in it (invited speakers, presenters of accepted abstracts). */
export function useProgramme() {
  const draftQuery = useAdminProgrammeDraftQuery({ fetchPolicy: 'network-only' });
  const peopleQuery = useAdminProgrammePeopleQuery({
    variables: { limit: PEOPLE_LIMIT },
    fetchPolicy: 'network-only',
  });
  const people = peopleQuery.data;
  const lookup = useMemo(() => {
    const speakers = (people?.invitedUsers.rows ?? []).map(personOf);
    const abstracts = people?.abstracts ?? [];
    const persons = new Map<string, Person>();
    for (const a of abstracts) persons.set(a.user.id, personOf(a.user));
    for (const s of speakers) persons.set(s.id, s);
    return {
      speakers,
      abstracts,
      abstractById: new Map(abstracts.map((a) => [a.id, a])),
      person: (id: string | null | undefined) => (id ? persons.get(id) : undefined),
    };
  }, [people]);
  const refetch = draftQuery.refetch;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return {
    draft: draftQuery.data?.programmeDraft,
    error: draftQuery.error ?? peopleQuery.error,
    reload,
    ...lookup,
  };
}

export type ProgrammeData = ReturnType<typeof useProgramme>;

/** A refused change in the organiser's words: the programme rule it breaks, or the API's error. */
export function refusalText(intl: IntlShape, error: unknown): string {
  const codes = [...new Set(Object.values(fieldErrorsOf(error)))];
  const known = codes.filter((code) => intl.messages[code]);
  if (known.length) return known.map((code) => intl.formatMessage({ id: code })).join(' ');
  return errorText(intl, error);
}
