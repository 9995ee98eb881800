import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  feeTablesFor,
  MAX_ACCOMPANYING_PERSONS,
  nameIn,
  REGISTRATION_OCCUPATIONS,
  registrationBadgeName,
  registrationFee,
  TIME_ZONE,
  type RegistrationAttend,
  type RegistrationWindow,
} from '@congress/domain';
import { registrationSchema } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { useDialogs } from '@congress/ui';
import { BusyButton } from '@congress/components';
import {
  CheckboxField,
  Field,
  SelectField,
  StyledFieldRow,
  StyledForm,
  TextField,
  useSchemaForm,
} from '@congress/components/forms';
import { WindowInWords } from './WindowInWords';

export interface RegistrationValues extends Record<string, unknown> {
  category: string;
  occupation: string;
  attend: RegistrationAttend;
  dinnerAttendance: boolean;
  accompanyingPerson: number;
  vegetarian: boolean;
  dietaryNeeds: string;
  alergy: string;
  badgeGivenName: string;
  badgeFamilyName: string;
}

const FIELDS: readonly string[] = [
  'category',
  'occupation',
  'attend',
  'dinnerAttendance',
  'accompanyingPerson',
  'vegetarian',
  'dietaryNeeds',
  'alergy',
  'badgeGivenName',
  'badgeFamilyName',
];

