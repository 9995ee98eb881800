import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SESSION_KIND_LABELS, type SessionKind } from '@congress/domain';
import { clockOf, gridSpan, neighbourRoom, shifted, slotOf, snap, STEP, type SlotMinutes } from './timetable';
import type { Room, Session } from './useProgramme';

/** Pixels per minute: a five-minute row is 10 px, an hour 120 px. */
const PX = 2;
const HEADER = 52;

const StyledScroller = styled.div`
  overflow: auto;
  max-height: 75vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: #fff;
`;

const StyledGrid = styled.div<{ $rooms: number }>`
  display: grid;
  grid-template-columns: 64px repeat(${({ $rooms }) => $rooms}, minmax(190px, 1fr));
  min-width: fit-content;
  position: relative;
  .corner,
  .roomHead {
    position: sticky;
    top: 0;
    z-index: 3;
    height: ${HEADER}px;
    padding: 6px 8px;
    background: #f4f6fb;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 0.85rem;
    line-height: 1.25;
  }
  .corner {
    left: 0;
    z-index: 4;
  }
  .roomHead strong {
    display: block;
  }
  .times {
    position: sticky;
    left: 0;
    z-index: 2;
    background: #fff;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
  .time {
    position: absolute;
    right: 6px;
    font-size: 0.75rem;
    color: #4a5568;
    transform: translateY(-50%);
  }
  .column {
    position: relative;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
    background-image: repeating-linear-gradient(
      to bottom,
      #e6e9f0 0,
      #e6e9f0 1px,
      transparent 1px,
      transparent ${30 * PX}px
    );
  }
  .column.poster {
    background-color: #fbfaf4;
  }
`;

const StyledBlock = styled.button<{ $kind: SessionKind; $conflict: boolean; $dragging: boolean }>`
  position: absolute;
  left: 4px;
  right: 4px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: flex-start;
  overflow: hidden;
  padding: 4px 6px 10px;
  text-align: left;
  font: inherit;
  font-size: 0.8rem;
  line-height: 1.25;
  color: #1a202c;
  border-radius: 6px;
  border: 1px solid ${({ $conflict }) => ($conflict ? '#b42318' : '#5b6b95')};
  border-left-width: ${({ $conflict }) => ($conflict ? '6px' : '4px')};
  background: ${({ $kind }) =>
    $kind === 'BREAK'
      ? '#f1f1f1'
      : $kind === 'POSTER'
        ? '#fff6dd'
        : $kind === 'SOCIAL'
          ? '#eef8ee'
          : '#eaf0ff'};
  cursor: grab;
  touch-action: none;
  user-select: none;
  z-index: ${({ $dragging }) => ($dragging ? 5 : 1)};
  box-shadow: ${({ $dragging }) => ($dragging ? '0 6px 18px rgba(0,0,0,.25)' : 'none')};
  &:focus-visible {
    outline: 3px solid #1d4ed8;
    outline-offset: 1px;
    z-index: 4;
  }
  .when {
    font-weight: 700;
  }
  .kind {
    color: #4a5568;
  }
  .title {
    display: block;
    font-weight: 600;
  }
  .conflict {
    display: inline-block;
    margin-top: 2px;
    padding: 0 4px;
    border-radius: 3px;
    background: #b42318;
    color: #fff;
    font-weight: 700;
  }
  .resize {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 8px;
    cursor: ns-resize;
    background: linear-gradient(
      to bottom,
      transparent 3px,
      rgba(91, 107, 149, 0.5) 3px,
      rgba(91, 107, 149, 0.5) 5px,
      transparent 5px
    );
  }
`;

interface Drag {
  session: Session;
  mode: 'move' | 'resize';
  x: number;
  y: number;
  moved: boolean;
}

/**
 * One day as a grid: a column per room, time downwards (Korea time, 5-minute steps), sessions as
 * blocks. A block moves by pointer drag (another time or room) or by keyboard (arrows: 5 minutes,
 * next room; Shift+arrows: its end); Enter or a click opens its editor.
 */
