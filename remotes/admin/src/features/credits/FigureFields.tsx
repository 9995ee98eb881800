import { Field } from '@congress/components/forms';
import { CREDIT_MEMO_MAX, MAX_CREDIT_DAY_MINUTES, MAX_CREDIT_DAY_POINTS } from '@congress/domain/validation';

/** What these fields need of a form from useSchemaForm. */
type FigureForm = {
  values: { minutes: string; points: string; memo: string };
  errors: Record<string, string>;
  setValue: (name: string, value: unknown) => void;
};

/** The counted minutes and the points of a day, as an organiser corrects them or accepts an objection. */
export function FigureFields({ form }: { form: FigureForm }) {
  const fields = [
    { name: 'minutes', labelId: 'admin.credits.correct.minutes', max: MAX_CREDIT_DAY_MINUTES },
    { name: 'points', labelId: 'admin.credits.correct.points', max: MAX_CREDIT_DAY_POINTS },
  ] as const;
  return (
    <>
      {fields.map(({ name, labelId, max }) => (
        <Field key={name} name={name} labelId={labelId} required error={form.errors[name]}>
          {(a11y) => (
            <input
              {...a11y}
              name={name}
              type="number"
              min="0"
              max={max}
              inputMode="numeric"
              value={form.values[name]}
              onChange={(e) => form.setValue(name, e.target.value)}
            />
          )}
        </Field>
      ))}
    </>
  );
}

/** The memo every correction and every answer to an objection carries. */
export function MemoField(props: { form: FigureForm; labelId: string; hintId: string }) {
  const { form } = props;
  return (
    <Field name="memo" labelId={props.labelId} hintId={props.hintId} required error={form.errors.memo}>
      {(a11y) => (
        <textarea
          {...a11y}
          name="memo"
          rows={3}
          maxLength={CREDIT_MEMO_MAX}
          value={form.values.memo}
          onChange={(e) => form.setValue('memo', e.target.value)}
        />
      )}
    </Field>
  );
}
