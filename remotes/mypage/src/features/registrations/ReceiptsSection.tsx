import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { tokenState, useDialogs } from '@congress/ui';
import { StyledButton } from '@congress/components';
import type { MyRegistrationFieldsFragment } from '../../generated/graphql';
import { downloadPdf } from './downloadPdf';

/** The registration's receipts (영수증), one per payment and cancellation, each a PDF download. */
export function ReceiptsSection({ receipts }: { receipts: MyRegistrationFieldsFragment['receipts'] }) {
  const intl = useIntl();
  const token = useAtomValue(tokenState);
  const { showError } = useDialogs();
  if (!receipts.length) return null;
  return (
    <section aria-label={intl.formatMessage({ id: 'registration.receipts' })} data-testid="receipts">
      <h2>
        <FormattedMessage id="registration.receipts" />
      </h2>
      <ul>
        {receipts.map((receipt) => (
          <li key={receipt.id}>
            <FormattedMessage
              id={
                receipt.kind === 'CANCELLATION' ? 'registration.receiptRefund' : 'registration.receiptPayment'
              }
            />{' '}
            {receipt.reference} · <FormattedNumber value={receipt.amount_krw} /> KRW ·{' '}
            <FormattedDate value={receipt.issued_at} dateStyle="medium" timeZone="Asia/Seoul" />{' '}
            <StyledButton
              type="button"
              $variant="secondary"
              onClick={() =>
                downloadPdf(receipt.pdf_url, token, `${receipt.reference}.pdf`).catch(
                  (error: { code?: string }) => showError(`error.${error.code ?? 'INTERNAL'}`),
                )
              }
            >
              <FormattedMessage id="registration.receiptDownload" values={{ reference: receipt.reference }} />
            </StyledButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
