import { PAY_LOG_LIST } from '@congress/domain/lists';
import { usePayLogQuery, type PayLogQuery, type PaysFilter } from '../../generated/graphql';
import { listExport, ListPage, rowsOf, type ListPageConfig } from '../../listKit';

type Pay = PayLogQuery['pays']['rows'][number];

const config: ListPageConfig<Pay> = {
  list: PAY_LOG_LIST,
  titleId: 'admin.menu.payLog',
  introId: 'admin.regist.payLogIntro',
  countId: 'admin.count.pays',
  useRows: (query) => {
    const result = usePayLogQuery({
      variables: {
        filter: query.filter as PaysFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
      fetchPolicy: 'cache-and-network',
    });
    return rowsOf(result, result.data?.pays);
  },
  rowLabel: (pay) => `${pay.user_name} <${pay.user_email}> ${pay.tid ?? pay.id}`,
  exportRequest: listExport(PAY_LOG_LIST),
};

/** regist/payLog: every payment request with spec §7's `pays` filters and the Excel export. */
export default function PayLogPage() {
  return <ListPage config={config} />;
}
