import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { countryOptions } from '@congress/domain';
import { nameModeFor, profileSchema } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import type { UserProfileFragment } from './generated/graphql';
import { SelectField, StyledForm, TextField } from './Field';
import { ProfileFields } from './ProfileFields';
import { useDialogs } from '@congress/ui';
import { BusyButton } from '../components/Button';
import { useSchemaForm } from './useSchemaForm';

const FIELDS = [
  'country',
  'title',
  'degree',
  'givenName',
  'familyName',
  'name_kr',
  'affiliation',
  'affiliation_kr',
  'department',
  'mobilePhone',
  'dialCode',
  'phone',
  'fax',
  'address',
  'occupation',
  'occupationOther',
  'medi_license',
  'howFind',
  'receiveInfo',
  'viaEmail',
  'visa',
  'visaGivenName',
  'visaFamilyName',
  'visaCountry',
  'visaPassportNumber',
  'visaBirth',
  'visaIssue',
  'visaExpire',
] as const;

type Values = Record<(typeof FIELDS)[number], unknown>;

const initialOf = (user: UserProfileFragment): Values =>
  Object.fromEntries(
    FIELDS.map((f) => [
      f,
      (user as Record<string, unknown>)[f] ??
        (typeof (user as Record<string, unknown>)[f] === 'boolean' ? false : ''),
    ]),
  ) as Values;

/**
 * The profile of spec §3 as its owner (my information) or an organiser edits it; the e-mail id is
 * shown but cannot change (spec §5). The same rules as sign-up, by the country's mode.
 */
export function ProfileForm(props: {
  user: UserProfileFragment;
  onSave: (changes: Record<string, unknown>) => Promise<void>;
}) {
  const intl = useIntl();
  const { showError, showSuccess } = useDialogs();
  const form = useSchemaForm(
    (v: Values) => profileSchema(nameModeFor(String(v.country))),
    initialOf(props.user),
  );
  const [busy, setBusy] = useState(false);
  const korean = nameModeFor(String(form.values.country)) === 'korean';

  const onSubmit = form.submit(async (values) => {
    setBusy(true);
    try {
      const changes = Object.fromEntries(
        FIELDS.map((f) => [f, (values as Record<string, unknown>)[f] ?? null]),
      );
      await props.onSave(changes);
      showSuccess('profile.saved');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else showError(`error.${errorCodeOf(error)}`);
    } finally {
      setBusy(false);
    }
  });

  const email = { values: { email: props.user.email }, errors: {}, setValue: () => undefined };
  return (
    <StyledForm onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'profile.form' })}>
      <TextField
        form={email}
        name="email"
        labelId="field.email"
        disabled
        hintId="validation.idCannotChange"
      />
      <SelectField
        form={form}
        name="country"
        labelId="field.country"
        required
        options={countryOptions(intl.locale, { dialCode: true })}
      />
      <ProfileFields form={form} korean={korean} />
      <BusyButton busy={busy}>
        <FormattedMessage id="common.save" />
      </BusyButton>
    </StyledForm>
  );
}
