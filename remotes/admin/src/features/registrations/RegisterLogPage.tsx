import { REGISTER_LOG_LIST } from '@congress/domain/lists';
import {
  useRegisterLogQuery,
  type RegisterLogQuery,
  type RegistrationFailuresFilter,
} from '../../generated/graphql';
import { listExport, ListPage, rowsOf, type ListPageConfig } from '../../listKit';

type Failure = RegisterLogQuery['registrationFailures']['rows'][number];

const config: ListPageConfig<Failure> = {
  list: REGISTER_LOG_LIST,
  titleId: 'admin.menu.registerLog',
  introId: 'admin.regist.registerLogIntro',
  countId: 'admin.count.failures',
  useRows: (query) => {
    const result = useRegisterLogQuery({
      variables: {
        filter: query.filter as RegistrationFailuresFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
      fetchPolicy: 'cache-and-network',
    });
    return rowsOf(result, result.data?.registrationFailures);
  },
  rowLabel: (failure) => `${failure.user_email ?? failure.trade_id ?? failure.id} ${failure.reason}`,
  exportRequest: listExport(REGISTER_LOG_LIST),
};

/** regist/registerLog: failed or aborted registration and payment attempts, with the Excel export. */
export default function RegisterLogPage() {
  return <ListPage config={config} />;
}
