import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  SPONSOR_GRADE_LABELS,
  SPONSOR_GRADES,
  SPONSOR_PAY_STATUS_LABELS,
  SPONSOR_PAY_STATUSES,
  sponsorPrice,
  type SponsorGrade,
  type SponsorPayStatus,
} from '@congress/domain';
import {
  sponsorSecretariatFormSchema,
  sponsorSecretariatFromForm,
  type SponsorSecretariatFormValues,
} from '@congress/domain/validation';
import { fieldErrorsOf } from '@congress/graphql';
import { BusyButton } from '@congress/components';
import { Field, useSchemaForm } from '@congress/components/forms';
import { EditGate } from '../../components/EditGate';
import {
  useSponsorQuery,
  useUpdateSponsorMutation,
  type SponsorQuery,
  type SponsorRowFragment,
} from '../../generated/graphql';
import { Modal } from '../../dialogs/Modal';
import { errorText, PageNotice, type ListTools, type PageNoticeState } from '../../listKit';

export const sponsorLabel = (row: Pick<SponsorRowFragment, 'companyName_en' | 'companyName_kr'>) =>
  row.companyName_kr ? `${row.companyName_en} (${row.companyName_kr})` : row.companyName_en;

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, 32%) 1fr;
  gap: 6px 12px;
  margin: 0 0 20px;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledEdit = styled.form`
  display: grid;
  gap: 12px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 500;
  }
  input,
  select,
  textarea {
    min-height: 38px;
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    font: inherit;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 400;
    font-size: 0.85rem;
  }
`;

type Sponsor = NonNullable<SponsorQuery['sponsor']>;

function Item({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children || '—'}</dd>
    </>
  );
}

function FileLink({ file }: { file: Sponsor['businessRegistration'] }) {
  if (!file) return <>—</>;
  return (
    <a href={file.url} target="_blank" rel="noopener noreferrer" download={file.name}>
      {file.name}
    </a>
  );
}

// updateSponsor's own rules for the secretariat's fields (@congress/domain).
const schemaOf = () => sponsorSecretariatFormSchema;

