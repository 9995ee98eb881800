import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { seoulDate, seoulSlotLabel, seoulTime } from '@congress/domain';
import { windowSizeState } from '@congress/ui';
import { StyledButton } from '@congress/components';
import {
  useAdminProgrammePublishedQuery,
  useAdminProgrammeVersionsQuery,
  useMoveProgrammeSessionMutation,
  usePublishProgrammeMutation,
  useUndoProgrammeChangeMutation,
} from '../../generated/graphql';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { PageNotice, type PageNoticeState, QueryErrorNotice, StyledAdminPage } from '../../listKit';
import { DaysRoomsDialog } from './DaysRoomsDialog';
import { dayName, SessionEditor } from './SessionEditor';
import { SessionList } from './SessionList';
import { TimetableGrid } from './TimetableGrid';
import {
  clockOf,
  conflictedSessions,
  draftTalkPlaces,
  presentersToMail,
  slotInput,
  type SlotMinutes,
  type TalkPlace,
} from './timetable';
import {
  bothNames,
  personOf,
  refusalText,
  useProgramme,
  type ProgrammeData,
  type Session,
} from './useProgramme';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 0 0 16px;
  button {
    min-height: 44px;
  }
  .spacer {
    flex: 1;
  }
`;

const StyledTabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-bottom: 12px;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  button {
    min-height: 44px;
    padding: 6px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-bottom: 0;
    border-radius: 6px 6px 0 0;
    background: #f4f6fb;
    font: inherit;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.navy};
    color: #fff;
    font-weight: 700;
  }
`;

const StyledSection = styled.section`
  margin-top: 28px;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 8px;
  }
  ul.conflicts {
    margin: 0;
    padding-left: 20px;
    display: grid;
    gap: 6px;
  }
  ul.conflicts button {
    padding: 0;
    border: 0;
    background: none;
    color: #1d4ed8;
    text-decoration: underline;
    font: inherit;
    cursor: pointer;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: 6px 12px 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledKeys = styled.p`
  font-size: 0.85rem;
  color: #4a5568;
  margin: 0 0 8px;
