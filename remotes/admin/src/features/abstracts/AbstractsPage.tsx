import { FormattedMessage } from 'react-intl';
import { ABSTRACTS_LIST } from '@congress/domain/lists';
import { useAbstractsQuery, type AbstractRowFragment, type AbstractsFilter } from '../../generated/graphql';
import {
  countryName,
  listExport,
  ListPage,
  rowsOf,
  type BulkAction,
  type ListPageConfig,
} from '../../listKit';
import {
  abstractLabel,
  useChangeStatusAction,
  useDecideAction,
  useDeleteAbstractsAction,
} from './abstractActions';
import { AbstractDetailButton } from './AbstractDetail';

const config: Omit<ListPageConfig<AbstractRowFragment>, 'bulkActions'> = {
  list: ABSTRACTS_LIST,
  // The menu entry is Korean in both languages (decided); the page's heading follows the language.
  titleId: 'admin.abstracts.title',
  countId: 'admin.count.abstracts',
  useRows: (query) => {
    const result = useAbstractsQuery({
      variables: {
        filter: query.filter as AbstractsFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
    });
    return rowsOf(result, result.data?.abstractsConnection);
  },
  rowLabel: abstractLabel,
  rowMuted: (row) => row.delete || row.status === 'WITHDRAWN',
  // The submitter's columns come from the joined member; the API sorts and exports them flat.
  cells: {
    title: (row, tools) => <AbstractDetailButton row={row} tools={tools} />,
    status: (row) => (
      <span className={`badge status-${row.status.toLowerCase()}`}>
        <FormattedMessage id={`admin.abstracts.status.${row.status}`} />
      </span>
    ),
    // Topic names come with the shell's messages (spec §9); the spreadsheet keeps the code.
    topic: (row, { intl }) => (row.topic ? intl.formatMessage({ id: `topic.${row.topic}` }) : ''),
    email: (row) => row.user.email,
    submitter: (row) => [row.user.givenName, row.user.familyName?.toUpperCase()].filter(Boolean).join(' '),
    country: (row, { intl }) => (row.user.country ? countryName(row.user.country, intl.locale) : ''),
    // The spreadsheet has the file's name; the screen a download link.
    presentation_name: (row) =>
      row.file_presentation ? (
        <a href={row.file_presentation.url} download={row.file_presentation.name}>
          {row.file_presentation.name}
        </a>
      ) : (
        ''
      ),
  },
  exportRequest: listExport(ABSTRACTS_LIST),
};

/** abstract/abstractData: the spec §7 filters, sort by any sortable column, bulk status / delete, export. */
export default function AbstractsPage() {
  const bulkActions = [
    useDecideAction() as BulkAction<AbstractRowFragment, unknown>,
    useChangeStatusAction() as BulkAction<AbstractRowFragment, unknown>,
    useDeleteAbstractsAction(),
  ];
  return <ListPage config={{ ...config, bulkActions }} />;
}
