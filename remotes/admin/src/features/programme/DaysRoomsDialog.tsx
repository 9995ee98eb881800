import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { programmeDaySchema, programmeRoomSchema } from '@congress/domain/validation';
import { fieldErrorsOf } from '@congress/graphql';
import { BusyButton } from '@congress/components';
import {
  CheckboxField,
  StyledFieldRow,
  StyledForm,
  TextField,
  useSchemaForm,
} from '@congress/components/forms';
import {
  useDeleteProgrammeDayMutation,
  useDeleteProgrammeRoomMutation,
  useSaveProgrammeDayMutation,
  useSaveProgrammeRoomMutation,
} from '../../generated/graphql';
import { Modal } from '../../dialogs/Modal';
import { PageNotice, type PageNoticeState } from '../../listKit';
import { refusalText, type Day, type Room } from './useProgramme';

const StyledRows = styled.div`
  display: grid;
  gap: 24px;
  h3 {
    margin: 0 0 8px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-bottom: 12px;
  }
  th,
  td {
    padding: 4px 6px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td input[type='text'],
  td input[type='date'],
  td input[type='number'] {
    width: 100%;
    min-width: 90px;
    min-height: 40px;
    padding: 4px 6px;
  }
  td input[type='checkbox'] {
    width: 24px;
    height: 24px;
  }
  td .buttons {
    display: flex;
    gap: 4px;
  }
  td button {
    min-height: 40px;
  }
  .scroll {
    overflow-x: auto;
  }
`;

type Run = (action: () => Promise<unknown>, done: string) => Promise<boolean>;

function DayRow(props: { day: Day; run: Run }) {
  const intl = useIntl();
  const [values, setValues] = useState({
    date: props.day.date,
    label_en: props.day.label_en,
    label_ko: props.day.label_ko,
  });
  const [save] = useSaveProgrammeDayMutation();
  const [remove] = useDeleteProgrammeDayMutation();
  const name = props.day.label_en || props.day.date;
  const input = (field: keyof typeof values, labelId: string, type = 'text') => (
    <input
      type={type}
      aria-label={intl.formatMessage({ id: labelId }) + ` (${name})`}
      value={values[field]}
      onChange={(e) => setValues({ ...values, [field]: e.target.value })}
    />
  );
  return (
    <tr>
      <td>{input('date', 'admin.programme.day.date', 'date')}</td>
      <td>{input('label_en', 'admin.programme.day.labelEn')}</td>
      <td>{input('label_ko', 'admin.programme.day.labelKo')}</td>
      <td>
        <div className="buttons">
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'admin.programme.day.save' }, { name })}
            onClick={() => {
              const parsed = programmeDaySchema.safeParse(values);
              if (!parsed.success) {
                void props.run(() => Promise.reject(new Error(parsed.error.issues[0]?.message ?? '')), '');
                return;
              }
              void props.run(
                () => save({ variables: { id: props.day.id, input: parsed.data } }),
                'admin.programme.day.saved',
              );
            }}
          >
            <FormattedMessage id="admin.programme.saveRow" />
          </button>
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'admin.programme.day.delete' }, { name })}
            onClick={() =>
              void props.run(() => remove({ variables: { id: props.day.id } }), 'admin.programme.day.deleted')
            }
          >
            <FormattedMessage id="admin.delete" />
          </button>
        </div>
      </td>
    </tr>
  );
}

function RoomRow(props: { room: Room; run: Run }) {
  const intl = useIntl();
  const [values, setValues] = useState({
    name_en: props.room.name_en,
    name_ko: props.room.name_ko,
    position: String(props.room.position),
    poster_area: props.room.poster_area,
  });
  const [save] = useSaveProgrammeRoomMutation();
  const [remove] = useDeleteProgrammeRoomMutation();
  const name = props.room.name_en;
  const label = (id: string) => intl.formatMessage({ id }) + ` (${name})`;
  return (
    <tr>
      <td>
        <input
          type="text"
          aria-label={label('admin.programme.room.nameEn')}
          value={values.name_en}
          onChange={(e) => setValues({ ...values, name_en: e.target.value })}
        />
      </td>
      <td>
        <input
          type="text"
          aria-label={label('admin.programme.room.nameKo')}
          value={values.name_ko}
          onChange={(e) => setValues({ ...values, name_ko: e.target.value })}
        />
      </td>
      <td>
        <input
          type="number"
          aria-label={label('admin.programme.room.position')}
          value={values.position}
          onChange={(e) => setValues({ ...values, position: e.target.value })}
        />
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={label('admin.programme.room.posterArea')}
          checked={values.poster_area}
          onChange={(e) => setValues({ ...values, poster_area: e.target.checked })}
        />
      </td>
      <td>
        <div className="buttons">
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'admin.programme.room.save' }, { name })}
            onClick={() => {
              const parsed = programmeRoomSchema.safeParse(values);
              if (!parsed.success) {
                void props.run(() => Promise.reject(new Error(parsed.error.issues[0]?.message ?? '')), '');
                return;
              }
              void props.run(
                () => save({ variables: { id: props.room.id, input: parsed.data } }),
                'admin.programme.room.saved',
              );
            }}
          >
            <FormattedMessage id="admin.programme.saveRow" />
          </button>
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'admin.programme.room.delete' }, { name })}
            onClick={() =>
              void props.run(
                () => remove({ variables: { id: props.room.id } }),
                'admin.programme.room.deleted',
              )
            }
          >
            <FormattedMessage id="admin.delete" />
          </button>
        </div>
      </td>
    </tr>
  );
}

