export { useSchemaForm, type FieldErrors } from './useSchemaForm';
export { Field, TextField, SelectField, CheckboxField, StyledForm, StyledFieldRow } from './Field';
export { LoginForm } from './LoginForm';
export { ProfileForm } from './ProfileForm';
export { PasswordChangeForm } from './PasswordChangeForm';
