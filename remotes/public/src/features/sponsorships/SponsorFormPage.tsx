import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  PAYMENT_SCHEDULES,
  SPONSOR_GRADES,
  TAX_BILL_SCHEDULES,
  UPLOAD_USES,
  acceptOf,
  sponsorPrice,
} from '@congress/domain';
import { sponsorApplicationSchema } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { useDialogs } from '@congress/ui';
import { BusyButton, Page, StyledNotice } from '@congress/components';
import {
  CheckboxField,
  Field,
  SelectField,
  StyledFieldRow,
  StyledForm,
  TextField,
  useSchemaForm,
} from '@congress/components/forms';
import { useCreateSponsorMutation } from './generated/graphql';
import { uploadFree, UploadError, type ClaimedFile } from './uploadFree';

const INITIAL = {
  companyName_kr: '',
  companyName_en: '',
  homepage_en: '',
  bizNumber: '',
  address: '',
  managerName: '',
  email: '',
  phone: '',
  mobilePhone: '',
  grade: '',
  partnership: '',
  paymentSchedule: '',
  taxBill: false,
  taxBillSchedule: '',
  taxBillEmail: '',
  businessRegistration: null as ClaimedFile | null,
  sponsor_paper: null as ClaimedFile | null,
  privacyConsent: false,
};
type Values = typeof INITIAL;

const formSchema = () => sponsorApplicationSchema;

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  legend {
    padding: 0 6px;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const StyledProgress = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  font-size: 0.9rem;
  progress {
    flex: 1;
    height: 10px;
  }
`;

const StyledError = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

type Form = ReturnType<typeof useSchemaForm<Values>>;

/** A document uploaded as soon as it is chosen (free upload, with progress); its claim goes with the form. */
function DocumentField({
  form,
  name,
  labelId,
  hintId,
}: {
  form: Form;
  name: 'businessRegistration' | 'sponsor_paper';
  labelId: string;
  hintId: string;
}) {
  const intl = useIntl();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const progressId = useId();
  const current = form.values[name];
  const error = uploadError ?? form.errors[name] ?? form.errors[`${name}.id`];

  const onChange = async (file: File | undefined) => {
    setUploadError(null);
    if (!file) return;
    if (file.size > UPLOAD_USES.sponsorDocument.maxBytes) {
      setUploadError('validation.fileTooLarge');
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadFree(file, setProgress);
      form.setValue(name, uploaded);
    } catch (e) {
      setUploadError(e instanceof UploadError ? e.code : 'error.NETWORK');
    } finally {
      setProgress(null);
    }
  };

  return (
    <Field name={name} labelId={labelId} hintId={hintId} error={error}>
      {(a11y) => (
        <>
          <input
            {...a11y}
            type="file"
            accept={acceptOf('sponsorDocument')}
            disabled={progress !== null}
            onChange={(e) => void onChange(e.target.files?.[0])}
          />
          {progress !== null && (
            <StyledProgress>
              <progress
                id={progressId}
                max={100}
                value={progress}
                aria-label={intl.formatMessage({ id: 'sponsorForm.uploading' })}
              />
              <span>{progress}%</span>
            </StyledProgress>
          )}
          {current && progress === null && (
            <StyledProgress>
              <span>
                <FormattedMessage id="sponsorForm.attached" values={{ name: current.name }} />
              </span>
              <button type="button" onClick={() => form.setValue(name, null)}>
                <FormattedMessage id="sponsorForm.remove" />
              </button>
            </StyledProgress>
          )}
        </>
      )}
    </Field>
  );
}

const StyledDone = styled.div`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.success};
  h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** /sponsorships/sponsorForm: a company applies without an account (spec §6 free sponsor creation). */
