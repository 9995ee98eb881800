import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SESSION_KINDS, timedTalks, type SessionKind } from '@congress/domain';
import { programmeSessionSchema, programmeTalkSchema, z } from '@congress/domain/validation';
import { fieldErrorsOf } from '@congress/graphql';
import { BusyButton, StyledButton } from '@congress/components';
import {
  SelectField,
  StyledFieldRow,
  StyledForm,
  TextField,
  useSchemaForm,
} from '@congress/components/forms';
import {
  useAssignPosterBoardsMutation,
  useCreateProgrammeSessionMutation,
  useCreateProgrammeTalkMutation,
  useDeleteProgrammeSessionMutation,
  useDeleteProgrammeTalkMutation,
  useReorderProgrammeTalksMutation,
  useUpdateProgrammeSessionMutation,
} from '../../generated/graphql';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { Modal } from '../../dialogs/Modal';
import { PageNotice, type PageNoticeState } from '../../listKit';
import { clockOf, slotOf } from './timetable';
import { bothNames, refusalText, type ProgrammeData, type Session, type Talk } from './useProgramme';

const StyledEditor = styled.div`
  display: grid;
  gap: 20px;
  fieldset {
    margin: 0;
    padding: 10px 14px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
  }
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
  form fieldset {
    display: grid;
    gap: 12px;
  }
  .chairs {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 2px 12px;
    max-height: 180px;
    overflow-y: auto;
  }
  .chairs label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 32px;
  }
  .chairs input {
    width: 20px;
    height: 20px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    justify-content: space-between;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 1.05rem;
  }
  ol.talks {
    margin: 0 0 12px;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 6px;
  }
  ol.talks li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 8px;
    align-items: center;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
  }
  ol.talks .talkTitle {
    font-weight: 600;
  }
  ol.talks .meta {
    font-size: 0.85rem;
    color: #4a5568;
  }
  ol.talks .buttons {
    display: flex;
    gap: 4px;
    flex-wrap: wrap;
  }
  ol.talks .buttons button {
    min-height: 36px;
    padding: 4px 10px;
  }
  ol.talks input {
    width: 80px;
    min-height: 36px;
  }
`;

type SessionValues = {
  kind: string;
  title_en: string;
  title_ko: string;
  chair_ids: string[];
  day_id: string;
  room_id: string;
  start: string;
  end: string;
};

const talkShape = programmeTalkSchema.shape;
/** The add-a-talk form: the shared talk rules, under names of their own (the session form is beside it). */
const talkFormSchema = z
  .object({
    talk_source: z.enum(['speaker', 'abstract'], 'validation.required'),
    talk_person: z.string().trim(),
    talk_title_en: talkShape.title_en,
    talk_title_ko: talkShape.title_ko,
    talk_minutes: talkShape.minutes,
    talk_board: z.union([
      z.literal(''),
      z.coerce
        .number('validation.invalid')
        .int('validation.invalid')
        .min(1, 'validation.invalid')
        .max(9999, 'validation.invalid'),
    ]),
  })
  .superRefine((v, ctx) => {
    if (!v.talk_person)
      ctx.addIssue({ code: 'custom', path: ['talk_person'], message: 'validation.required' });
  });

type TalkValues = {
  talk_source: string;
  talk_person: string;
  talk_title_en: string;
  talk_title_ko: string;
  talk_minutes: string;
  talk_board: string;
};

const emptyTalk: TalkValues = {
  talk_source: 'speaker',
  talk_person: '',
  talk_title_en: '',
  talk_title_ko: '',
  talk_minutes: '20',
  talk_board: '',
};

