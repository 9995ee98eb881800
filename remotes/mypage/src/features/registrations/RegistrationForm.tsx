import { useState, type FormEvent } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import {
  feeTablesFor,
  nameIn,
  REGISTRATION_OCCUPATIONS,
  registrationFee,
  type RegistrationAttend,
} from '@congress/domain';
import { registrationSchema } from '@congress/domain/validation';
import { StyledButton } from '@congress/ui';

export interface RegistrationValues {
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

/**
 * The registration form with the fee as the member chooses (the same function the server prices
 * with; the server's number is the one charged). Tiers: the fee tables of the member's country.
 */
export function RegistrationForm(props: {
  country: string | null | undefined;
  initial: RegistrationValues;
  submitId: string;
  onSubmit: (values: RegistrationValues) => Promise<void>;
}) {
  const intl = useIntl();
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) =>
    setValues({ ...values, [key]: value });
  const fee = registrationFee(values);
  const tables = feeTablesFor(props.country);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = registrationSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    await props.onSubmit(values);
  };
  const error = (field: string) =>
    errors[field] ? (
      <span role="alert">
        <FormattedMessage id={errors[field]} />
      </span>
    ) : null;

  return (
    <form onSubmit={submit} aria-label={intl.formatMessage({ id: 'registration.form' })}>
      <label>
        <FormattedMessage id="registration.tier" />
        <select value={values.category} onChange={(e) => set('category', e.target.value)}>
          {tables.map((table) => (
            <optgroup key={table.id} label={`${nameIn(table.name, intl.locale)} (${table.currency})`}>
              {table.tiers.map((tier) => (
                <option key={tier.code} value={tier.code}>
                  {nameIn(tier.name, intl.locale)} ({tier.price.toLocaleString('en-US')} {table.currency})
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label>
        <FormattedMessage id="registration.occupation" />
        <select value={values.occupation} onChange={(e) => set('occupation', e.target.value)}>
          <option value="">—</option>
          {REGISTRATION_OCCUPATIONS.map((o) => (
            <option key={o} value={o}>
              {intl.formatMessage({ id: `registration.occupation.${o}` })}
            </option>
          ))}
        </select>
        {error('occupation')}
      </label>
      <label>
        <FormattedMessage id="registration.attend" />
        <select value={values.attend} onChange={(e) => set('attend', e.target.value as RegistrationAttend)}>
          <option value="OFFLINE">{intl.formatMessage({ id: 'registration.attend.OFFLINE' })}</option>
          <option value="ONLINE">{intl.formatMessage({ id: 'registration.attend.ONLINE' })}</option>
        </select>
        {error('attend')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={values.dinnerAttendance}
          onChange={(e) => set('dinnerAttendance', e.target.checked)}
        />
        <FormattedMessage id="registration.dinner" />
        {error('dinnerAttendance')}
      </label>
      <label>
        <FormattedMessage id="registration.accompanying" />
        <input
          type="number"
          min={0}
          max={5}
          value={values.accompanyingPerson}
          onChange={(e) => set('accompanyingPerson', Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
        />
        {error('accompanyingPerson')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={values.vegetarian}
          onChange={(e) => set('vegetarian', e.target.checked)}
        />
        <FormattedMessage id="registration.vegetarian" />
      </label>
      <label>
        <FormattedMessage id="registration.dietaryNeeds" />
        <input
          value={values.dietaryNeeds}
          maxLength={500}
          onChange={(e) => set('dietaryNeeds', e.target.value)}
        />
      </label>
      <label>
        <FormattedMessage id="registration.allergy" />
        <input value={values.alergy} maxLength={500} onChange={(e) => set('alergy', e.target.value)} />
      </label>
      <label>
        <FormattedMessage id="registration.badgeGivenName" />
        <input value={values.badgeGivenName} onChange={(e) => set('badgeGivenName', e.target.value)} />
        {error('badgeGivenName')}
      </label>
      <label>
        <FormattedMessage id="registration.badgeFamilyName" />
        <input value={values.badgeFamilyName} onChange={(e) => set('badgeFamilyName', e.target.value)} />
        {error('badgeFamilyName')}
      </label>
      <p>
        <FormattedMessage id="registration.badgeHint" />
      </p>
      {fee && (
        <p data-testid="live-fee">
          <FormattedMessage id="registration.total" />{' '}
          <strong>
            <FormattedNumber value={fee.total} /> {fee.currency}
          </strong>
        </p>
      )}
      <StyledButton type="submit">
        <FormattedMessage id={props.submitId} />
      </StyledButton>
    </form>
  );
}
