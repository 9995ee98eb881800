import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation } from '@congress/router';
import { media } from '@congress/ui';
import { Page, StyledNotice } from '@congress/components';
import type { ProgrammeSessionKind } from './generated/graphql';
import {
  useDayDate,
  useLocalised,
  usePublishedProgramme,
  useSlot,
  useStars,
  type Programme,
  type ProgrammeSession,
  type ProgrammeTalk,
  type Stars,
} from './programmeData';
import { Person, ProgrammeBar, ProgrammeGate, StarToggle } from './parts';

/** Which sessions a page shows; the glance lists every session without its talks. */
export type ProgrammeView = 'glance' | 'scientific' | 'picforum' | 'social';

const KINDS: Record<ProgrammeView, readonly ProgrammeSessionKind[] | null> = {
  glance: null,
  scientific: ['KEYNOTE', 'SYMPOSIUM', 'ORAL', 'POSTER', 'SEMINAR'],
  picforum: ['PIC_FORUM'],
  social: ['SOCIAL'],
};

const StyledTabs = styled.nav`
  margin: 0 0 16px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  a {
    display: inline-flex;
    flex-direction: column;
    justify-content: center;
    min-height: 44px;
    padding: 4px 16px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
    color: ${({ theme }) => theme.colors.navy};
    text-decoration: none;
    line-height: 1.3;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.navy};
    color: #fff;
  }
  small {
    font-size: 0.8rem;
  }
`;

const StyledSessions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 2px solid ${({ theme }) => theme.colors.navy};
  > li {
    display: grid;
    grid-template-columns: 120px 1fr;
    gap: 4px 16px;
    padding: 16px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
  }
  .time {
    font-variant-numeric: tabular-nums;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.navy};
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    justify-content: space-between;
    gap: 8px;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.navy};
    overflow-wrap: anywhere;
  }
  .meta {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.92rem;
  }
  .kind {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 500;
  }
  .body {
    min-width: 0;
  }
  ${media.mobile} {
    > li {
      grid-template-columns: 1fr;
      padding: 14px 4px;
    }
  }
`;

const StyledTalks = styled.ol`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: grid;
  gap: 12px;
  > li {
    padding: 10px 12px;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    background: #f7f8fb;
  }
  .title {
    margin: 0 0 4px;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
  .talk-time {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.muted};
    margin-right: 8px;
  }
  details {
    margin-top: 6px;
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primaryDark};
    min-height: 24px;
  }
  dl {
    margin: 8px 0 0;
  }
  dt {
    font-weight: 500;
    margin-top: 6px;
  }
  dd {
    margin: 0;
  }
