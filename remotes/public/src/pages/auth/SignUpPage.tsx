import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { REGISTRATION_OCCUPATIONS, USER_DEGREES, USER_TITLES } from '@congress/domain';
import { nameModeFor, signUpSchema } from '@congress/domain/validation';
import {
  errorCodeOf,
  fieldErrorsOf,
  useCountriesQuery,
  useDuplicateUserNameLazyQuery,
  useRegisterMutation,
} from '@congress/graphql';
import { Page, StyledButton, toSessionUser, useDialogs, useSession } from '@congress/ui';
import { CheckboxField, SelectField, StyledFieldRow, StyledForm, TextField, useSchemaForm } from '@congress/ui/forms';

const INITIAL = {
  country: '',
  email: '',
  username: '',
  password: '',
  passwordConfirm: '',
  title: '',
  degree: '',
  givenName: '',
  familyName: '',
  name_kr: '',
  affiliation: '',
  affiliation_kr: '',
  department: '',
  mobilePhone: '',
  phone: '',
  fax: '',
  address: '',
  occupation: '',
  occupationOther: '',
  medi_license: '',
  howFind: '',
  receiveInfo: false,
  viaEmail: false,
  visa: false,
  visaGivenName: '',
  visaFamilyName: '',
  visaCountry: '',
  visaPassportNumber: '',
  visaBirth: '',
  visaIssue: '',
  visaExpire: '',
};

// The rules follow the chosen country; the password confirmation is a browser-only check.
const signUpFormSchema = (values: typeof INITIAL) =>
  signUpSchema(nameModeFor(values.country)).refine(() => values.password === values.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'validation.passwordConfirm',
  });

/** Sign-up (spec §5): Korean mode for Korea, overseas mode otherwise; the ID is the e-mail. */
export default function SignUpPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const { showError, showSuccess } = useDialogs();
  const { data: countries } = useCountriesQuery();
  const [checkDuplicate] = useDuplicateUserNameLazyQuery();
  const [register] = useRegisterMutation();
  const [busy, setBusy] = useState(false);

  const form = useSchemaForm(signUpFormSchema, INITIAL);
  const korean = nameModeFor(form.values.country) === 'korean';

  const setEmail = (value: unknown) => {
    form.setValue('email', value);
    form.setValue('username', value);
  };

  const onSubmit = form.submit(async (values) => {
    setBusy(true);
    try {
      const duplicate = await checkDuplicate({ variables: { username: values.email } });
      if (duplicate.data?.duplicateUserName.check) {
        const code = duplicate.data.duplicateUserName.delete
          ? 'validation.usernameDeleted'
          : 'validation.usernameTaken';
        form.setErrors({ email: code });
        return;
      }
      const { passwordConfirm: _confirm, ...input } = values;
      const clean = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '' && v !== undefined));
      const { data } = await register({ variables: { input: clean as never, locale: intl.locale } });
      if (!data) throw new Error('no sign-up result');
      session.login(data.register.jwt, toSessionUser(data.register.user));
      showSuccess('signup.done');
      navigate('/home', { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length)
        form.setErrors({ ...fields, ...(fields.username ? { email: fields.username } : {}) });
      else showError(`error.${errorCodeOf(error)}`);
    } finally {
      setBusy(false);
    }
  });

  const countryOptions = (countries?.countries ?? []).map((c) => ({
    value: c.code,
    label: `${new Intl.DisplayNames([intl.locale], { type: 'region' }).of(c.code) ?? c.name} (${c.dialCode})`,
  }));
  const emailForm = {
    ...form,
    setValue: (name: string, value: unknown) =>
      name === 'email' ? setEmail(value) : form.setValue(name, value),
  };

  return (
    <Page titleId="nav.auth.signup">
      <p>
        <FormattedMessage id="validation.requiredNotice" />
      </p>
      <StyledForm onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'nav.auth.signup' })}>
        <SelectField form={form} name="country" labelId="field.country" options={countryOptions} required />
        <TextField
          form={emailForm}
          name="email"
          labelId="field.email"
          type="email"
          autoComplete="email"
          required
        />
        <StyledFieldRow>
          <TextField
            form={form}
            name="password"
            labelId="field.password"
            type="password"
            hintId="field.passwordHint"
            autoComplete="new-password"
            required
          />
          <TextField
            form={form}
            name="passwordConfirm"
            labelId="field.passwordConfirm"
            type="password"
            autoComplete="new-password"
            required
          />
        </StyledFieldRow>
        <StyledFieldRow>
          <SelectField
            form={form}
            name="title"
            labelId="field.title"
            options={USER_TITLES.map((v) => ({ value: v, labelId: `option.title.${v}` }))}
            required
          />
          <SelectField
            form={form}
            name="degree"
            labelId="field.degree"
            options={USER_DEGREES.map((v) => ({ value: v, labelId: `option.degree.${v}` }))}
            required
          />
        </StyledFieldRow>
        <StyledFieldRow>
          <TextField form={form} name="givenName" labelId="field.givenName" required />
          <TextField form={form} name="familyName" labelId="field.familyName" required />
        </StyledFieldRow>
        {korean && <TextField form={form} name="name_kr" labelId="field.name_kr" required />}
        <TextField form={form} name="affiliation" labelId="field.affiliation" required />
        {korean && <TextField form={form} name="affiliation_kr" labelId="field.affiliation_kr" required />}
        <TextField form={form} name="department" labelId="field.department" required />
        <StyledFieldRow>
          <TextField
            form={form}
            name="mobilePhone"
            labelId="field.mobilePhone"
            type="tel"
            hintId={korean ? 'signup.koreanMobileHint' : 'signup.phoneHint'}
            required
          />
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
        <TextField form={form} name="howFind" labelId="field.howFind" />
        <CheckboxField form={form} name="receiveInfo" labelId="field.receiveInfo" />
        <CheckboxField form={form} name="viaEmail" labelId="field.viaEmail" />
        {!korean && <CheckboxField form={form} name="visa" labelId="field.visa" />}
        {!korean && form.values.visa && (
          <>
            <StyledFieldRow>
              <TextField form={form} name="visaGivenName" labelId="field.visaGivenName" />
              <TextField form={form} name="visaFamilyName" labelId="field.visaFamilyName" />
            </StyledFieldRow>
            <StyledFieldRow>
              <TextField form={form} name="visaCountry" labelId="field.visaCountry" />
              <TextField form={form} name="visaPassportNumber" labelId="field.visaPassportNumber" />
            </StyledFieldRow>
            <StyledFieldRow>
              <TextField form={form} name="visaBirth" labelId="field.visaBirth" type="date" />
              <TextField form={form} name="visaIssue" labelId="field.visaIssue" type="date" />
              <TextField form={form} name="visaExpire" labelId="field.visaExpire" type="date" />
            </StyledFieldRow>
          </>
        )}
        <StyledButton type="submit" disabled={busy}>
          <FormattedMessage id="signup.submit" />
        </StyledButton>
      </StyledForm>
    </Page>
  );
}