export default function SponsorFormPage() {
  const intl = useIntl();
  const { showError } = useDialogs();
  const [createSponsor] = useCreateSponsorMutation();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ company: string; grade: string; price: number; email: string } | null>(
    null,
  );
  const form = useSchemaForm<Values>(formSchema, INITIAL);
  const krw = (amount: number) =>
    intl.formatMessage({ id: 'sponsor.krw' }, { amount: intl.formatNumber(amount) });

  const onSubmit = form.submit(async (values) => {
    setBusy(true);
    try {
      const claim = (file: ClaimedFile | null) => (file ? { id: file.id, claim: file.claim } : null);
      // The schema's output: what the API parses too (blank optional fields left out).
      const input = sponsorApplicationSchema.parse({
        ...values,
        businessRegistration: claim(values.businessRegistration),
        sponsor_paper: claim(values.sponsor_paper),
      });
      const { data } = await createSponsor({ variables: { input, locale: intl.locale } });
      if (!data) throw new Error('no result');
      const r = data.createSponsor;
      setDone({ company: r.companyName_en, grade: r.grade, price: r.price, email: values.email });
      window.scrollTo(0, 0);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else showError(`error.${errorCodeOf(error)}`);
    } finally {
      setBusy(false);
    }
  });

  if (done)
    return (
      <Page titleId="nav.sponsorships.form">
        <StyledDone role="status">
          <h2>
            <FormattedMessage id="sponsorForm.done.title" />
          </h2>
          <p>
            <FormattedMessage
              id="sponsorForm.done.text"
              values={{
                company: done.company,
                grade: intl.formatMessage({ id: `sponsor.grade.${done.grade}` }),
                price: krw(done.price),
                email: done.email,
              }}
            />
          </p>
        </StyledDone>
      </Page>
    );

  const gradeOptions = SPONSOR_GRADES.map((g) => ({
    value: g,
    label: `${intl.formatMessage({ id: `sponsor.grade.${g}` })} · ${krw(sponsorPrice(g))}`,
  }));
  const grade = form.values.grade as (typeof SPONSOR_GRADES)[number] | '';

  return (
    <Page titleId="nav.sponsorships.form">
      <p>
        <FormattedMessage id="sponsorForm.intro" />
      </p>
      <p>
        <FormattedMessage id="validation.requiredNotice" />
      </p>
      <StyledForm
        onSubmit={onSubmit}
        noValidate
        aria-label={intl.formatMessage({ id: 'nav.sponsorships.form' })}
      >
        <StyledFieldset>
          <legend>
            <FormattedMessage id="sponsorForm.section.company" />
          </legend>
          <StyledFieldRow>
            <TextField
              form={form}
              name="companyName_en"
              labelId="sponsorForm.companyName_en"
              required
              autoComplete="organization"
            />
            <TextField form={form} name="companyName_kr" labelId="sponsorForm.companyName_kr" />
          </StyledFieldRow>
          <StyledFieldRow>
            <TextField
              form={form}
              name="bizNumber"
              labelId="sponsorForm.bizNumber"
              hintId="sponsorForm.bizNumber.hint"
            />
            <TextField
              form={form}
              name="homepage_en"
              labelId="sponsorForm.homepage"
              type="url"
              hintId="sponsorForm.homepage.hint"
            />
          </StyledFieldRow>
          <TextField form={form} name="address" labelId="sponsorForm.address" autoComplete="street-address" />
        </StyledFieldset>

        <StyledFieldset>
          <legend>
            <FormattedMessage id="sponsorForm.section.manager" />
          </legend>
          <StyledFieldRow>
            <TextField
              form={form}
              name="managerName"
              labelId="sponsorForm.managerName"
              required
              autoComplete="name"
            />
            <TextField
              form={form}
              name="email"
              labelId="sponsorForm.email"
              type="email"
              required
              autoComplete="email"
            />
          </StyledFieldRow>
          <StyledFieldRow>
            <TextField
              form={form}
              name="mobilePhone"
              labelId="sponsorForm.mobilePhone"
              type="tel"
              required
              hintId="sponsorForm.phone.hint"
              autoComplete="tel"
            />
            <TextField
              form={form}
              name="phone"
              labelId="sponsorForm.phone"
              type="tel"
              hintId="sponsorForm.phone.hint"
            />
          </StyledFieldRow>
        </StyledFieldset>

        <StyledFieldset>
          <legend>
            <FormattedMessage id="sponsorForm.section.package" />
          </legend>
          <SelectField form={form} name="grade" labelId="sponsorForm.grade" options={gradeOptions} required />
          {grade && (
            <p aria-live="polite">
              <FormattedMessage id="sponsorForm.amount" values={{ price: krw(sponsorPrice(grade)) }} />
            </p>
          )}
          <TextField
            form={form}
            name="partnership"
            labelId="sponsorForm.partnership"
            hintId="sponsorForm.partnership.hint"
          />
          <SelectField
            form={form}
            name="paymentSchedule"
            labelId="sponsorForm.paymentSchedule"
            options={PAYMENT_SCHEDULES.map((value) => ({
              value,
              labelId: `sponsorForm.paymentSchedule.${value}`,
            }))}
            required
          />
        </StyledFieldset>

        <StyledFieldset>
          <legend>
            <FormattedMessage id="sponsorForm.section.tax" />
          </legend>
          <CheckboxField form={form} name="taxBill" labelId="sponsorForm.taxBill" />
          {form.values.taxBill && (
            <StyledFieldRow>
              <SelectField
                form={form}
                name="taxBillSchedule"
                labelId="sponsorForm.taxBillSchedule"
                options={TAX_BILL_SCHEDULES.map((value) => ({
                  value,
                  labelId: `sponsorForm.taxBillSchedule.${value}`,
                }))}
                required
              />
              <TextField
                form={form}
                name="taxBillEmail"
                labelId="sponsorForm.taxBillEmail"
                type="email"
                required
              />
            </StyledFieldRow>
          )}
        </StyledFieldset>

        <StyledFieldset>
          <legend>
            <FormattedMessage id="sponsorForm.section.documents" />
          </legend>
          <DocumentField
            form={form}
            name="businessRegistration"
            labelId="sponsorForm.businessRegistration"
            hintId="sponsorForm.document.hint"
          />
          <DocumentField
            form={form}
            name="sponsor_paper"
            labelId="sponsorForm.sponsorPaper"
            hintId="sponsorForm.document.hint"
          />
        </StyledFieldset>

        <StyledNotice>
          <FormattedMessage id="sponsorForm.privacy" />
        </StyledNotice>
        <CheckboxField form={form} name="privacyConsent" labelId="sponsorForm.privacyConsent" />
        {form.errors.privacyConsent && (
          <StyledError role="alert">
            <FormattedMessage id={form.errors.privacyConsent} />
          </StyledError>
        )}
        <BusyButton type="submit" busy={busy}>
          <FormattedMessage id="sponsorForm.submit" />
        </BusyButton>
      </StyledForm>
    </Page>
  );
}
