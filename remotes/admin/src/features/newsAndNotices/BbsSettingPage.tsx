import { FormattedMessage } from 'react-intl';
import { NEWS_LIST } from '@congress/domain/lists';
import { Link } from '@congress/router';
import { StyledLinkButton } from '../../components/StyledLinkButton';
import {
  useAdminPostsQuery,
  useDeletePostsMutation,
  type NewsAndNoticesFilter,
  type PostRowFragment,
} from '../../generated/graphql';
import { listExport, ListPage, rowsOf, type BulkAction, type ListPageConfig } from '../../listKit';
import { BBS_PATH } from './paths';

const postLabel = (row: PostRowFragment) => row.title;

const config: Omit<ListPageConfig<PostRowFragment>, 'bulkActions'> = {
  list: NEWS_LIST,
  titleId: 'admin.menu.bbsSetting',
  countId: 'admin.count.posts',
  useRows: (query) => {
    const result = useAdminPostsQuery({
      variables: {
        filter: query.filter as NewsAndNoticesFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
    });
    return rowsOf(result, result.data?.newsAndNotices);
  },
  cells: {
    title: (row) => <Link to={`${BBS_PATH}/${row.id}`}>{row.title}</Link>,
  },
  rowLabel: postLabel,
  exportRequest: listExport(NEWS_LIST),
};

/** Deletes the selected posts (soft delete: they leave the public pages). */
function useDeletePostsAction(): BulkAction<PostRowFragment, unknown> {
  const [deletePosts] = useDeletePostsMutation();
  return {
    key: 'delete',
    labelId: 'admin.posts.bulk.delete',
    titleId: 'admin.posts.bulk.delete.title',
    textId: 'admin.posts.bulk.delete.text',
    confirmId: 'admin.posts.bulk.delete.confirm',
    danger: true,
    run: async (rows, _input, { intl }) => {
      const { data } = await deletePosts({ variables: { ids: rows.map((r) => r.id) } });
      return {
        message: intl.formatMessage(
          { id: 'admin.posts.bulk.delete.done' },
          { count: data?.deleteMultipleBbs.affected ?? rows.length },
        ),
      };
    },
  };
}

/** general/bbsSetting: posts by type, title and author; new post, edit, bulk delete, export. */
export default function BbsSettingPage() {
  const bulkActions = [useDeletePostsAction()];
  return (
    <ListPage
      config={{ ...config, bulkActions }}
      actions={
        <StyledLinkButton to={`${BBS_PATH}/new`}>
          <FormattedMessage id="admin.posts.new" />
        </StyledLinkButton>
      }
    />
  );
}
