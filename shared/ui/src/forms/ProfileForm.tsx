import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { REGISTRATION_OCCUPATIONS, USER_DEGREES, USER_TITLES } from '@congress/domain';
import { nameModeFor, profileSchema } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf, useCountriesQuery, type UserProfileFragment } from '@congress/graphql';
import { CheckboxField, SelectField, StyledFieldRow, StyledForm, TextField } from './Field';
import { StyledButton, useDialogs } from '@congress/ui';
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
  const { data: countries } = useCountriesQuery();
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
        options={(countries?.countries ?? []).map((c) => ({ value: c.code, label: c.name }))}
      />
      <StyledFieldRow>
        <SelectField
          form={form}
          name="title"
          labelId="field.title"
          required
          options={USER_TITLES.map((v) => ({ value: v, labelId: `option.title.${v}` }))}
        />
        <SelectField
          form={form}
          name="degree"
          labelId="field.degree"
          required
          options={USER_DEGREES.map((v) => ({ value: v, labelId: `option.degree.${v}` }))}
        />
      </StyledFieldRow>
      <StyledFieldRow>
        <TextField form={form} name="givenName" labelId="field.givenName" required />
        <TextField form={form} name="familyName" labelId="field.familyName" required />
        {korean && <TextField form={form} name="name_kr" labelId="field.name_kr" required />}
      </StyledFieldRow>
      <TextField form={form} name="affiliation" labelId="field.affiliation" required />
      {korean && <TextField form={form} name="affiliation_kr" labelId="field.affiliation_kr" required />}
      <TextField form={form} name="department" labelId="field.department" required />
      <StyledFieldRow>
        <TextField form={form} name="mobilePhone" labelId="field.mobilePhone" type="tel" required />
        <TextField form={form} name="phone" labelId="field.phone" type="tel" />
        <TextField form={form} name="fax" labelId="field.fax" type="tel" />
      </StyledFieldRow>
      <TextField form={form} name="address" labelId="field.address" />
      <StyledFieldRow>
        <SelectField
          form={form}
          name="occupation"
          labelId="field.occupation"
          options={[...REGISTRATION_OCCUPATIONS, 'OTHER'].map((v) => ({
            value: v,
            labelId: `option.occupation.${v}`,
          }))}
        />
        {form.values.occupation === 'OTHER' && (
          <TextField form={form} name="occupationOther" labelId="field.occupationOther" />
        )}
        {korean && <TextField form={form} name="medi_license" labelId="field.medi_license" />}
      </StyledFieldRow>
      <CheckboxField form={form} name="receiveInfo" labelId="field.receiveInfo" />
      <CheckboxField form={form} name="viaEmail" labelId="field.viaEmail" />
      <StyledButton type="submit" disabled={busy}>
        <FormattedMessage id="common.save" />
      </StyledButton>
    </StyledForm>
  );
}