/** The editor of one session (or of a new one): where and when, titles side by side, chairs, talks. */
export function SessionEditor(props: {
  data: ProgrammeData;
  /** Null: a new session with these first values. */
  session: Session | null;
  initial: { day_id: string; room_id: string; start: string; end: string };
  onSaved: (sessionId: string) => Promise<void>;
  onDeleted: () => Promise<void>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const locale = intl.locale === 'ko' ? 'ko' : 'en';
  const { data, session } = props;
  const draft = data.draft!;
  const slot = session ? slotOf(session) : null;
  const form = useSchemaForm<SessionValues>(() => programmeSessionSchema, {
    kind: session?.kind ?? 'SYMPOSIUM',
    title_en: session?.title_en ?? '',
    title_ko: session?.title_ko ?? '',
    chair_ids: session?.chair_ids ?? [],
    day_id: session?.day_id ?? props.initial.day_id,
    room_id: session?.room_id ?? props.initial.room_id,
    start: slot ? clockOf(slot.start) : props.initial.start,
    end: slot ? clockOf(slot.end) : props.initial.end,
  });
  const [notice, setNotice] = useState<PageNoticeState>(null);
  const [create, creating] = useCreateProgrammeSessionMutation();
  const [update, updating] = useUpdateProgrammeSessionMutation();
  const [remove, removing] = useDeleteProgrammeSessionMutation();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const onSubmit = form.submit(async (v) => {
    setNotice(null);
    const input = {
      kind: v.kind as SessionKind,
      title_en: v.title_en,
      title_ko: v.title_ko,
      chair_ids: v.chair_ids.map(String),
      day_id: String(v.day_id),
      room_id: String(v.room_id),
      start: v.start,
      end: v.end,
    };
    try {
      const id = session
        ? (await update({ variables: { id: session.id, input } })).data?.updateProgrammeSession.id
        : (await create({ variables: { input } })).data?.createProgrammeSession.id;
      if (id) await props.onSaved(id);
      setNotice({ tone: 'success', text: intl.formatMessage({ id: 'admin.programme.session.saved' }) });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).some((f) => f in v)) form.setErrors(fields);
      setNotice({ tone: 'error', text: refusalText(intl, error) });
    }
  });

  const chairs = form.values.chair_ids;
  const toggleChair = (id: string, on: boolean) =>
    form.setValue('chair_ids', on ? [...chairs, id] : chairs.filter((c) => c !== id));

  return (
    <Modal
      wide
      side
      title={
        session ? (
          <FormattedMessage
            id="admin.programme.session.edit"
            values={{ title: locale === 'ko' ? session.title_ko : session.title_en }}
          />
        ) : (
          <FormattedMessage id="admin.programme.session.new" />
        )
      }
      onClose={props.onClose}
      busy={creating.loading || updating.loading || removing.loading}
    >
      <StyledEditor>
        <StyledForm
          noValidate
          onSubmit={onSubmit}
          aria-label={intl.formatMessage({ id: 'admin.programme.session.form' })}
        >
          <StyledFieldRow>
            <SelectField
              form={form}
              name="kind"
              labelId="admin.programme.field.kind"
              required
              options={SESSION_KINDS.map((k) => ({ value: k, labelId: `admin.programme.kind.${k}` }))}
            />
            <SelectField
              form={form}
              name="room_id"
              labelId="admin.programme.field.room"
              required
              options={draft.rooms.map((r) => ({ value: r.id, label: `${r.name_en} · ${r.name_ko}` }))}
            />
          </StyledFieldRow>
          <StyledFieldRow>
            <TextField form={form} name="title_en" labelId="admin.programme.field.titleEn" required />
            <TextField form={form} name="title_ko" labelId="admin.programme.field.titleKo" required />
          </StyledFieldRow>
          <StyledFieldRow>
            <SelectField
              form={form}
              name="day_id"
              labelId="admin.programme.field.day"
              required
              options={draft.days.map((d) => ({ value: d.id, label: dayName(d, locale) }))}
            />
            <TextField
              form={form}
              name="start"
              type="time"
              labelId="admin.programme.field.start"
              hintId="admin.programme.koreaTimeHint"
              required
            />
            <TextField
              form={form}
              name="end"
              type="time"
              labelId="admin.programme.field.end"
              hintId="admin.programme.koreaTimeHint"
              required
            />
          </StyledFieldRow>
          <fieldset>
            <legend>
              <FormattedMessage id="admin.programme.field.chairs" />
            </legend>
            {data.speakers.length === 0 ? (
              <p>
                <FormattedMessage id="admin.programme.noSpeakers" />
              </p>
            ) : (
              <div className="chairs">
                {data.speakers.map((p) => (
                  <label key={p.id}>
                    <input
                      type="checkbox"
                      checked={chairs.includes(p.id)}
                      onChange={(e) => toggleChair(p.id, e.target.checked)}
                    />
                    {bothNames(p)}
                  </label>
                ))}
              </div>
            )}
          </fieldset>
          <div className="actions">
            <BusyButton busy={creating.loading || updating.loading}>
              <FormattedMessage
                id={session ? 'admin.programme.session.save' : 'admin.programme.session.create'}
              />
            </BusyButton>
            {session && (
              <StyledButton
                type="button"
                $variant="secondary"
                disabled={removing.loading}
                onClick={() => setConfirmDelete(true)}
              >
                <FormattedMessage id="admin.programme.session.delete" />
              </StyledButton>
            )}
          </div>
          <PageNotice notice={notice} />
        </StyledForm>
        {session && <Talks data={data} session={session} onChanged={() => props.onSaved(session.id)} />}
      </StyledEditor>
      {session && confirmDelete && (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="admin.programme.session.deleteTitle" />}
          confirmLabel={<FormattedMessage id="admin.programme.session.delete" />}
          errorText={(error) => refusalText(intl, error)}
          onConfirm={async () => {
            await remove({ variables: { id: session.id } });
            return { message: intl.formatMessage({ id: 'admin.programme.session.deleted' }) };
          }}
          onClose={(done) => {
            setConfirmDelete(false);
            if (done) void props.onDeleted();
          }}
        >
          <p>
            <FormattedMessage
              id="admin.programme.session.confirmDelete"
              values={{ title: locale === 'ko' ? session.title_ko : session.title_en }}
            />
          </p>
        </ConfirmDialog>
      )}
    </Modal>
  );
}

