import {
  SPONSOR_GRADE_LABELS,
  SPONSOR_PAY_STATUS_LABELS,
  type SponsorGrade,
  type SponsorPayStatus,
} from '@congress/domain';
import { SPONSORS_LIST } from '@congress/domain/lists';
import {
  useDeleteMultipleSponsorMutation,
  useSponsorsQuery,
  type SponsorRowFragment,
  type SponsorsFilter,
} from '../../generated/graphql';
import { listExport, ListPage, rowsOf, type BulkAction, type ListPageConfig } from '../../listKit';
import { SponsorDetailButton, sponsorLabel } from './SponsorDetail';

const lang = (locale: string) => (locale === 'ko' ? 'ko' : 'en');

const config: Omit<ListPageConfig<SponsorRowFragment>, 'bulkActions'> = {
  list: SPONSORS_LIST,
  titleId: 'admin.menu.sponsorData',
  countId: 'admin.count.sponsors',
  useRows: (query) => {
    const result = useSponsorsQuery({
      variables: {
        filter: query.filter as SponsorsFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
      fetchPolicy: 'cache-and-network',
    });
    return rowsOf(result, result.data?.sponsors);
  },
  rowLabel: sponsorLabel,
  cells: {
    companyName_en: (row, tools) => <SponsorDetailButton row={row} tools={tools} />,
    grade: (row, tools) => SPONSOR_GRADE_LABELS[row.grade as SponsorGrade][lang(tools.intl.locale)],
    price: (row, tools) => tools.intl.formatNumber(row.price),
    sponsor_pay: (row, tools) => tools.intl.formatNumber(row.sponsor_pay),
    sponsor_pay_status: (row, tools) =>
      SPONSOR_PAY_STATUS_LABELS[row.sponsor_pay_status as SponsorPayStatus]?.[lang(tools.intl.locale)] ??
      row.sponsor_pay_status,
  },
  exportRequest: listExport(SPONSORS_LIST),
};

/** Soft-deletes the selected applications after a confirmation naming the companies. */
function useDeleteSponsorsAction(): BulkAction<SponsorRowFragment, unknown> {
  const [deleteSponsors] = useDeleteMultipleSponsorMutation();
  return {
    key: 'delete',
    labelId: 'admin.sponsors.bulk.delete',
    titleId: 'admin.sponsors.bulk.delete.title',
    textId: 'admin.sponsors.bulk.delete.text',
    confirmId: 'admin.sponsors.bulk.delete.confirm',
    danger: true,
    run: async (rows, _input, { intl }) => {
      const { data } = await deleteSponsors({ variables: { ids: rows.map((r) => r.id) } });
      return {
        message: intl.formatMessage(
          { id: 'admin.sponsors.bulk.delete.done' },
          {
            count: data?.deleteMultipleSponsor.affected ?? rows.length,
            names: rows.map(sponsorLabel).join(', '),
          },
        ),
      };
    },
  };
}

/** sponsor/sponsorData: applications with filters, detail with files and payment, delete, Excel export. */
export default function SponsorsPage() {
  const bulkActions = [useDeleteSponsorsAction()];
  return <ListPage config={{ ...config, bulkActions }} />;
}
