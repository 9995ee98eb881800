import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { PAY_LOG_LIST } from '@congress/domain/lists';
import { tokenState } from '@congress/ui';
import { usePayLogQuery, type PayLogQuery, type PaysFilter } from '../../generated/graphql';
import {
  errorText,
  listExport,
  ListPage,
  rowsOf,
  StyledSmallButton,
  type ListPageConfig,
} from '../../listKit';
import { downloadStream } from '../../listKit/downloadStream';

type Pay = PayLogQuery['pays']['rows'][number];

/** The payment's receipts: each downloads its PDF with the session token (a link cannot carry it). */
function ReceiptLinks({ pay }: { pay: Pay }) {
  const intl = useIntl();
  const token = useAtomValue(tokenState);
  const [error, setError] = useState<string | null>(null);
  if (!pay.receipts.length) return <>—</>;
  return (
    <>
      {pay.receipts.map((receipt) => (
        <StyledSmallButton
          key={receipt.id}
          type="button"
          onClick={() => {
            setError(null);
            downloadStream({ url: receipt.pdf_url, token, filename: `${receipt.reference}.pdf` }).catch(
              (err: unknown) => setError(errorText(intl, err)),
            );
          }}
        >
          {receipt.reference}
        </StyledSmallButton>
      ))}
      {error && <span role="alert">{error}</span>}
    </>
  );
}

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
  cells: { receipts: (pay) => <ReceiptLinks pay={pay} /> },
  rowLabel: (pay) => `${pay.user_name} <${pay.user_email}> ${pay.tid ?? pay.id}`,
  exportRequest: listExport(PAY_LOG_LIST),
};

/** regist/payLog: every payment request with spec §7's `pays` filters and the Excel export. */
export default function PayLogPage() {
  return <ListPage config={config} />;
}