`;

/** The day of the URL (?day=YYYY-MM-DD), else the first; each day is a link of its own. */
function useDay(days: readonly { date: string }[]) {
  const { search } = useLocation();
  const asked = new URLSearchParams(search).get('day');
  return days.find((d) => d.date === asked)?.date ?? days[0]?.date;
}

function DayTabs({ days, current }: { days: Programme['days']; current: string | undefined }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const text = useLocalised();
  const dayDate = useDayDate();
  return (
    <StyledTabs aria-label={intl.formatMessage({ id: 'programme.days' })}>
      <ul>
        {days.map((day) => (
          <li key={day.id}>
            <Link to={`${pathname}?day=${day.date}`} aria-current={day.date === current ? 'page' : undefined}>
              <span>{text(day.label_en, day.label_ko)}</span>
              <small>{dayDate(day.date)}</small>
            </Link>
          </li>
        ))}
      </ul>
    </StyledTabs>
  );
}

function Abstract({ talk }: { talk: ProgrammeTalk }) {
  const abstract = talk.abstract;
  if (!abstract?.objectives && !abstract?.results) return null;
  const parts = ['objectives', 'methods', 'results', 'conclusions', 'keywords'] as const;
  return (
    <details>
      <summary>
        <FormattedMessage id="programme.abstract" />
      </summary>
      {abstract.authors.length > 0 && (
        <p className="meta">
          {abstract.authors.join(', ')}
          {abstract.affiliations.length > 0 && ` — ${abstract.affiliations.join('; ')}`}
        </p>
      )}
      <dl>
        {parts.map((part) =>
          abstract[part] ? (
            <div key={part}>
              <dt>
                <FormattedMessage id={`programme.abstract.${part}`} />
              </dt>
              <dd>{abstract[part]}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </details>
  );
}

function Talk({ talk, stars, poster }: { talk: ProgrammeTalk; stars: Stars; poster: boolean }) {
  const text = useLocalised();
  const slot = useSlot();
  const title = text(talk.title_en, talk.title_ko) || talk.abstract?.title || '';
  return (
    <li data-testid={`talk-${talk.id}`}>
      <div className="head">
        <p className="title">
          <span className="talk-time">
            {poster && talk.board != null ? (
              <FormattedMessage id="programme.board" values={{ board: talk.board }} />
            ) : (
              slot(talk.start, talk.end)
            )}
          </span>{' '}
          {title}
        </p>
        <StarToggle stars={stars} type="TALK" id={talk.id} title={title} />
      </div>
      {talk.speaker && <Person person={talk.speaker} />}
      <Abstract talk={talk} />
    </li>
  );
}

function Session({
  session,
  stars,
  withTalks,
}: {
  session: ProgrammeSession;
  stars: Stars;
  withTalks: boolean;
}) {
  const text = useLocalised();
  const slot = useSlot();
  const title = text(session.title_en, session.title_ko);
  const starrable = session.kind !== 'BREAK';
  return (
    <li data-testid={`session-${session.id}`}>
      <div className="time">{slot(session.start, session.end)}</div>
      <div className="body">
        <div className="head">
          <h3>{title}</h3>
          {starrable && <StarToggle stars={stars} type="SESSION" id={session.id} title={title} />}
        </div>
        <p className="meta">
          <span className="kind">
            <FormattedMessage id={`programme.kind.${session.kind}`} />
          </span>
          {' · '}
          {text(session.room.name_en, session.room.name_ko)}
        </p>
        {withTalks && session.chairs.length > 0 && (
          <p className="meta">
            <FormattedMessage id="programme.chairs" />{' '}
            {session.chairs.map((chair, i) => (
              <span key={chair.id}>
                {i > 0 && ', '}
                <Person person={chair} photo={false} />
              </span>
            ))}
          </p>
        )}
        {withTalks && session.talks.length > 0 && (
          <StyledTalks>
            {session.talks.map((talk) => (
              <Talk key={talk.id} talk={talk} stars={stars} poster={session.kind === 'POSTER'} />
            ))}
          </StyledTalks>
        )}
      </div>
    </li>
  );
}

function ProgrammeDays({ programme, view }: { programme: Programme; view: ProgrammeView }) {
  const stars = useStars();
  const text = useLocalised();
  const dayDate = useDayDate();
  const kinds = KINDS[view];
  const days = programme.days
    .map((day) => ({
      ...day,
      sessions: day.sessions
        .filter((s) => !kinds || kinds.includes(s.kind))
        .sort((a, b) => a.start.localeCompare(b.start) || a.room.name_en.localeCompare(b.room.name_en)),
    }))
    .filter((day) => day.sessions.length > 0);
  const current = useDay(days);
  const day = days.find((d) => d.date === current);
  return (
    <>
      <ProgrammeBar day={current} member={stars.member} />
      {!day ? (
        <StyledNotice data-testid="programme-none">
          <FormattedMessage id={`programme.none.${view}`} />
        </StyledNotice>
      ) : (
        <>
          {days.length > 1 && <DayTabs days={days} current={current} />}
          <h2>
            {text(day.label_en, day.label_ko)} · {dayDate(day.date)}
          </h2>
          <p>
            <FormattedMessage id="programme.koreaTime" />
          </p>
          <StyledSessions aria-busy={stars.member && !stars.starred ? true : undefined}>
            {day.sessions.map((session) => (
              <Session key={session.id} session={session} stars={stars} withTalks={view !== 'glance'} />
            ))}
          </StyledSessions>
        </>
      )}
    </>
  );
}

/** A programme page: the published programme's days, sessions of the page's kinds, talks. */
export function ProgrammePage({
  titleId,
  descriptionId,
  view,
}: {
  titleId: string;
  descriptionId: string;
  view: ProgrammeView;
}) {
  const state = usePublishedProgramme(view === 'scientific');
  return (
    <Page titleId={titleId} descriptionId={descriptionId}>
      <p>
        <FormattedMessage id={`programme.intro.${view}`} />
      </p>
      <ProgrammeGate state={state}>
        {(programme) => <ProgrammeDays programme={programme} view={view} />}
      </ProgrammeGate>
    </Page>
  );
}
