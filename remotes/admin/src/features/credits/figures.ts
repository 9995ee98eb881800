// The figures an organiser types for a day (a correction, an accepted objection): whole minutes
// within a day and whole points, always with a memo.

/** A whole number from 0 to `max` as typed, or null. */
export function wholeIn(text: string, max: number): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n <= max ? n : null;
}

export const MAX_MINUTES = 24 * 60;
export const MAX_POINTS = 100;

/**
 * Checks the figures and memo of a correction or an accepted objection: message ids per field,
 * empty when all is well.
 */
export function figureErrors(values: { minutes: string; points: string; memo: string }, figures = true) {
  const errors: Record<string, string> = {};
  if (figures) {
    if (!values.minutes.trim()) errors.minutes = 'validation.required';
    else if (wholeIn(values.minutes, MAX_MINUTES) === null)
      errors.minutes = 'admin.credits.correct.minutesInvalid';
    if (!values.points.trim()) errors.points = 'validation.required';
    else if (wholeIn(values.points, MAX_POINTS) === null)
      errors.points = 'admin.credits.correct.pointsInvalid';
  }
  if (!values.memo.trim()) errors.memo = 'validation.required';
  return errors;
}