function AddDay(props: { run: Run }) {
  const intl = useIntl();
  const form = useSchemaForm(() => programmeDaySchema, { date: '', label_en: '', label_ko: '' });
  const [save, saving] = useSaveProgrammeDayMutation();
  const onSubmit = form.submit(async (v) => {
    let refused: unknown = null;
    const ok = await props.run(async () => {
      try {
        await save({ variables: { input: v } });
      } catch (error) {
        refused = error;
        throw error;
      }
    }, 'admin.programme.day.added');
    if (ok) form.reset({ date: '', label_en: '', label_ko: '' });
    else if (refused) form.setErrors(fieldErrorsOf(refused));
  });
  return (
    <StyledForm
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'admin.programme.day.add' })}
    >
      <StyledFieldRow>
        <TextField form={form} name="date" type="date" labelId="admin.programme.day.date" required />
        <TextField form={form} name="label_en" labelId="admin.programme.day.labelEn" />
        <TextField form={form} name="label_ko" labelId="admin.programme.day.labelKo" />
      </StyledFieldRow>
      <BusyButton busy={saving.loading}>
        <FormattedMessage id="admin.programme.day.add" />
      </BusyButton>
    </StyledForm>
  );
}

function AddRoom(props: { run: Run; next: number }) {
  const intl = useIntl();
  const empty = { name_en: '', name_ko: '', poster_area: false };
  const form = useSchemaForm(() => programmeRoomSchema, empty);
  const [save, saving] = useSaveProgrammeRoomMutation();
  const onSubmit = form.submit(async (v) => {
    const ok = await props.run(
      () => save({ variables: { input: { ...v, position: props.next } } }),
      'admin.programme.room.added',
    );
    if (ok) form.reset(empty);
  });
  return (
    <StyledForm
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'admin.programme.room.add' })}
    >
      <StyledFieldRow>
        <TextField form={form} name="name_en" labelId="admin.programme.room.nameEn" required />
        <TextField form={form} name="name_ko" labelId="admin.programme.room.nameKo" required />
      </StyledFieldRow>
      <CheckboxField form={form} name="poster_area" labelId="admin.programme.room.posterArea" />
      <BusyButton busy={saving.loading}>
        <FormattedMessage id="admin.programme.room.add" />
      </BusyButton>
    </StyledForm>
  );
}

/** Days and rooms of the programme: add, rename, delete (a day or room with sessions stays). */
export function DaysRoomsDialog(props: {
  days: readonly Day[];
  rooms: readonly Room[];
  onChanged: () => Promise<void>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [notice, setNotice] = useState<PageNoticeState>(null);
  const run: Run = async (action, done) => {
    setNotice(null);
    try {
      await action();
      await props.onChanged();
      setNotice({ tone: 'success', text: intl.formatMessage({ id: done }) });
      return true;
    } catch (error) {
      const message =
        error instanceof Error && intl.messages[error.message]
          ? intl.formatMessage({ id: error.message })
          : refusalText(intl, error);
      setNotice({ tone: 'error', text: message });
      return false;
    }
  };
  const nextPosition = props.rooms.reduce((max, r) => Math.max(max, r.position), 0) + 1;
  return (
    <Modal wide title={<FormattedMessage id="admin.programme.daysRooms" />} onClose={props.onClose}>
      <StyledRows>
        <PageNotice notice={notice} />
        <section aria-labelledby="days-title">
          <h3 id="days-title">
            <FormattedMessage id="admin.programme.days" />
          </h3>
          {props.days.length > 0 && (
            <div className="scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="admin.programme.day.date" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.programme.day.labelEn" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.programme.day.labelKo" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.list.actions" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {props.days.map((d) => (
                    <DayRow key={`${d.id}-${d.date}-${d.label_en}-${d.label_ko}`} day={d} run={run} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AddDay run={run} />
        </section>
        <section aria-labelledby="rooms-title">
          <h3 id="rooms-title">
            <FormattedMessage id="admin.programme.rooms" />
          </h3>
          {props.rooms.length > 0 && (
            <div className="scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="admin.programme.room.nameEn" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.programme.room.nameKo" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.programme.room.position" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.programme.room.posterArea" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="admin.list.actions" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {props.rooms.map((r) => (
                    <RoomRow
                      key={`${r.id}-${r.name_en}-${r.name_ko}-${r.position}-${r.poster_area}`}
                      room={r}
                      run={run}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AddRoom run={run} next={nextPosition} />
        </section>
      </StyledRows>
    </Modal>
  );
}
