import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SESSION_KIND_LABELS, type SessionKind } from '@congress/domain';
import { clockOf, inTimeOrder, slotOf } from './timetable';
import type { Room, Session } from './useProgramme';

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li button {
    display: grid;
    gap: 2px;
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    text-align: left;
    font: inherit;
    color: inherit;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    cursor: pointer;
  }
  li.conflict button {
    border-color: #b42318;
    border-left-width: 6px;
  }
  .meta {
    font-size: 0.85rem;
    color: #4a5568;
  }
  .when {
    font-weight: 700;
    color: #1a202c;
  }
  .title {
    font-weight: 600;
  }
  .conflict {
    justify-self: start;
    padding: 0 6px;
    border-radius: 3px;
    background: #b42318;
    color: #fff;
    font-size: 0.85rem;
    font-weight: 700;
  }
`;

/** A phone's view of one day: the sessions in time order with their room; a tap opens the editor. */
export function SessionList(props: {
  rooms: readonly Room[];
  sessions: readonly Session[];
  conflicted: ReadonlySet<string>;
  onOpen: (session: Session) => void;
}) {
  const intl = useIntl();
  const locale = intl.locale === 'ko' ? 'ko' : 'en';
  const rooms = new Map(props.rooms.map((r) => [r.id, r]));
  const ordered = inTimeOrder(
    props.sessions,
    props.rooms.map((r) => r.id),
  );
  if (!ordered.length)
    return (
      <p>
        <FormattedMessage id="admin.programme.noSessions" />
      </p>
    );
  return (
    <StyledList aria-label={intl.formatMessage({ id: 'admin.programme.listView' })}>
      {ordered.map((session) => {
        const slot = slotOf(session);
        const room = rooms.get(session.room_id);
        const conflict = props.conflicted.has(session.id);
        return (
          <li key={session.id} className={conflict ? 'conflict' : undefined}>
            <button type="button" data-session-id={session.id} onClick={() => props.onOpen(session)}>
              <span className="meta">
                <span className="when">
                  {clockOf(slot.start)}–{clockOf(slot.end)}
                </span>{' '}
                · {room ? `${room.name_en} · ${room.name_ko}` : ''} ·{' '}
                {SESSION_KIND_LABELS[session.kind as SessionKind][locale]}
              </span>
              <span className="title">{session.title_en}</span>
              <span className="title" lang="ko">
                {session.title_ko}
              </span>
              {conflict && (
                <span className="conflict">
                  <span aria-hidden="true">⚠ </span>
                  <FormattedMessage id="admin.programme.block.conflict" />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </StyledList>
  );
}
