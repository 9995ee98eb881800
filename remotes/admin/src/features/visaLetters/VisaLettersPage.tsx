import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useAtomValue } from 'jotai';
import {
  VISA_LETTER_REASON_MAX,
  VISA_LETTER_STATUS_LABELS,
  type RegistrationPriceStatus,
  type VisaLetterStatus,
} from '@congress/domain';
import { PRICE_STATUS_LABELS, VISA_LETTERS_LIST } from '@congress/domain/lists';
import { fieldErrorsOf } from '@congress/graphql';
import { tokenState } from '@congress/ui';
import {
  useDecideVisaLetterMutation,
  useRevokeVisaLetterMutation,
  useVisaLettersQuery,
  type VisaLetterRowFragment,
  type VisaLettersFilter,
} from '../../generated/graphql';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { downloadStream } from '../../listKit/downloadStream';
import {
  errorText,
  listExport,
  ListPage,
  rowsOf,
  StyledSmallButton,
  type ListPageConfig,
  type RowCellProps,
} from '../../listKit';
import { PassportButton } from './VisaLetterDetail';

const passportName = (row: VisaLetterRowFragment) => `${row.given_name} ${row.family_name.toUpperCase()}`;

/** How a request is named in confirmations: the passport name and the member's address. */
export const visaLetterLabel = (row: VisaLetterRowFragment) => `${passportName(row)} <${row.user.email}>`;

/** The API's refusal in words: the field's reason when it gave one (already decided…), else the code's. */
function decisionError(intl: IntlShape, error: unknown): string {
  const codes = Object.values(fieldErrorsOf(error));
  const known = codes.find((code) => intl.messages[code]);
  return known ? intl.formatMessage({ id: known }) : errorText(intl, error);
}

type Decision = 'APPROVED' | 'REJECTED';

/** Why a request is rejected or a letter withdrawn: mailed to the member. */
function ReasonField({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  const id = useId();
  return (
    <p className="field">
      <label htmlFor={id}>
        <FormattedMessage id="admin.visaLetters.reason" />
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={VISA_LETTER_REASON_MAX}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </p>
  );
}

/** Approve or reject a waiting request, each asked first naming the member; a rejection says why. */
function DecideActions({ row, tools }: RowCellProps<VisaLetterRowFragment>) {
  const intl = useIntl();
  const [decide] = useDecideVisaLetterMutation();
  const [asking, setAsking] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const name = visaLetterLabel(row);
  const key = asking === 'APPROVED' ? 'approve' : 'reject';
  return (
    <>
      <StyledSmallButton type="button" onClick={() => setAsking('APPROVED')}>
        <FormattedMessage id="admin.visaLetters.approve" />
        <span className="vh">{` ${name}`}</span>
      </StyledSmallButton>
      <StyledSmallButton type="button" $variant="secondary" onClick={() => setAsking('REJECTED')}>
        <FormattedMessage id="admin.visaLetters.reject" />
        <span className="vh">{` ${name}`}</span>
      </StyledSmallButton>
      {asking && (
        <ConfirmDialog
          title={intl.formatMessage({ id: `admin.visaLetters.${key}.title` })}
          confirmLabel={intl.formatMessage({ id: `admin.visaLetters.${key}` })}
          danger={asking === 'REJECTED'}
          canConfirm={asking === 'APPROVED' || reason.trim().length > 0}
          returnFocus={tools.returnFocus}
          errorText={(error) => decisionError(intl, error)}
          onConfirm={async () => {
            const { data } = await decide({
              variables: { id: row.id, decision: asking, reason: asking === 'REJECTED' ? reason : null },
            });
            return {
              message: intl.formatMessage(
                { id: `admin.visaLetters.${key}.done` },
                { name, number: data?.decideVisaLetter.letter_number ?? '' },
              ),
            };
          }}
          onClose={(done) => {
            setAsking(null);
            setReason('');
            if (done) void tools.refetch();
          }}
        >
          <p>
            <FormattedMessage
              id={`admin.visaLetters.${key}.text`}
              values={{
                name: <strong>{name}</strong>,
                passport: `${row.nationality} ${row.passport_number}`,
              }}
            />
          </p>
          {asking === 'REJECTED' && <ReasonField value={reason} onChange={setReason} />}
        </ConfirmDialog>
      )}
    </>
  );
}

/** The approved letter's PDF (a protected file: fetched with the token, then saved). */
function PdfButton({ row }: { row: VisaLetterRowFragment }) {
  const intl = useIntl();
  const token = useAtomValue(tokenState);
  const [error, setError] = useState<string | null>(null);
  if (!row.pdf_url) return null;
  const pdfUrl = row.pdf_url;
  return (
    <>
      <StyledSmallButton
        type="button"
        $variant="secondary"
        onClick={() => {
          setError(null);
          downloadStream({ url: pdfUrl, token, filename: `${row.letter_number}.pdf` }).catch((caught) =>
            setError(errorText(intl, caught)),
          );
        }}
      >
        <FormattedMessage id="admin.visaLetters.pdf" />
        <span className="vh">{` ${visaLetterLabel(row)}`}</span>
      </StyledSmallButton>
      {error && <span role="alert">{error}</span>}
    </>
  );
}

/** Withdraw an issued letter (issued by mistake, the member will not come): asked first, with a reason. */
function RevokeAction({ row, tools }: RowCellProps<VisaLetterRowFragment>) {
  const intl = useIntl();
  const [revoke] = useRevokeVisaLetterMutation();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const name = visaLetterLabel(row);
  return (
    <>
      <StyledSmallButton type="button" $variant="secondary" onClick={() => setAsking(true)}>
        <FormattedMessage id="admin.visaLetters.revoke" />
        <span className="vh">{` ${name}`}</span>
      </StyledSmallButton>
      {asking && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'admin.visaLetters.revoke.title' })}
          confirmLabel={intl.formatMessage({ id: 'admin.visaLetters.revoke' })}
          danger
          canConfirm={reason.trim().length > 0}
          returnFocus={tools.returnFocus}
          errorText={(error) => decisionError(intl, error)}
          onConfirm={async () => {
            await revoke({ variables: { id: row.id, reason } });
            return {
              message: intl.formatMessage(
                { id: 'admin.visaLetters.revoke.done' },
                { name, number: row.letter_number ?? '' },
              ),
            };
          }}
          onClose={(done) => {
            setAsking(false);
            setReason('');
            if (done) void tools.refetch();
          }}
        >
          <p>
            <FormattedMessage
              id="admin.visaLetters.revoke.text"
              values={{ name: <strong>{name}</strong>, number: row.letter_number ?? '' }}
            />
          </p>
          <ReasonField value={reason} onChange={setReason} />
        </ConfirmDialog>
      )}
    </>
  );
}