export const dayName = (d: { date: string; label_en: string; label_ko: string }, locale: 'en' | 'ko') => {
  const label = locale === 'ko' ? d.label_ko || d.label_en : d.label_en || d.label_ko;
  return label ? `${label} (${d.date})` : d.date;
};

/** A talk's title in both languages: its own, or its abstract's. */
export function talkTitles(talk: Talk, data: ProgrammeData): { en: string; ko: string } {
  const abstractTitle = talk.abstract_id ? (data.abstractById.get(talk.abstract_id)?.title ?? '') : '';
  return { en: talk.title_en || abstractTitle, ko: talk.title_ko || talk.title_en || abstractTitle };
}

function Talks(props: { data: ProgrammeData; session: Session; onChanged: () => Promise<void> }) {
  const intl = useIntl();
  const { data, session } = props;
  const poster = session.kind === 'POSTER';
  const talks = data.draft!.talks.filter((t) => t.session_id === session.id);
  const timed = timedTalks(
    {
      id: Number(session.id),
      kind: session.kind as SessionKind,
      room_id: Number(session.room_id),
      start_at: session.start_at,
      end_at: session.end_at,
      chair_ids: [],
    },
    talks.map((t) => ({
      ...t,
      id: Number(t.id),
      session_id: Number(t.session_id),
      person_id: null,
      board: t.board ?? null,
      talk: t,
    })),
  );
  const [notice, setNotice] = useState<PageNoticeState>(null);
  const [boards, setBoards] = useState<Record<string, string>>(() =>
    Object.fromEntries(talks.map((t) => [t.id, t.board == null ? '' : String(t.board)])),
  );
  const [createTalk, creating] = useCreateProgrammeTalkMutation();
  const [deleteTalk] = useDeleteProgrammeTalkMutation();
  const [reorder] = useReorderProgrammeTalksMutation();
  const [assign, assigning] = useAssignPosterBoardsMutation();
  const form = useSchemaForm<TalkValues>(() => talkFormSchema, {
    ...emptyTalk,
    talk_source: poster ? 'abstract' : 'speaker',
  });

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setNotice(null);
    try {
      await action();
      await props.onChanged();
      if (done) setNotice({ tone: 'success', text: intl.formatMessage({ id: done }) });
      return true;
    } catch (error) {
      setNotice({ tone: 'error', text: refusalText(intl, error) });
      return false;
    }
  };

  const onAdd = form.submit(async (v) => {
    const speaker = v.talk_source === 'speaker';
    const ok = await run(
      () =>
        createTalk({
          variables: {
            sessionId: session.id,
            input: {
              title_en: v.talk_title_en,
              title_ko: v.talk_title_ko,
              minutes: Number(v.talk_minutes),
              speaker_id: speaker ? v.talk_person : null,
              abstract_id: speaker ? null : v.talk_person,
              board: poster && v.talk_board !== '' ? Number(v.talk_board) : null,
            },
          },
        }),
      'admin.programme.talk.added',
    );
    if (ok) form.reset({ ...emptyTalk, talk_source: v.talk_source, talk_minutes: String(v.talk_minutes) });
  });

  const move = (index: number, step: -1 | 1) => {
    const ids = timed.map((t) => t.talk.talk.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + step, 0, id!);
    void run(
      () => reorder({ variables: { sessionId: session.id, talkIds: ids } }),
      'admin.programme.talk.reordered',
    );
  };

  const abstracts = data.abstracts.filter((a) => (poster ? a.preference === 'POSTER' : true));
  const personOptions =
    form.values.talk_source === 'speaker'
      ? data.speakers.map((p) => ({ value: p.id, label: bothNames(p) }))
      : abstracts.map((a) => {
          const presenter = data.person(a.user.id);
          return { value: a.id, label: `${a.title}${presenter ? ` — ${bothNames(presenter)}` : ''}` };
        });

  return (
    <section aria-labelledby="talks-title">
      <h3 id="talks-title">
        <FormattedMessage id={poster ? 'admin.programme.talk.posters' : 'admin.programme.talk.title'} />
      </h3>
      {timed.length === 0 ? (
        <p>
          <FormattedMessage id="admin.programme.talk.none" />
        </p>
      ) : (
        <ol className="talks">
          {timed.map(({ talk: { talk }, start, end }, index) => {
            const titles = talkTitles(talk, data);
            const who = talk.speaker_id
              ? data.person(talk.speaker_id)
              : talk.abstract_id
                ? data.person(data.abstractById.get(talk.abstract_id)?.user.id)
                : undefined;
            const name = titles.en || `#${talk.id}`;
            return (
              <li key={talk.id}>
                <div>
                  <div className="talkTitle">{titles.en}</div>
                  {titles.ko !== titles.en && (
                    <div className="talkTitle" lang="ko">
                      {titles.ko}
                    </div>
                  )}
                  <div className="meta">
                    {clockOf(slotOf({ start_at: start.toISOString(), end_at: end.toISOString() }).start)}–
                    {clockOf(slotOf({ start_at: start.toISOString(), end_at: end.toISOString() }).end)} ·{' '}
                    {who ? bothNames(who) : '—'} ·{' '}
                    <FormattedMessage
                      id={talk.speaker_id ? 'admin.programme.talk.invited' : 'admin.programme.talk.abstract'}
                    />
                    {!poster && (
                      <>
                        {' · '}
                        <FormattedMessage
                          id="admin.programme.talk.minutes"
                          values={{ minutes: talk.minutes }}
                        />
                      </>
                    )}
                  </div>
                </div>
                <div className="buttons">
                  {poster && (
                    <label>
                      <span className="meta">
                        <FormattedMessage id="admin.programme.talk.board" />{' '}
                      </span>
                      <input
                        type="number"
                        min={1}
                        aria-label={intl.formatMessage(
                          { id: 'admin.programme.talk.boardOf' },
                          { title: name },
                        )}
                        value={boards[talk.id] ?? ''}
                        onChange={(e) => setBoards({ ...boards, [talk.id]: e.target.value })}
                      />
                    </label>
                  )}
                  {!poster && (
                    <>
                      <button
                        type="button"
                        disabled={index === 0}
                        aria-label={intl.formatMessage({ id: 'admin.programme.talk.up' }, { title: name })}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        disabled={index === timed.length - 1}
                        aria-label={intl.formatMessage({ id: 'admin.programme.talk.down' }, { title: name })}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    aria-label={intl.formatMessage({ id: 'admin.programme.talk.delete' }, { title: name })}
                    onClick={() =>
                      void run(
                        () => deleteTalk({ variables: { id: talk.id } }),
                        'admin.programme.talk.deleted',
                      )
                    }
                  >
                    <FormattedMessage id="admin.delete" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {poster && timed.length > 0 && (
        <p>
          <BusyButton
            type="button"
            busy={assigning.loading}
            onClick={() => {
              const list = Object.entries(boards)
                .filter(([, b]) => b !== '')
                .map(([talk_id, b]) => ({ talk_id, board: Number(b) }));
              void run(
                () => assign({ variables: { sessionId: session.id, boards: list } }),
                'admin.programme.talk.boardsSaved',
              );
            }}
          >
            <FormattedMessage id="admin.programme.talk.saveBoards" />
          </BusyButton>
        </p>
      )}
      <StyledForm
        noValidate
        onSubmit={onAdd}
        aria-label={intl.formatMessage({ id: 'admin.programme.talk.add' })}
      >
        <fieldset>
          <legend>
            <FormattedMessage id="admin.programme.talk.add" />
          </legend>
          <StyledFieldRow>
            <SelectField
              form={{
                ...form,
                setValue: (name, value) => {
                  form.setValue(name, value);
                  form.setValue('talk_person', '');
                },
              }}
              name="talk_source"
              labelId="admin.programme.talk.source"
              required
              options={
                poster
                  ? [{ value: 'abstract', labelId: 'admin.programme.talk.fromAbstract' }]
                  : [
                      { value: 'speaker', labelId: 'admin.programme.talk.fromSpeaker' },
                      { value: 'abstract', labelId: 'admin.programme.talk.fromAbstract' },
                    ]
              }
            />
            <SelectField
              form={form}
              name="talk_person"
              labelId={
                form.values.talk_source === 'speaker'
                  ? 'admin.programme.talk.speaker'
                  : 'admin.programme.talk.abstractField'
              }
              required
              options={personOptions}
            />
          </StyledFieldRow>
          <StyledFieldRow>
            <TextField
              form={form}
              name="talk_title_en"
              labelId="admin.programme.talk.titleEn"
              required={form.values.talk_source === 'speaker'}
              hintId={form.values.talk_source === 'speaker' ? undefined : 'admin.programme.talk.titleHint'}
            />
            <TextField
              form={form}
              name="talk_title_ko"
              labelId="admin.programme.talk.titleKo"
              required={form.values.talk_source === 'speaker'}
              hintId={form.values.talk_source === 'speaker' ? undefined : 'admin.programme.talk.titleHint'}
            />
          </StyledFieldRow>
          <StyledFieldRow>
            {!poster && (
              <TextField
                form={form}
                name="talk_minutes"
                type="number"
                labelId="admin.programme.talk.length"
                required
              />
            )}
            {poster && (
              <TextField form={form} name="talk_board" type="number" labelId="admin.programme.talk.board" />
            )}
          </StyledFieldRow>
          <p>
            <BusyButton busy={creating.loading}>
              <FormattedMessage id="admin.programme.talk.addButton" />
            </BusyButton>
          </p>
        </fieldset>
      </StyledForm>
      <PageNotice notice={notice} />
    </section>
  );
}
