import { INVITED_SPEAKERS_LIST } from '@congress/domain/lists';
import { FormattedMessage } from 'react-intl';
import {
  useDeleteMultipleInvitedUserMutation,
  useDeleteMultipleSpeakerMutation,
  useInvitedUsersQuery,
  type InvitedUsersFilter,
  type InvitedUsersQuery,
} from '../../generated/graphql';
import {
  formatCell,
  listExport,
  ListPage,
  rowsOf,
  type BulkAction,
  type ListPageConfig,
} from '../../listKit';
import { memberLabel } from '../members/memberActions';
import { InviteSpeakersForm } from './InviteSpeakersForm';

export type InvitedRow = InvitedUsersQuery['invitedUsers']['rows'][number];

const SLOTS = [
  ['file_presentation', 'admin.speakers.file.presentation'],
  ['file_lecture', 'admin.speakers.file.lecture'],
  ['file_cv', 'admin.speakers.file.cv'],
  ['file_photo', 'admin.speakers.file.photo'],
] as const;

/** The speaker's files as download links, each with what it is. */
function SpeakerFiles({ row }: { row: InvitedRow }) {
  const files = SLOTS.flatMap(([slot, labelId]) => {
    const file = row.speaker?.[slot];
    return file ? [{ file, labelId }] : [];
  });
  if (!files.length)
    return (
      <span className="hint">
        <FormattedMessage id="admin.speakers.noFiles" />
      </span>
    );
  return (
    <ul className="plain">
      {files.map(({ file, labelId }) => (
        <li key={file.id}>
          <FormattedMessage id={labelId} />:{' '}
          <a href={file.url} download={file.name}>
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

const UPDATED_COLUMN = INVITED_SPEAKERS_LIST.columns.find((c) => c.key === 'speaker_updated_at')!;

const config: Omit<ListPageConfig<InvitedRow>, 'bulkActions'> = {
  list: INVITED_SPEAKERS_LIST,
  titleId: 'admin.menu.invitedSpeaker',
  introId: 'admin.speakers.intro',
  countId: 'admin.count.speakers',
  useRows: (query) => {
    const result = useInvitedUsersQuery({
      variables: {
        filter: query.filter as InvitedUsersFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
    });
    return rowsOf(result, result.data?.invitedUsers);
  },
  rowLabel: memberLabel,
  cells: {
    speaker_updated_at: (row, { intl }) => formatCell(UPDATED_COLUMN, row.speaker?.updated_at, intl),
  },
  extraColumns: [
    { key: 'files', labelId: 'admin.speakers.files', render: (row) => <SpeakerFiles row={row} /> },
  ],
  exportRequest: listExport(INVITED_SPEAKERS_LIST),
};

/** Invitation withdrawn: the members stay, without the invited flag (their files stay too). */
function useUninviteAction(): BulkAction<InvitedRow, unknown> {
  const [uninvite] = useDeleteMultipleInvitedUserMutation();
  return {
    key: 'uninvite',
    labelId: 'admin.speakers.bulk.uninvite',
    titleId: 'admin.speakers.bulk.uninvite.title',
    textId: 'admin.speakers.bulk.uninvite.text',
    confirmId: 'admin.speakers.bulk.uninvite.confirm',
    danger: true,
    run: async (rows, _input, { intl }) => {
      const result = await uninvite({ variables: { ids: rows.map((row) => row.id) } });
      const count = result.data?.deleteMultipleInvitedUser.affected ?? 0;
      return { message: intl.formatMessage({ id: 'admin.speakers.bulk.uninvite.done' }, { count }) };
    },
  };
}

/** Removes the speaker records (the files' links) of the chosen speakers; the invitation stays. */
function useDeleteFilesAction(): BulkAction<InvitedRow, unknown> {
  const [deleteSpeakers] = useDeleteMultipleSpeakerMutation();
  return {
    key: 'deleteFiles',
    labelId: 'admin.speakers.bulk.deleteFiles',
    titleId: 'admin.speakers.bulk.deleteFiles.title',
    textId: 'admin.speakers.bulk.deleteFiles.text',
    confirmId: 'admin.speakers.bulk.deleteFiles.confirm',
    danger: true,
    excluded: (row) => (row.speaker ? null : <FormattedMessage id="admin.speakers.noFiles" />),
    run: async (rows, _input, { intl }) => {
      const ids = rows.flatMap((row) => (row.speaker ? [row.speaker.id] : []));
      const result = await deleteSpeakers({ variables: { ids } });
      const count = result.data?.deleteMultipleSpeaker.affected ?? 0;
      return { message: intl.formatMessage({ id: 'admin.speakers.bulk.deleteFiles.done' }, { count }) };
    },
  };
}

/** regist/invitedSpeaker: invite members as speakers, see and download their files, export. */
export default function InvitedSpeakersPage() {
  const bulkActions = [useDeleteFilesAction(), useUninviteAction()];
  return (
    <ListPage config={{ ...config, bulkActions }}>
      <InviteSpeakersForm />
    </ListPage>
  );
}
