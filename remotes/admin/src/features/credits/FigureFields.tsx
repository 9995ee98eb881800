import { Field } from '@congress/components/forms';
import { MAX_MINUTES, MAX_POINTS } from './figures';

type Figures = { minutes: string; points: string };

/** The counted minutes and the points of a day, as an organiser corrects them or accepts an objection. */
export function FigureFields(props: {
  values: Figures;
  errors: Record<string, string>;
  onChange: (patch: Partial<Figures>) => void;
}) {
  const fields = [
    { name: 'minutes', labelId: 'admin.credits.correct.minutes', max: MAX_MINUTES },
    { name: 'points', labelId: 'admin.credits.correct.points', max: MAX_POINTS },
  ] as const;
  return (
    <>
      {fields.map(({ name, labelId, max }) => (
        <Field key={name} name={name} labelId={labelId} required error={props.errors[name]}>
          {(a11y) => (
            <input
              {...a11y}
              type="number"
              min="0"
              max={max}
              inputMode="numeric"
              value={props.values[name]}
              onChange={(e) => props.onChange({ [name]: e.target.value })}
            />
          )}
        </Field>
      ))}
    </>
  );
}