function DecisionActions(props: RowCellProps<VisaLetterRowFragment>) {
  if (props.row.status === 'REQUESTED') return <DecideActions {...props} />;
  if (props.row.status !== 'APPROVED') return null;
  return (
    <>
      <PdfButton row={props.row} />
      <RevokeAction {...props} />
    </>
  );
}

function RowActions(props: RowCellProps<VisaLetterRowFragment>) {
  return (
    <>
      <PassportButton row={props.row} label={visaLetterLabel(props.row)} />
      <DecisionActions {...props} />
    </>
  );
}

const config: ListPageConfig<VisaLetterRowFragment> = {
  list: VISA_LETTERS_LIST,
  titleId: 'admin.menu.visaLetters',
  introId: 'admin.visaLetters.intro',
  countId: 'admin.count.visaLetters',
  useRows: (query) => {
    const result = useVisaLettersQuery({
      variables: {
        filter: query.filter as VisaLettersFilter,
        sort_conditions: [query.sort],
        start: query.start,
        limit: query.limit,
      },
      fetchPolicy: 'cache-and-network',
    });
    return rowsOf(result, result.data?.visaLetters);
  },
  rowLabel: visaLetterLabel,
  rowMuted: (row) => row.status === 'REJECTED',
  // In the spreadsheet only: the table stays readable (the dialog names the passport).
  hiddenColumns: ['issue', 'expire', 'decided_at'],
  cells: {
    // Statuses in Korean in the back office (spec §4), whatever the page's language.
    status: (row) => VISA_LETTER_STATUS_LABELS[row.status as VisaLetterStatus]?.ko ?? row.status,
    email: (row) => row.user.email,
    passportName,
    price_status: (row) =>
      row.registration
        ? PRICE_STATUS_LABELS[row.registration.price_status as RegistrationPriceStatus].ko
        : '—',
  },
  RowActions,
  exportRequest: listExport(VISA_LETTERS_LIST),
};

/** regist/visaLetters: visa invitation letter requests; approve or reject, the PDF once approved. */
export default function VisaLettersPage() {
  return <ListPage config={config} />;
}
