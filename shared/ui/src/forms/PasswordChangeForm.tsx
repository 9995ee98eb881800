import { FormattedMessage } from 'react-intl';
import { z } from 'zod';
import { passwordRule } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { StyledForm, TextField } from './Field';
import { StyledButton, useDialogs } from '@congress/ui';
import { useSchemaForm } from './useSchemaForm';

const schema = (v: { currentPassword: string; password: string; confirm: string }) =>
  z
    .object({
      currentPassword: z.string().min(1, 'validation.required'),
      password: passwordRule,
      confirm: z.string(),
    })
    .refine(() => v.password === v.confirm, { path: ['confirm'], message: 'validation.passwordConfirm' });

/** Password change with the current password; the API refuses a new one equal to the old. */
export function PasswordChangeForm(props: {
  onSave: (currentPassword: string, password: string) => Promise<void>;
}) {
  const form = useSchemaForm(schema, { currentPassword: '', password: '', confirm: '' });
  const { showError, showSuccess } = useDialogs();
  const onSubmit = form.submit(async (v) => {
    try {
      await props.onSave(v.currentPassword, v.password);
      showSuccess('profile.passwordChanged');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else showError(`error.${errorCodeOf(error)}`);
    }
  });
  return (
    <StyledForm onSubmit={onSubmit} noValidate>
      <TextField
        form={form}
        name="currentPassword"
        labelId="field.currentPassword"
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        form={form}
        name="password"
        labelId="field.newPassword"
        type="password"
        hintId="field.passwordHint"
        autoComplete="new-password"
        required
      />
      <TextField
        form={form}
        name="confirm"
        labelId="field.passwordConfirm"
        type="password"
        autoComplete="new-password"
        required
      />
      <StyledButton type="submit">
        <FormattedMessage id="profile.changePassword" />
      </StyledButton>
    </StyledForm>
  );
}