export function TimetableGrid(props: {
  dayId: string;
  rooms: readonly Room[];
  sessions: readonly Session[];
  conflicted: ReadonlySet<string>;
  busy: boolean;
  onMove: (session: Session, roomId: string, slot: SlotMinutes) => void;
  onOpen: (session: Session) => void;
  /** A double click on an empty place: a new session there (room, start to the quarter hour). */
  onCreateAt?: (roomId: string, start: number) => void;
}) {
  const intl = useIntl();
  const locale = intl.locale === 'ko' ? 'ko' : 'en';
  const grid = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);
  const [preview, setPreview] = useState<{ id: string; dx: number; dy: number; mode: Drag['mode'] } | null>(
    null,
  );
  const span = gridSpan(props.sessions.map(slotOf));
  const height = (span.end - span.start) * PX;
  const hours: number[] = [];
  for (let m = span.start; m <= span.end; m += 60) hours.push(m);

  const roomAt = (x: number): string | null => {
    const columns = grid.current?.querySelectorAll<HTMLElement>('[data-room-column]') ?? [];
    for (const column of columns) {
      const rect = column.getBoundingClientRect();
      if (x >= rect.left && x < rect.right) return column.dataset.roomColumn ?? null;
    }
    return null;
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>, session: Session, mode: Drag['mode']) => {
    if (event.button !== 0 || props.busy) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { session, mode, x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (!d.moved && Math.abs(dx) < 4 && Math.abs(dy) < 4) return;
    d.moved = true;
    setPreview({ id: d.session.id, dx: d.mode === 'move' ? dx : 0, dy: snap(dy / PX) * PX, mode: d.mode });
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    drag.current = null;
    setPreview(null);
    if (!d?.moved) return;
    dragged.current = true; // the click that follows a drag does not open the editor
    const slot = slotOf(d.session);
    const delta = snap((event.clientY - d.y) / PX);
    const roomId = d.mode === 'move' ? (roomAt(event.clientX) ?? d.session.room_id) : d.session.room_id;
    const next = shifted(slot, delta, d.mode) ?? slot;
    if (roomId !== d.session.room_id || next.start !== slot.start || next.end !== slot.end)
      props.onMove(d.session, roomId, next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, session: Session) => {
    const slot = slotOf(session);
    if (event.key === 'Enter') {
      event.preventDefault();
      props.onOpen(session);
      return;
    }
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      if (props.busy) return;
      const delta = event.key === 'ArrowUp' ? -STEP : STEP;
      const next = shifted(slot, delta, event.shiftKey ? 'resize' : 'move');
      if (next) props.onMove(session, session.room_id, next);
      return;
    }
    if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !event.shiftKey) {
      event.preventDefault();
      if (props.busy) return;
      const room = neighbourRoom(props.rooms, session.room_id, event.key === 'ArrowLeft' ? -1 : 1);
      if (room) props.onMove(session, room.id, slot);
    }
  };

  return (
    <StyledScroller>
      <StyledGrid
        ref={grid}
        $rooms={props.rooms.length}
        style={{ gridTemplateRows: `${HEADER}px ${height}px` }}
      >
        <div className="corner" aria-hidden="true">
          <FormattedMessage id="admin.programme.koreaTime" />
        </div>
        {props.rooms.map((room) => (
          <div key={room.id} className="roomHead" id={`room-head-${room.id}`}>
            <strong>{room.name_en}</strong>
            <span lang="ko">{room.name_ko}</span>
          </div>
        ))}
        <div className="times" aria-hidden="true">
          {hours.map((m) => (
            <span
              key={m}
              className="time"
              style={{ top: (m - span.start) * PX, transform: m === span.start ? 'none' : undefined }}
            >
              {clockOf(m)}
            </span>
          ))}
        </div>
        {props.rooms.map((room) => (
          <section
            key={room.id}
            className={room.poster_area ? 'column poster' : 'column'}
            data-room-column={room.id}
            aria-labelledby={`room-head-${room.id}`}
            onDoubleClick={(event) => {
              if (event.target !== event.currentTarget || !props.onCreateAt) return;
              const top = event.currentTarget.getBoundingClientRect().top;
              const minute = span.start + Math.floor((event.clientY - top) / PX / 15) * 15;
              props.onCreateAt(room.id, Math.min(minute, span.end - 15));
            }}
          >
            {props.sessions
              .filter((s) => s.room_id === room.id)
              .map((session) => {
                const slot = slotOf(session);
                const conflict = props.conflicted.has(session.id);
                const moving = preview?.id === session.id ? preview : null;
                const extra = moving?.mode === 'resize' ? moving.dy : 0;
                const kind = SESSION_KIND_LABELS[session.kind as SessionKind][locale];
                const when = `${clockOf(slot.start)}–${clockOf(slot.end)}`;
                return (
                  <StyledBlock
                    key={session.id}
                    type="button"
                    data-session-id={session.id}
                    $kind={session.kind as SessionKind}
                    $conflict={conflict}
                    $dragging={!!moving}
                    aria-describedby="timetable-keys"
                    aria-label={intl.formatMessage(
                      {
                        id: conflict ? 'admin.programme.block.labelConflict' : 'admin.programme.block.label',
                      },
                      {
                        when,
                        kind,
                        en: session.title_en,
                        ko: session.title_ko,
                        room: `${room.name_en} ${room.name_ko}`,
                      },
                    )}
                    style={{
                      top: (slot.start - span.start) * PX,
                      height: Math.max(STEP * PX, (slot.end - slot.start) * PX + extra),
                      transform:
                        moving?.mode === 'move' ? `translate(${moving.dx}px, ${moving.dy}px)` : undefined,
                    }}
                    onPointerDown={(e) => onPointerDown(e, session, 'move')}
                    onPointerMove={onPointerMove}
                    onPointerUp={onPointerUp}
                    onPointerCancel={() => {
                      drag.current = null;
                      setPreview(null);
                    }}
                    onClick={() => {
                      if (dragged.current) {
                        dragged.current = false;
                        return;
                      }
                      props.onOpen(session);
                    }}
                    onKeyDown={(e) => onKeyDown(e, session)}
                  >
                    {/* Spaces between the parts: the visible text reads as the start of the
                        button's name (WCAG 2.5.3), not as words run together. */}
                    <span>
                      <span className="when">{when}</span> <span className="kind">{kind}</span>
                    </span>{' '}
                    <span className="title">{session.title_en}</span>{' '}
                    <span className="title" lang="ko">
                      {session.title_ko}
                    </span>{' '}
                    {conflict && (
                      <span className="conflict">
                        <span aria-hidden="true">⚠ </span>
                        <FormattedMessage id="admin.programme.block.conflict" />
                      </span>
                    )}
                    <span
                      className="resize"
                      aria-hidden="true"
                      onPointerDown={(e) => onPointerDown(e, session, 'resize')}
                      onPointerMove={onPointerMove}
                      onPointerUp={onPointerUp}
                    />
                  </StyledBlock>
                );
              })}
          </section>
        ))}
      </StyledGrid>
    </StyledScroller>
  );
}
