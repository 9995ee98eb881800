import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

function errorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (!out[field])
      out[field] = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  return out;
}

/**
 * Form state checked by a shared zod schema (the same one the API applies), chosen from the
 * current values (e.g. Korean or overseas mode): a field shows its
 * message once touched, every field on submit; server field errors can be merged in.
 */
export function useSchemaForm<V extends Record<string, unknown>>(
  schema: (values: V) => z.ZodType,
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const touched = useRef(new Set<string>());

  const check = useCallback(
    (next: V, fields: 'touched' | 'all') => {
      const result = schema(next).safeParse(next);
      const all = result.success ? {} : errorsOf(result.error);
      if (fields === 'all') return all;
      return Object.fromEntries(Object.entries(all).filter(([f]) => touched.current.has(f)));
    },
    [schema],
  );

  const setValue = useCallback(
    (name: string, value: unknown) => {
      setValues((prev) => {
        const next = { ...prev, [name]: value };
        touched.current.add(name);
        setErrors(check(next, 'touched'));
        return next;
      });
    },
    [check],
  );

  /** Validates everything; calls onValid with the parsed values, or shows every message. */
  const submit = useCallback(
    (onValid: (parsed: V) => void | Promise<void>) => async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      const result = schema(values).safeParse(values);
      if (!result.success) {
        Object.keys(values).forEach((k) => touched.current.add(k));
        setErrors(errorsOf(result.error));
        return;
      }
      setErrors({});
      await onValid(result.data as V);
    },
    [schema, values],
  );

  return { values, errors, setValue, setErrors, submit };
}