`;

type Editing = {
  /** Stays the same while the editor is open (a created session keeps its notice and focus). */
  key: number;
  session: string | null;
  initial: { day_id: string; room_id: string; start: string; end: string };
};

/** programme/timetable: the draft programme by day and room, its conflicts, undo and publication. */
export default function ProgrammeEditorPage() {
  const intl = useIntl();
  const locale = intl.locale === 'ko' ? 'ko' : 'en';
  const data = useProgramme();
  const { draft, reload } = data;
  const versions = useAdminProgrammeVersionsQuery({ fetchPolicy: 'network-only' });
  const isPhone = useAtomValue(windowSizeState).isMobile;
  const [dayId, setDayId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [daysRooms, setDaysRooms] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [notice, setNotice] = useState<PageNoticeState>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const focusAfter = useRef<string | null>(null);
  const [move] = useMoveProgrammeSessionMutation();
  const [undo] = useUndoProgrammeChangeMutation();
  const [publish] = usePublishProgrammeMutation();

  const days = draft?.days ?? [];
  const rooms = useMemo(() => [...(draft?.rooms ?? [])].sort((a, b) => a.position - b.position), [draft]);
  const day = days.find((d) => d.id === dayId) ?? days[0];
  const sessions = (draft?.sessions ?? []).filter((s) => s.day_id === day?.id);
  const conflicts = useMemo(() => draft?.conflicts ?? [], [draft]);
  const conflicted = useMemo(() => conflictedSessions(conflicts), [conflicts]);
  const sessionById = new Map((draft?.sessions ?? []).map((s) => [s.id, s]));
  const roomById = new Map(rooms.map((r) => [r.id, r]));

  // After a move the block is drawn anew (perhaps in another column): focus goes back to it.
  useEffect(() => {
    const id = focusAfter.current;
    if (!id || !draft) return;
    focusAfter.current = null;
    document.querySelector<HTMLElement>(`[data-session-id="${id}"]`)?.focus();
  }, [draft]);

  const onMove = async (session: Session, roomId: string, slot: SlotMinutes) => {
    if (!day) return;
    setBusy(true);
    setNotice(null);
    try {
      await move({ variables: { id: session.id, slot: slotInput(session.day_id, roomId, slot) } });
      focusAfter.current = session.id;
      await reload();
      const room = roomById.get(roomId);
      setAnnouncement(
        intl.formatMessage(
          { id: 'admin.programme.moved' },
          {
            title: session.title_en,
            when: `${clockOf(slot.start)}–${clockOf(slot.end)}`,
            room: room ? `${room.name_en} ${room.name_ko}` : '',
          },
        ),
      );
    } catch (error) {
      setNotice({ tone: 'error', text: refusalText(intl, error) });
    } finally {
      setBusy(false);
    }
  };

  const onUndo = useCallback(async () => {
    if (!draft?.undoable || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const result = await undo();
      await reload();
      const action = result.data?.undoProgrammeChange ?? '';
      setAnnouncement(
        intl.formatMessage(
          { id: 'admin.programme.undone' },
          {
            action: intl.messages[`admin.programme.change.${action}`]
              ? intl.formatMessage({ id: `admin.programme.change.${action}` })
              : action,
          },
        ),
      );
    } catch (error) {
      setNotice({ tone: 'error', text: refusalText(intl, error) });
    } finally {
      setBusy(false);
    }
  }, [draft?.undoable, busy, undo, reload, intl]);

  // Ctrl+Z / Cmd+Z outside text fields and dialogs takes back the last change.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.key.toLowerCase() !== 'z') return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (document.querySelector('[data-modal]')) return;
      event.preventDefault();
      void onUndo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onUndo]);

  const openNew = () => {
    if (!day || !rooms[0]) return;
    setEditing({
      key: Date.now(),
      session: null,
      initial: { day_id: day.id, room_id: rooms[0].id, start: '09:00', end: '10:00' },
    });
  };
  const openSession = (session: Session) =>
    setEditing({
      key: Date.now(),
      session: session.id,
      initial: { day_id: session.day_id, room_id: session.room_id, start: '', end: '' },
    });

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = days[(index + step + days.length) % days.length];
    if (!next) return;
    setDayId(next.id);
    document.getElementById(`day-tab-${next.id}`)?.focus();
  };

  const describeSession = (id: string) => {
    const s = sessionById.get(id);
    if (!s) return `#${id}`;
    const room = roomById.get(s.room_id);
    return `${s.title_en} (${seoulSlotLabel(s.start_at, s.end_at, locale)}${room ? `, ${room.name_en}` : ''})`;
  };

  const editedSession = editing?.session ? (sessionById.get(editing.session) ?? null) : null;
  const lastChange = draft?.last_change;

  return (
    <StyledAdminPage aria-labelledby="programme-title" aria-busy={!draft && !data.error}>
      <h1 id="programme-title">
        <FormattedMessage id="admin.programme.title" />
      </h1>
      <p>
        <FormattedMessage id="admin.programme.intro" />
      </p>
      <QueryErrorNotice error={data.error} />
      {draft && (
        <>
          <StyledToolbar>
            <StyledButton type="button" onClick={openNew} disabled={!day || !rooms.length}>
              <FormattedMessage id="admin.programme.newSession" />
            </StyledButton>
            <StyledButton type="button" $variant="secondary" onClick={() => setDaysRooms(true)}>
              <FormattedMessage id="admin.programme.daysRooms" />
            </StyledButton>
            <StyledButton
              type="button"
              $variant="secondary"
              disabled={!draft.undoable || busy}
              aria-keyshortcuts="Control+Z Meta+Z"
              onClick={() => void onUndo()}
            >
              {lastChange && draft.undoable ? (
                <FormattedMessage
                  id="admin.programme.undoWhat"
                  values={{
                    action: intl.messages[`admin.programme.change.${lastChange}`]
                      ? intl.formatMessage({ id: `admin.programme.change.${lastChange}` })
                      : lastChange,
                  }}
                />
              ) : (
                <FormattedMessage id="admin.programme.undo" />
              )}
            </StyledButton>
            <span className="spacer" />
            <StyledButton type="button" onClick={() => setPublishing(true)} disabled={busy}>
              <FormattedMessage id="admin.programme.publish" />
            </StyledButton>
          </StyledToolbar>
          <div
            role="status"
            className="visually-hidden"
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {announcement}
          </div>
          <PageNotice notice={notice} />
          {days.length === 0 || rooms.length === 0 ? (
            <p>
              <FormattedMessage id="admin.programme.empty" />
            </p>
          ) : (
            <>
              <StyledTabs role="tablist" aria-label={intl.formatMessage({ id: 'admin.programme.days' })}>
                {days.map((d, index) => (
                  <button
                    key={d.id}
                    id={`day-tab-${d.id}`}
                    type="button"
                    role="tab"
                    aria-selected={d.id === day?.id}
                    aria-controls="day-panel"
                    tabIndex={d.id === day?.id ? 0 : -1}
                    onClick={() => setDayId(d.id)}
                    onKeyDown={(e) => onTabKey(e, index)}
                  >
                    {dayName(d, locale)}
                  </button>
                ))}
              </StyledTabs>
              <div id="day-panel" role="tabpanel" aria-labelledby={day ? `day-tab-${day.id}` : undefined}>
                {isPhone ? (
                  <SessionList
                    rooms={rooms}
                    sessions={sessions}
                    conflicted={conflicted}
                    onOpen={openSession}
                  />
                ) : (
                  <>
                    <StyledKeys id="timetable-keys">
                      <FormattedMessage id="admin.programme.keys" />
                    </StyledKeys>
                    <TimetableGrid
                      dayId={day!.id}
                      rooms={rooms}
                      sessions={sessions}
                      conflicted={conflicted}
                      busy={busy}
                      onMove={(s, r, slot) => void onMove(s, r, slot)}
                      onOpen={openSession}
                      onCreateAt={(roomId, start) =>
                        setEditing({
                          key: Date.now(),
                          session: null,
                          initial: {
                            day_id: day!.id,
                            room_id: roomId,
                            start: clockOf(start),
                            end: clockOf(Math.min(start + 60, 24 * 60)),
                          },
                        })
                      }
                    />
                  </>
                )}
              </div>
            </>
          )}
          <StyledSection aria-labelledby="conflicts-title">
            <h2 id="conflicts-title">
              <FormattedMessage id="admin.programme.conflicts" values={{ count: conflicts.length }} />
            </h2>
            {conflicts.length === 0 ? (
              <p>
                <FormattedMessage id="admin.programme.noConflicts" />
              </p>
            ) : (
              <ul className="conflicts">
                {conflicts.map((c, index) => {
                  const person = data.person(c.person_id);
                  return (
                    <li key={`${c.code}-${c.session_ids.join('-')}-${c.person_id ?? ''}-${index}`}>
                      {person ? `${bothNames(person)}: ` : ''}
                      {intl.messages[c.code] ? intl.formatMessage({ id: c.code }) : c.code}{' '}
                      {c.session_ids.map((id, i) => (
                        <span key={id}>
                          {i > 0 && ' · '}
                          <button
                            type="button"
                            onClick={() => {
                              const s = sessionById.get(id);
                              if (s) {
                                setDayId(s.day_id);
                                openSession(s);
                              }
                            }}
                          >
                            {describeSession(id)}
                          </button>
                        </span>
                      ))}
                    </li>
                  );
                })}
              </ul>
            )}
          </StyledSection>
          <StyledSection aria-labelledby="versions-title">
            <h2 id="versions-title">
              <FormattedMessage id="admin.programme.versions" />
            </h2>
            {versions.data && versions.data.programmeVersions.length === 0 && (
              <p>
                <FormattedMessage id="admin.programme.noVersions" />
              </p>
            )}
            {versions.data && versions.data.programmeVersions.length > 0 && (
              <table>
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="admin.programme.version" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.programme.publishedAt" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.programme.publishedBy" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {versions.data.programmeVersions.map((v) => (
                    <tr key={v.id}>
                      <td>{v.version}</td>
                      <td>
                        {seoulDate(v.published_at)} {seoulTime(v.published_at)}
                      </td>
                      <td>{v.published_by ? bothNames(personOf(v.published_by)) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </StyledSection>
        </>
      )}
      {editing && draft && (editing.session === null || editedSession) && (
        <SessionEditor
          key={editing.key}
          data={data}
          session={editedSession}
          initial={editing.initial}
          onSaved={async (id) => {
            await reload();
            setEditing((e) => (e ? { ...e, session: id } : e));
          }}
          onDeleted={async () => {
            await reload();
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {daysRooms && draft && (
        <DaysRoomsDialog
          days={draft.days}
          rooms={rooms}
          onChanged={reload}
          onClose={() => setDaysRooms(false)}
        />
      )}
      {publishing && (
        <ConfirmDialog
          title={<FormattedMessage id="admin.programme.publish.title" />}
          confirmLabel={<FormattedMessage id="admin.programme.publish.confirm" />}
          errorText={(error) => refusalText(intl, error)}
          onConfirm={async () => {
            const result = await publish();
            await Promise.all([reload(), versions.refetch()]);
            return {
              message: intl.formatMessage(
                { id: 'admin.programme.publish.done' },
                { version: result.data?.publishProgramme.version ?? '' },
              ),
            };
          }}
          onClose={() => setPublishing(false)}
        >
          <p>
            <FormattedMessage
              id="admin.programme.publish.text"
              values={{ sessions: draft?.sessions.length ?? 0, talks: draft?.talks.length ?? 0 }}
            />
          </p>
          <PresentersToMail first={!versions.data?.programmeVersions.length} data={data} />
        </ConfirmDialog>
      )}
    </StyledAdminPage>
  );
}

/** Who a publication mails: presenters whose talk moved since the latest publication. */
function PresentersToMail(props: { first: boolean; data: ProgrammeData }) {
  const published = useAdminProgrammePublishedQuery({ fetchPolicy: 'network-only' });
  const { draft, abstractById } = props.data;
  const doc = published.data?.programme;
  if (props.first || (published.data && !doc))
    return (
      <p>
        <FormattedMessage id="admin.programme.publish.firstNoMails" />
      </p>
    );
  if (!doc || !draft)
    return (
      <p>
        <FormattedMessage id="admin.programme.publish.mails" />
      </p>
    );
  const before: TalkPlace[] = doc.days.flatMap((d) =>
    d.sessions.flatMap((s) =>
      s.talks.map((t) => ({
        id: t.id,
        day_id: d.id,
        room_id: s.room.id,
        start: t.start,
        end: t.end,
        presenter: t.speaker?.id ?? null,
      })),
    ),
  );
  const after = draftTalkPlaces(draft.sessions, draft.talks, (id) => abstractById.get(id)?.user.id);
  return (
    <p>
      <FormattedMessage
        id="admin.programme.publish.mailCount"
        values={{ count: presentersToMail(before, after) }}
      />
    </p>
  );
}
