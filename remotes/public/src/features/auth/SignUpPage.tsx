import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@congress/router';
import { nameModeFor, signUpSchema } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import {
  useCountriesQuery,
  useDuplicateUserNameLazyQuery,
  useRegisterMutation,
} from '../../generated/graphql';
import { Page, StyledButton, toSessionUser, useDialogs, useSession } from '@congress/ui';
import {
  ProfileFields,
  SelectField,
  StyledFieldRow,
  StyledForm,
  TextField,
  useSchemaForm,
} from '@congress/ui/forms';

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
        <ProfileFields form={form} korean={korean} />
        <StyledButton type="submit" disabled={busy}>
          <FormattedMessage id="signup.submit" />
        </StyledButton>
      </StyledForm>
    </Page>
  );
}
