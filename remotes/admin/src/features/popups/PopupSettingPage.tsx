import { FormattedMessage } from 'react-intl';
import { hasNoEnd, isPopupActive, TIME_ZONE } from '@congress/domain';
import { POPUPS_LIST } from '@congress/domain/lists';
import { Link } from '@congress/router';
import { StyledLinkButton } from '../../components/StyledLinkButton';
import {
  useAdminPopupsQuery,
  useDeletePopupsMutation,
  type PopupRowFragment,
  type PopupsFilter,
} from '../../generated/graphql';
import { listExport, ListPage, rowsOf, type BulkAction, type ListPageConfig } from '../../listKit';
import { POPUP_PATH } from './paths';

const SEOUL = { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' } as const;

const config: Omit<ListPageConfig<PopupRowFragment>, 'bulkActions'> = {
  list: POPUPS_LIST,
  titleId: 'admin.menu.popupSetting',
  countId: 'admin.count.popups',
  useRows: (query) => {
    const result = useAdminPopupsQuery({
      variables: {
        filter: query.filter as PopupsFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
    });
    return rowsOf(result, result.data?.popups);
  },
  cells: {
    title: (row) => <Link to={`${POPUP_PATH}/${row.id}`}>{row.title}</Link>,
    start: (row, { intl }) => intl.formatDate(row.start, SEOUL),
    end: (row, { intl }) =>
      hasNoEnd(row.end) ? intl.formatMessage({ id: 'admin.popups.noEnd' }) : intl.formatDate(row.end, SEOUL),
  },
  extraColumns: [
    {
      key: 'showing',
      labelId: 'admin.popups.showing',
      render: (row) => (
        <FormattedMessage
          id={isPopupActive(row, new Date()) ? 'admin.popups.showingNow' : 'admin.popups.notShowing'}
        />
      ),
    },
  ],
  rowLabel: (row) => row.title,
  rowMuted: (row) => !isPopupActive(row, new Date()),
  exportRequest: listExport(POPUPS_LIST),
};

function useDeletePopupsAction(): BulkAction<PopupRowFragment, unknown> {
  const [deletePopups] = useDeletePopupsMutation();
  return {
    key: 'delete',
    labelId: 'admin.popups.bulk.delete',
    titleId: 'admin.popups.bulk.delete.title',
    textId: 'admin.popups.bulk.delete.text',
    confirmId: 'admin.popups.bulk.delete.confirm',
    danger: true,
    run: async (rows, _input, { intl }) => {
      const { data } = await deletePopups({ variables: { ids: rows.map((r) => r.id) } });
      return {
        message: intl.formatMessage(
          { id: 'admin.popups.bulk.delete.done' },
          { count: data?.deleteMultiplePopup.affected ?? rows.length },
        ),
      };
    },
  };
}

/** general/popupSetting: every live popup (showing now or not); new, edit, bulk delete, export. */
export default function PopupSettingPage() {
  const bulkActions = [useDeletePopupsAction()];
  return (
    <ListPage
      config={{ ...config, bulkActions }}
      actions={
        <StyledLinkButton to={`${POPUP_PATH}/new`}>
          <FormattedMessage id="admin.popups.new" />
        </StyledLinkButton>
      }
    />
  );
}
