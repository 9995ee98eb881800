// Pieces the programme pages share: the state notices, the calendar and sign-in line, the star
// toggle, a person with their published photo.
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation } from '@congress/router';
import { StyledNotice } from '@congress/components';
import type { ProgrammeItemType } from './generated/graphql';
import {
  feedUrl,
  starKey,
  useLocalised,
  type ProgrammePerson,
  type ProgrammeState,
  type Stars,
} from './programmeData';

export const StyledHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Until the programme is known the page keeps its room (no shift when it arrives). */
const StyledLoading = styled.div`
  min-height: 70vh;
`;

/** Loading, failed, not yet published; the programme itself otherwise. */
export function ProgrammeGate({
  state,
  children,
}: {
  state: ProgrammeState;
  children: (programme: Exclude<ProgrammeState, undefined | null | 'failed'>) => ReactNode;
}) {
  if (state === undefined) return <StyledLoading aria-busy="true" />;
  if (state === 'failed')
    return (
      <StyledNotice role="alert">
        <FormattedMessage id="programme.failed" />
      </StyledNotice>
    );
  if (state === null)
    return (
      <StyledNotice data-testid="programme-soon">
        <FormattedMessage id="programme.soon" />
      </StyledNotice>
    );
  return <>{children(state)}</>;
}

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0 0 20px;
  font-size: 0.95rem;
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p {
    margin: 0;
  }
`;

/** The calendar feeds (whole, the day shown) and, by the session, sign in or My programme. */
export function ProgrammeBar({ day, member }: { day?: string; member: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <StyledBar>
      <p>
        <a href={feedUrl('/programme.ics')} data-testid="ics-all">
          <FormattedMessage id="programme.icsAll" />
        </a>
      </p>
      {day && (
        <p>
          <a href={feedUrl(`/programme.ics?day=${day}`)} data-testid="ics-day">
            <FormattedMessage id="programme.icsDay" />
          </a>
        </p>
      )}
      <p>
        {member ? (
          <Link to="/mypage/my_programme">
            <FormattedMessage id="programme.myProgramme" />
          </Link>
        ) : (
          <Link to="/auth/login" state={{ from: `${pathname}${search}` }} data-testid="star-sign-in">
            <FormattedMessage id="programme.signInToStar" />
          </Link>
        )}
      </p>
    </StyledBar>
  );
}

const StyledStar = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 36px;
  padding: 0 12px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: #fff;
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-size: 0.9rem;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primaryDark};
    border-color: ${({ theme }) => theme.colors.primaryDark};
    color: #fff;
  }
  &:disabled {
    cursor: progress;
  }
`;

/** A member's star on a session or talk (nothing for visitors: the bar has the sign-in link). */
export function StarToggle({
  stars,
  type,
  id,
  title,
}: {
  stars: Stars;
  type: ProgrammeItemType;
  id: string;
  title: string;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!stars.member) return null;
  const on = stars.starred?.has(starKey(type, id)) ?? false;
  return (
    <>
      <StyledStar
        type="button"
        aria-pressed={on}
        disabled={busy || !stars.starred}
        aria-label={`${intl.formatMessage({ id: on ? 'programme.starred' : 'programme.star' })}: ${title}`}
        data-testid={`star-${type}-${id}`}
        onClick={async () => {
          setBusy(true);
          setFailed(!(await stars.toggle(type, id)));
          setBusy(false);
        }}
      >
        <span aria-hidden="true">{on ? '★' : '☆'}</span>
        <FormattedMessage id={on ? 'programme.starred' : 'programme.star'} />
      </StyledStar>
      {failed && (
        <span role="alert" className="star-failed">
          {intl.formatMessage({ id: 'programme.starFailed' })}
        </span>
      )}
    </>
  );
}

const StyledPerson = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
    flex: none;
    background: #eef1f7;
  }
  .affiliation {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A speaker or chair: the published photo (fixed size: nothing moves when it loads), name, affiliation. */
export function Person({ person, photo = true }: { person: ProgrammePerson; photo?: boolean }) {
  const text = useLocalised();
  const affiliation = text(person.affiliation_en, person.affiliation_ko);
  return (
    <StyledPerson>
      {photo && person.photo_url && (
        <img src={person.photo_url} alt="" width={48} height={48} loading="lazy" decoding="async" />
      )}
      <span>
        <strong>{text(person.name_en, person.name_ko)}</strong>
        {affiliation && <span className="affiliation"> · {affiliation}</span>}
      </span>
    </StyledPerson>
  );
}