const StyledSection = styled.fieldset`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 16px 20px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  min-width: 0;
  legend {
    padding: 0 6px;
    font-weight: 500;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  .hint {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .error {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const StyledTotal = styled.section`
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: #eef1f7;
  h2 {
    margin: 0 0 8px;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 0;
    margin: 0 0 8px;
  }
  dd {
    margin: 0;
    padding-left: 16px;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    font-size: 1.1rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 6px;
  }
  p {
    margin: 4px 0 0;
    font-size: 0.88rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  h2 + p {
    margin-bottom: 8px;
  }
`;

const StyledNext = styled.section`
  h2 {
    margin: 0 0 8px;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  ol {
    margin: 0;
    padding-left: 22px;
    display: grid;
    gap: 4px;
  }
`;

/**
 * The registration form on the site's form kit, checked by the schema the API applies, with the
 * fee as the member chooses (registrationFee, the function the server prices with; the server's
 * number is the one charged). Tiers: the fee tables of the member's country, by their names.
 */
export function RegistrationForm(props: {
  country: string | null | undefined;
  /** The member's names: what the badge prints follows from them and the badge name typed here. */
  member: { name_kr?: string | null; givenName?: string | null; familyName?: string | null };
  initial: RegistrationValues;
  window: RegistrationWindow;
  submitId: string;
  onSubmit: (values: RegistrationValues) => Promise<void>;
}) {
  const intl = useIntl();
  const { showError } = useDialogs();
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(() => registrationSchema, props.initial);
  const { values } = form;
  const count = values.accompanyingPerson;
  // While the count is not a whole number in range the schema says so; the total counts none.
  const validCount = Number.isInteger(count) && count >= 0 && count <= MAX_ACCOMPANYING_PERSONS ? count : 0;
  const fee = registrationFee({ ...values, accompanyingPerson: validCount });
  const tables = feeTablesFor(props.country);
  const money = (amount: number, currency: string) => `${intl.formatNumber(amount)} ${currency}`;
  const onSite = values.attend === 'OFFLINE';

  const onSubmit = form.submit(async (parsed) => {
    setBusy(true);
    try {
      await props.onSubmit(parsed);
    } catch (error) {
      // The server's answer on the field it concerns, else in a dialog.
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).some((field) => FIELDS.includes(field))) form.setErrors(fields);
      else {
        const code = Object.values(fields)[0];
        showError(code && intl.messages[code] ? code : `error.${errorCodeOf(error)}`);
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <StyledForm onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'registration.form' })}>
      <p data-testid="registration-window">
        <WindowInWords window={props.window} />
      </p>

      <StyledSection>
        <legend>
          <FormattedMessage id="registration.section.registration" />
        </legend>
        <Field name="category" labelId="registration.tier" required error={form.errors.category}>
          {(a11y) => (
            <select
              {...a11y}
              name="category"
              value={values.category}
              onChange={(e) => form.setValue('category', e.target.value)}
            >
              {tables.map((table) => (
                <optgroup key={table.id} label={`${nameIn(table.name, intl.locale)} (${table.currency})`}>
                  {table.tiers.map((tier) => (
                    <option key={tier.code} value={tier.code}>
                      {nameIn(tier.name, intl.locale)} ({money(tier.price, table.currency)})
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <StyledFieldRow>
          <SelectField
            form={form}
            name="occupation"
            labelId="registration.occupation"
            required
            options={REGISTRATION_OCCUPATIONS.map((o) => ({
              value: o,
              labelId: `registration.occupation.${o}`,
            }))}
          />
          <SelectField
            form={form}
            name="attend"
            labelId="registration.attend"
            required
            options={[
              { value: 'OFFLINE', labelId: 'registration.attend.OFFLINE' },
              { value: 'ONLINE', labelId: 'registration.attend.ONLINE' },
            ]}
          />
        </StyledFieldRow>
      </StyledSection>

      <StyledSection>
        <legend>
          <FormattedMessage id="registration.section.dinner" />
        </legend>
        <p className="hint">
          <FormattedMessage id={onSite ? 'registration.dinnerHint' : 'registration.dinnerOnSiteOnly'} />
        </p>
        <div>
          <CheckboxField form={form} name="dinnerAttendance" labelId="registration.dinner" />
          {form.errors.dinnerAttendance && (
            <span className="error" role="alert">
              <FormattedMessage id={form.errors.dinnerAttendance} />
            </span>
          )}
        </div>
        <Field
          name="accompanyingPerson"
          labelId="registration.accompanying"
          hintId="registration.accompanyingHint"
          error={form.errors.accompanyingPerson}
        >
          {(a11y) => (
            <input
              {...a11y}
              name="accompanyingPerson"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_ACCOMPANYING_PERSONS}
              step={1}
              value={String(values.accompanyingPerson)}
              // An emptied field counts as none; anything else goes to the schema as typed.
              onChange={(e) =>
                form.setValue('accompanyingPerson', e.target.value === '' ? 0 : Number(e.target.value))
              }
            />
          )}
        </Field>
        <CheckboxField form={form} name="vegetarian" labelId="registration.vegetarian" />
        <StyledFieldRow>
          <TextField form={form} name="dietaryNeeds" labelId="registration.dietaryNeeds" />
          <TextField form={form} name="alergy" labelId="registration.allergy" />
        </StyledFieldRow>
      </StyledSection>

      <StyledSection>
        <legend>
          <FormattedMessage id="registration.section.badge" />
        </legend>
        <p className="hint">
          <FormattedMessage id="registration.badgeHint" />
        </p>
        {/* The badge PDF's own rule (shared/domain): what is printed, as it is typed. */}
        <p data-testid="badge-preview">
          <FormattedMessage
            id="registration.badgePrinted"
            values={{
              name: (
                <strong>
                  {registrationBadgeName({
                    ...props.member,
                    country: props.country,
                    badgeGivenName: values.badgeGivenName,
                    badgeFamilyName: values.badgeFamilyName,
                  })}
                </strong>
              ),
            }}
          />
        </p>
        <StyledFieldRow>
          <TextField
            form={form}
            name="badgeGivenName"
            labelId="registration.badgeGivenName"
            autoComplete="given-name"
            required
          />
          <TextField
            form={form}
            name="badgeFamilyName"
            labelId="registration.badgeFamilyName"
            autoComplete="family-name"
            required
          />
        </StyledFieldRow>
      </StyledSection>

      {fee && (
        <StyledTotal aria-labelledby="registration-total-heading">
          <h2 id="registration-total-heading">
            <FormattedMessage id="registration.section.fee" />
          </h2>
          <p>
            <FormattedMessage
              id="registration.priceDate"
              values={{ date: intl.formatDate(new Date(), { timeZone: TIME_ZONE, dateStyle: 'long' }) }}
            />
          </p>
          {/* Read out when it changes, so a screen-reader user hears the new total. */}
          <dl data-testid="live-fee" aria-live="polite">
            <dt>
              <FormattedMessage id="registration.fee" />
            </dt>
            <dd>{money(fee.registration, fee.currency)}</dd>
            <dt>
              <FormattedMessage id="registration.feeDinner" />
            </dt>
            <dd>{money(fee.dinner, fee.currency)}</dd>
            <dt>
              <FormattedMessage id="registration.feeAccompanyingCount" values={{ count: validCount }} />
            </dt>
            <dd>{money(fee.accompanying, fee.currency)}</dd>
            <dt className="total">
              <FormattedMessage id="registration.total" />
            </dt>
            <dd className="total">{money(fee.total, fee.currency)}</dd>
          </dl>
          {fee.currency !== 'KRW' && (
            <p>
              <FormattedMessage id="registration.usdChargedInKrw" />
            </p>
          )}
        </StyledTotal>
      )}

      <StyledNext aria-labelledby="registration-next-heading">
        <h2 id="registration-next-heading">
          <FormattedMessage id="registration.next" />
        </h2>
        <ol>
          <li>
            <FormattedMessage id="registration.next.saved" />
          </li>
          <li>
            <FormattedMessage
              id={fee && fee.total === 0 ? 'registration.next.free' : 'registration.next.pay'}
            />
          </li>
          <li>
            <FormattedMessage id="registration.next.receipt" />
          </li>
          <li>
            <FormattedMessage id="registration.next.changes" />
          </li>
        </ol>
      </StyledNext>

      <BusyButton busy={busy}>
        <FormattedMessage id={props.submitId} />
      </BusyButton>
    </StyledForm>
  );
}
