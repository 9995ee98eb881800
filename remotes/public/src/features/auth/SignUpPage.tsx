import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@congress/router';
import { countryOptions } from '@congress/domain';
import { emailRule, nameModeFor, signUpSchema } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import {
  ConsentTextsDocument,
  useDuplicateUserNameLazyQuery,
  useRegisterMutation,
  type ConsentKind,
  type ConsentTextsQuery,
} from './generated/graphql';
import { toSessionUser, useDialogs, usePageQuery, useSession } from '@congress/ui';
import { SignUpConsents, type ConsentChoices } from './SignUpConsents';
import { BusyButton, Page } from '@congress/components';
import {
  ProfileFields,
  SelectField,
  StyledFieldRow,
  StyledForm,
  TextField,
  useSchemaForm,
} from '@congress/components/forms';

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
  dialCode: '',
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

/**
 * Sign-up (spec §5): Korean mode for Korea, overseas mode otherwise; the ID is the e-mail. The ID
 * is checked when the field is left (duplicateUserName), and again on submit.
 */
export default function SignUpPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const { showError, showSuccess } = useDialogs();
  const [checkDuplicate] = useDuplicateUserNameLazyQuery({ fetchPolicy: 'network-only' });
  const [register] = useRegisterMutation();
  const [busy, setBusy] = useState(false);
  // The consent texts are in the server's render (a new version raises the content version).
  const texts = usePageQuery<ConsentTextsQuery>(ConsentTextsDocument).data?.consentTexts ?? [];
  const [consents, setConsents] = useState<ConsentChoices>({});
  const [consentErrors, setConsentErrors] = useState<Partial<Record<ConsentKind, string>>>({});

  const form = useSchemaForm(signUpFormSchema, INITIAL);
  const korean = nameModeFor(form.values.country) === 'korean';
  const checkedId = useRef('');
  // The passport number's processing (a unique identifier) is asked on its own when it is given.
  const withPassport =
    !korean && Boolean(form.values.visa) && Boolean(String(form.values.visaPassportNumber).trim());
  const consentKinds: ConsentKind[] = [
    'COLLECTION',
    'KMA_PROVISION',
    'FUTURE_MAILS',
    ...(withPassport ? (['PASSPORT'] as const) : []),
  ];
  const requiredConsents = texts.filter((t) => t.required && consentKinds.includes(t.kind));
  const answerConsent = (kind: ConsentKind, given: boolean) => {
    setConsents((current) => ({ ...current, [kind]: given }));
    setConsentErrors((current) => ({ ...current, [kind]: undefined }));
  };

  /** The error code when the ID is taken (or belonged to a deleted account), else null. */
  const idTaken = async (username: string) => {
    const { data } = await checkDuplicate({ variables: { username } });
    const status = data?.duplicateUserName;
    if (!status?.check) return null;
    return status.delete ? 'validation.usernameDeleted' : 'validation.usernameTaken';
  };

  /** Leaving the ID field: a well-formed address is looked up, so a taken one is said at once. */
  const onIdBlur = async (value: string) => {
    const address = value.trim();
    if (!emailRule.safeParse(address).success || checkedId.current === address) return;
    checkedId.current = address;
    try {
      const taken = await idTaken(address);
      // Still the same address (nothing typed meanwhile)?
      if (checkedId.current === address) form.setFieldError('email', taken);
    } catch {
      checkedId.current = ''; // the submit checks again
    }
  };

  const setEmail = (value: unknown) => {
    checkedId.current = '';
    form.setValue('email', value);
    form.setValue('username', value);
  };

  const onSubmit = form.submit(async (values) => {
    setBusy(true);
    try {
      const taken = await idTaken(values.email);
      if (taken) {
        form.setErrors({ email: taken });
        return;
      }
      // A required consent refused: no account (the server refuses it too).
      const refused = requiredConsents.filter((t) => !consents[t.kind]);
      if (refused.length) {
        setConsentErrors(Object.fromEntries(refused.map((t) => [t.kind, 'consent.requiredRefused'])));
        return;
      }
      // The schema's output: what the API parses too (blank optional fields left out, no confirmation).
      const input = signUpSchema(nameModeFor(values.country)).parse(values);
      const answers = consentKinds.flatMap((kind) => {
        const text = texts.find((t) => t.kind === kind);
        return text ? [{ kind, version: text.version, given: consents[kind] ?? false }] : [];
      });
      const { data } = await register({
        variables: { input: { ...input, consents: answers }, locale: intl.locale },
      });
      if (!data) throw new Error('no sign-up result');
      session.login(data.register.jwt, toSessionUser(data.register.user));
      showSuccess('signup.done');
      navigate('/home', { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const code = errorCodeOf(error);
      const consentFields = Object.entries(fields).filter(([field]) => field.startsWith('consents.'));
      if (consentFields.length)
        setConsentErrors(Object.fromEntries(consentFields.map(([field, id]) => [field.slice(9), id])));
      else if (Object.keys(fields).length)
        form.setErrors({ ...fields, ...(fields.username ? { email: fields.username } : {}) });
      // The sign-up's own limits (per network and e-mail domain) say what to do next.
      else if (code === 'RATE_LIMITED') showError('signup.rateLimited');
      else showError(`error.${code}`);
    } finally {
      setBusy(false);
    }
  });

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
        <SelectField
          form={form}
          name="country"
          labelId="field.country"
          options={countryOptions(intl.locale, { dialCode: true })}
          required
        />
        <TextField
          form={emailForm}
          name="email"
          labelId="field.email"
          type="email"
          autoComplete="email"
          onBlur={(value) => void onIdBlur(value)}
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
        <SignUpConsents
          texts={texts}
          kinds={consentKinds}
          choices={consents}
          errors={consentErrors}
          onChange={answerConsent}
        />
        <BusyButton busy={busy}>
          <FormattedMessage id="signup.submit" />
        </BusyButton>
      </StyledForm>
    </Page>
  );
}