/** Everything the application carries, and the secretariat's own fields (grade, payment, memo). */
function SponsorForm({ sponsor, onSaved }: { sponsor: Sponsor; onSaved: () => void }) {
  const intl = useIntl();
  const [update] = useUpdateSponsorMutation();
  const form = useSchemaForm<SponsorSecretariatFormValues>(schemaOf, {
    grade: sponsor.grade,
    // A stored status is one of the list (the API writes no other); the select shows the first otherwise.
    sponsor_pay_status:
      SPONSOR_PAY_STATUSES.find((s) => s === sponsor.sponsor_pay_status) ?? SPONSOR_PAY_STATUSES[0],
    sponsor_pay: String(sponsor.sponsor_pay),
    manager_memo: sponsor.manager_memo ?? '',
  });
  const { values, errors, setValue } = form;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<PageNoticeState>(null);
  const krw = (n: number) => `${intl.formatNumber(n)}`;
  const ko = intl.locale === 'ko' ? 'ko' : 'en';

  const onSubmit = form.submit(async () => {
    setBusy(true);
    setMessage(null);
    const optional = (v: string | null | undefined) => v ?? undefined;
    try {
      await update({
        variables: {
          id: sponsor.id,
          input: {
            companyName_en: sponsor.companyName_en,
            companyName_kr: optional(sponsor.companyName_kr),
            homepage_en: optional(sponsor.homepage_en),
            bizNumber: optional(sponsor.bizNumber),
            address: optional(sponsor.address),
            managerName: sponsor.managerName,
            email: sponsor.email,
            phone: optional(sponsor.phone),
            mobilePhone: sponsor.mobilePhone ?? '',
            partnership: optional(sponsor.partnership),
            paymentSchedule: sponsor.paymentSchedule ?? '',
            taxBill: sponsor.taxBill,
            taxBillSchedule: optional(sponsor.taxBillSchedule),
            taxBillEmail: optional(sponsor.taxBillEmail),
            ...sponsorSecretariatFromForm(values),
          },
        },
      });
      setMessage({ tone: 'success', text: intl.formatMessage({ id: 'admin.sponsors.saved' }) });
      onSaved();
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      setMessage({ tone: 'error', text: errorText(intl, error) });
    } finally {
      setBusy(false);
    }
  });

  return (
    <>
      <StyledList>
        <Item labelId="admin.sponsors.company">{sponsorLabel(sponsor)}</Item>
        <Item labelId="admin.sponsors.bizNumber">{sponsor.bizNumber}</Item>
        <Item labelId="admin.sponsors.homepage">
          {sponsor.homepage_en && (
            <a href={sponsor.homepage_en} target="_blank" rel="noopener noreferrer nofollow">
              {sponsor.homepage_en}
            </a>
          )}
        </Item>
        <Item labelId="admin.sponsors.address">{sponsor.address}</Item>
        <Item labelId="admin.sponsors.manager">{sponsor.managerName}</Item>
        <Item labelId="admin.sponsors.email">{sponsor.email}</Item>
        <Item labelId="admin.sponsors.phones">
          {[sponsor.mobilePhone, sponsor.phone].filter(Boolean).join(' · ')}
        </Item>
        <Item labelId="admin.sponsors.partnership">{sponsor.partnership}</Item>
        <Item labelId="admin.sponsors.paymentSchedule">
          {sponsor.paymentSchedule && (
            <FormattedMessage id={`admin.sponsors.paymentSchedule.${sponsor.paymentSchedule}`} />
          )}
        </Item>
        <Item labelId="admin.sponsors.taxBill">
          {sponsor.taxBill ? (
            <>
              <FormattedMessage
                id={`admin.sponsors.taxBillSchedule.${sponsor.taxBillSchedule ?? 'ON_PAYMENT'}`}
              />
              {' · '}
              {sponsor.taxBillEmail}
            </>
          ) : (
            <FormattedMessage id="admin.sponsors.noTaxBill" />
          )}
        </Item>
        <Item labelId="admin.sponsors.businessRegistration">
          <FileLink file={sponsor.businessRegistration} />
        </Item>
        <Item labelId="admin.sponsors.sponsorPaper">
          <FileLink file={sponsor.sponsor_paper} />
        </Item>
      </StyledList>
      <StyledEdit onSubmit={onSubmit} noValidate>
        <Field name="grade" labelId="admin.sponsors.grade" required error={errors.grade}>
          {(a11y) => (
            <select
              {...a11y}
              value={values.grade}
              onChange={(e) => setValue('grade', e.target.value as SponsorGrade)}
            >
              {SPONSOR_GRADES.map((g) => (
                <option key={g} value={g}>
                  {SPONSOR_GRADE_LABELS[g][ko]} · {krw(sponsorPrice(g))}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          name="sponsor_pay_status"
          labelId="admin.sponsors.payStatus"
          required
          error={errors.sponsor_pay_status}
        >
          {(a11y) => (
            <select
              {...a11y}
              value={values.sponsor_pay_status}
              onChange={(e) => setValue('sponsor_pay_status', e.target.value as SponsorPayStatus)}
            >
              {SPONSOR_PAY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {SPONSOR_PAY_STATUS_LABELS[s][ko]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="sponsor_pay" labelId="admin.sponsors.received" required error={errors.sponsor_pay}>
          {(a11y) => (
            <>
              <input
                {...a11y}
                aria-describedby={[a11y['aria-describedby'], 'sponsor-due'].filter(Boolean).join(' ')}
                inputMode="numeric"
                value={values.sponsor_pay}
                onChange={(e) => setValue('sponsor_pay', e.target.value)}
              />
              <span className="hint" id="sponsor-due">
                <FormattedMessage
                  id="admin.sponsors.due"
                  values={{ price: krw(sponsorPrice(values.grade)) }}
                />
              </span>
            </>
          )}
        </Field>
        <Field name="manager_memo" labelId="admin.sponsors.memo" error={errors.manager_memo}>
          {(a11y) => (
            <textarea
              {...a11y}
              rows={4}
              value={values.manager_memo}
              onChange={(e) => setValue('manager_memo', e.target.value)}
            />
          )}
        </Field>
        <PageNotice notice={message} />
        <BusyButton type="submit" busy={busy}>
          <FormattedMessage id="common.save" />
        </BusyButton>
      </StyledEdit>
    </>
  );
}

function SponsorBody({ id, onSaved }: { id: string; onSaved: () => void }) {
  const { data, error, loading } = useSponsorQuery({ variables: { id }, fetchPolicy: 'network-only' });
  return (
    <EditGate error={error} loading={loading} record={data?.sponsor}>
      {(sponsor) => <SponsorForm sponsor={sponsor} onSaved={onSaved} />}
    </EditGate>
  );
}

/** The company name in the list opens the application in a side panel; the list reloads on close. */
export function SponsorDetailButton({ row, tools }: { row: SponsorRowFragment; tools: ListTools }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="link"
        aria-haspopup="dialog"
        aria-label={tools.intl.formatMessage(
          { id: 'admin.sponsors.openDetail' },
          { name: sponsorLabel(row) },
        )}
        onClick={() => setOpen(true)}
      >
        {row.companyName_en}
      </button>
      {open && (
        <Modal
          side
          wide
          title={
            <FormattedMessage id="admin.sponsors.detail" values={{ id: row.id, name: sponsorLabel(row) }} />
          }
          returnFocus={tools.returnFocus}
          onClose={() => {
            setOpen(false);
            void tools.refetch();
          }}
        >
          <SponsorBody id={row.id} onSaved={() => void tools.refetch()} />
        </Modal>
      )}
    </>
  );
}
