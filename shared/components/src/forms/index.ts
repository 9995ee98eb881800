// The form kit (@congress/components/forms): an entry of its own so pages without forms do not load
// zod. Bundled by each remote that uses it. The page's singletons (dialogs, session) come from
// '@congress/ui' by package name, never by relative path, so Module Federation hands them the shared
// ones instead of bundling a second store.
export { useSchemaForm, type FieldErrors } from './useSchemaForm';
export {
  Field,
  FieldMessage,
  invalidProps,
  TextField,
  SelectField,
  CheckboxField,
  StyledForm,
  StyledFieldRow,
} from './Field';
export { LoginForm } from './LoginForm';
export { ProfileForm } from './ProfileForm';
export { PasswordChangeForm } from './PasswordChangeForm';
export { ProfileFields } from './ProfileFields';
