import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { labelIn, PAY_STATUS_LABELS, PRICE_STATUS_LABELS, REGISTRATIONS_LIST } from '@congress/domain/lists';
import { BANK_NAMES, type PayStatus, type RegistrationPriceStatus } from '@congress/domain';
import { refundAccountSchema } from '@congress/domain/validation';
import { SelectField, TextField, useSchemaForm } from '@congress/components/forms';
import { tokenState } from '@congress/ui';
import {
  useRegistrationListsQuery,
  type RegistrationListsFilter,
  type RegistrationRowFragment,
} from '../../generated/graphql';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import {
  BankTransferAction,
  NotesAction,
  registrationLabel,
  useCheckPaymentsAction,
  useDeleteRegistrationsAction,
} from './registrationActions';
import {
  countryName,
  ListPage,
  rowsOf,
  StyledSmallButton,
  type ListPageConfig,
  type RowCellProps,
} from '../../listKit';

const label = registrationLabel;

/** Per row: refund (paid), bank transfer (unpaid), notes. */
function RowActions(props: RowCellProps<RegistrationRowFragment>) {
  return (
    <>
      <RefundAction {...props} />
      <BankTransferAction {...props} />
      <NotesAction {...props} />
    </>
  );
}

/** The bank account a virtual-account refund goes to, inside the refund dialog. */
const StyledAccount = styled.fieldset`
  margin: 16px 0 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 500;
  }
`;

/** Refund: the whole remaining amount through the gateway's cancel (POST /cancel), asked first. */
function RefundAction({ row, tools }: RowCellProps<RegistrationRowFragment>) {
  const token = useAtomValue(tokenState);
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const pay = row.pay;
  // A virtual-account payment goes back to a bank account (the member's, as given with the
  // refund request, which the organiser sees and may correct), never to a card.
  const virtualAccount = pay?.cash_code === 'VA';
  const given = pay?.refund_account;
  const account = useSchemaForm(refundAccountSchema, {
    bank_code: given?.bank_code ?? '',
    account_no: given?.account_no ?? '',
    account_name: given?.account_name ?? '',
  });
  // The dialog stays while open: after the refund the row is no longer paid, but the dialog
  // still has to say what happened.
  if (!pay || (pay.pay_status !== 'PAID' && !open)) return null;
  const remaining = pay.total - pay.cancelled_total;
  const parsedAccount = refundAccountSchema().safeParse(account.values);
  return (
    <>
      {pay.pay_status === 'PAID' && (
        <StyledSmallButton type="button" onClick={() => setOpen(true)}>
          <FormattedMessage id="admin.regist.refund" />
        </StyledSmallButton>
      )}
      {open && (
        <ConfirmDialog
          title={<FormattedMessage id="admin.regist.refundTitle" />}
          confirmLabel={<FormattedMessage id="admin.regist.refund" />}
          danger
          canConfirm={!virtualAccount || parsedAccount.success}
          onConfirm={async () => {
            const res = await fetch('/cancel', {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
              body: JSON.stringify({
                payId: pay.id,
                reason: 'organiser refund',
                ...(virtualAccount && parsedAccount.success ? { refund_account: parsedAccount.data } : {}),
              }),
            });
            const body = (await res.json()) as { ok?: boolean; message?: string };
            if (!res.ok || !body.ok) throw new Error(body.message ?? `HTTP ${res.status}`);
            await tools.refetch();
            return { message: <FormattedMessage id="admin.regist.refunded" /> };
          }}
          onClose={() => setOpen(false)}
          returnFocus={tools.returnFocus}
        >
          <FormattedMessage
            id={virtualAccount ? 'admin.regist.refundTextAccount' : 'admin.regist.refundText'}
            values={{ name: label(row), amount: remaining.toLocaleString('en-US') }}
          />
          {virtualAccount && (
            <StyledAccount data-testid="refund-account">
              <legend>
                <FormattedMessage
                  id={given ? 'admin.regist.refundAccountGiven' : 'admin.regist.refundAccountMissing'}
                />
              </legend>
              <SelectField
                form={account}
                name="bank_code"
                labelId="admin.regist.refundBank"
                required
                options={Object.entries(BANK_NAMES).map(([value, name]) => ({
                  value,
                  label: labelIn(name, intl.locale),
                }))}
              />
              <TextField form={account} name="account_no" labelId="admin.regist.refundAccountNo" required />
              <TextField form={account} name="account_name" labelId="admin.regist.refundHolder" required />
            </StyledAccount>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

const config: Omit<ListPageConfig<RegistrationRowFragment>, 'bulkActions'> = {
  list: REGISTRATIONS_LIST,
  titleId: 'admin.menu.committeUserData',
  countId: 'admin.count.registrations',
  useRows: (query) => {
    const result = useRegistrationListsQuery({
      variables: {
        filter: query.filter as RegistrationListsFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
      fetchPolicy: 'cache-and-network',
    });
    return rowsOf(result, result.data?.registrationLists);
  },
  rowLabel: label,
  rowMuted: (row) => row.delete,
  cells: {
    email: (row) => row.user.email,
    name: (row) => [row.user.givenName, row.user.familyName].filter(Boolean).join(' '),
    name_kr: (row) => row.user.name_kr,
    country: (row, tools) => (row.user.country ? countryName(row.user.country, tools.intl.locale) : ''),
    price: (row) => Number(row.price).toLocaleString('en-US'),
    // Statuses in Korean in the back office (spec §4), whatever the page's language.
    price_status: (row) => PRICE_STATUS_LABELS[row.price_status as RegistrationPriceStatus].ko,
    pay_status: (row) => (row.pay ? PAY_STATUS_LABELS[row.pay.pay_status as PayStatus].ko : '—'),
  },
  RowActions,
  exportRequest: (query, ids, locale) => ({
    url: `/export/registrations.xlsx?filter=${encodeURIComponent(JSON.stringify(query.filter))}${
      ids ? `&ids=${ids.join(',')}` : ''
    }&locale=${locale}`,
    filename: 'registrations.xlsx',
  }),
  // Badges of the filtered (or selected) registrations that have one (paid or free), as PDF.
  extraDownloads: (query, ids) =>
    (['A4', 'LABEL'] as const).map((layout) => ({
      labelId: `admin.badges.print.${layout}`,
      request: {
        url: `/badges.pdf?layout=${layout}&filter=${encodeURIComponent(JSON.stringify(query.filter))}${
          ids ? `&ids=${ids.join(',')}` : ''
        }`,
        filename: `badges-${layout.toLowerCase()}.pdf`,
        personalData: true,
      },
    })),
};

/** regist/committeUserData: registrations with the spec's filters, refund, Excel export. */
export default function RegistrationsPage() {
  const bulkActions = [useCheckPaymentsAction(), useDeleteRegistrationsAction()];
  return <ListPage config={{ ...config, bulkActions }} />;
}
