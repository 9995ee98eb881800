import { REFUNDS_LIST } from '@congress/domain/lists';
import {
  useRefundDataQuery,
  type PayCancellationsFilter,
  type RefundDataQuery,
} from '../../generated/graphql';
import { listExport, ListPage, rowsOf, type ListPageConfig } from '../../listKit';

type Refund = RefundDataQuery['payCancellations']['rows'][number];

const config: ListPageConfig<Refund> = {
  list: REFUNDS_LIST,
  titleId: 'admin.menu.refundData',
  introId: 'admin.regist.refundIntro',
  countId: 'admin.count.refunds',
  useRows: (query) => {
    const result = useRefundDataQuery({
      variables: {
        filter: query.filter as PayCancellationsFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
      fetchPolicy: 'cache-and-network',
    });
    return rowsOf(result, result.data?.payCancellations);
  },
  rowLabel: (refund) => `${refund.user_name} <${refund.user_email}> ${refund.tid ?? refund.pay_id}`,
  rowMuted: (refund) => !refund.succeeded,
  exportRequest: listExport(REFUNDS_LIST),
};

/** regist/refundData: cancellations and refunds asked of the gateway, with the Excel export. */
export default function RefundDataPage() {
  return <ListPage config={config} />;
}
