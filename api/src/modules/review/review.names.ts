// How the review names people: a member's display name and the language of the mails to them.
import type { Locale } from '@congress/domain';
import type { MemberRow } from '../members/members.lookup';

/** "Given FAMILY", else the address; null without a member. */
export const nameOf = (member: MemberRow | undefined | null) =>
  member
    ? [member.givenName, member.familyName?.toUpperCase()].filter(Boolean).join(' ') || member.email
    : null;

/** A member's language: Korean for members in Korea, English otherwise (as the programme's mails). */
export const localeOfMember = (member: MemberRow | undefined): Locale | undefined =>
  member ? (member.country === 'KR' ? 'ko' : 'en') : undefined;
