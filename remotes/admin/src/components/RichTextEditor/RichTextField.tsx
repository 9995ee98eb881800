import { useIntl } from 'react-intl';
import { Field } from '@congress/components/forms';
import { RichTextEditor } from './index';
import type { RichTextEditorProps } from './types';

type FormApi = {
  values: Record<string, unknown>;
  errors: Record<string, string>;
  setValue: (name: string, value: unknown) => void;
};

/**
 * The rich text editor as a field of a form from useSchemaForm (a post's or a popup's content):
 * the kit's label, required mark and translated message, the editor named by the same label.
 */
export function RichTextField({
  form,
  name,
  labelId,
  required,
  editorKey,
  uploadImage,
}: {
  form: FormApi;
  name: string;
  labelId: string;
  required?: boolean;
  /** Another record loads another text (the editor reads its value once). */
  editorKey: string;
} & Pick<RichTextEditorProps, 'uploadImage'>) {
  const intl = useIntl();
  return (
    <Field name={name} labelId={labelId} required={required} error={form.errors[name]}>
      {(a11y) => (
        <RichTextEditor
          key={editorKey}
          id={a11y.id}
          value={String(form.values[name] ?? '')}
          onChange={(html) => form.setValue(name, html)}
          label={intl.formatMessage({ id: labelId })}
          invalid={a11y['aria-invalid']}
          describedBy={a11y['aria-describedby']}
          uploadImage={uploadImage}
        />
      )}
    </Field>
  );
}
