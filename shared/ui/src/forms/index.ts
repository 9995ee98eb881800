// A separate entry (@congress/ui/forms) so pages without forms do not load zod. Files here import
// the rest of the UI kit through '@congress/ui', never by relative path: Module Federation then
// hands them the shared singleton (atoms, session) instead of bundling a second copy.
export { useSchemaForm, type FieldErrors } from './useSchemaForm';
export { Field, TextField, SelectField, CheckboxField, StyledForm, StyledFieldRow } from './Field';
export { LoginForm } from './LoginForm';
export { ProfileForm } from './ProfileForm';
export { PasswordChangeForm } from './PasswordChangeForm';
export { ProfileFields } from './ProfileFields';
