import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

const VALIDATION_MESSAGES = /^validation\./;

function errorsOf(error: z.ZodError, messageIds: RegExp): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (!out[field]) out[field] = messageIds.test(issue.message) ? issue.message : 'validation.invalid';
  }
  return out;
}

/**
 * The value with `path` (a field name, or a dotted path into a list or group: `bands.1.points`,
 * `dayPoints.2024-03-21`) set, copying each level it passes through.
 */
export function withValueAt<T>(values: T, path: string, value: unknown): T {
  const [head = '', ...rest] = path.split('.');
  const inner = rest.length ? (values as Record<string, unknown>)[head] : undefined;
  const next = rest.length ? withValueAt(inner ?? {}, rest.join('.'), value) : value;
  if (Array.isArray(values)) {
    const copy = [...values];
    copy[Number(head)] = next;
    return copy as T;
  }
  return { ...(values as object), [head]: next } as T;
}

/** Whether a field's message is due: the field, a list it is in, or a field inside it was edited. */
function isTouched(touched: ReadonlySet<string>, field: string): boolean {
  for (const t of touched)
    if (t === field || field.startsWith(`${t}.`) || t.startsWith(`${field}.`)) return true;
  return false;
}

/**
 * After a failed submit the person is shown where the problem is: focus moves to the first field
 * marked invalid (in page order) and it is scrolled to the middle of the screen, below the sticky
 * header. Without a marked field nothing moves.
 */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
  return true;
}

/**
 * Form state checked by a shared zod schema (the same one the API applies), chosen from the
 * current values (e.g. Korean or overseas mode): a field shows its message once touched, every
 * field on submit. Errors from elsewhere (the server, an availability check) stay on their field
 * until that field changes. A submit that ends with errors moves focus to the first one.
 */
export function useSchemaForm<V extends Record<string, unknown>>(
  schema: (values: V) => z.ZodType,
  initial: V,
  options: {
    /** The messages that are message ids of the page (others read "invalid"); validation.* by default. */
    messageIds?: RegExp;
  } = {},
) {
  const messageIds = options.messageIds ?? VALIDATION_MESSAGES;
  const [values, setValues] = useState<V>(initial);
  const [errors, setShownErrors] = useState<FieldErrors>({});
  const touched = useRef(new Set<string>());
  /** Errors the schema cannot know (server answers): kept until their field is edited. */
  const external = useRef<FieldErrors>({});
  const formElement = useRef<HTMLFormElement | null>(null);
  const submitting = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const check = useCallback(
    (next: V, fields: 'touched' | 'all') => {
      const result = schema(next).safeParse(next);
      const all = result.success ? {} : errorsOf(result.error, messageIds);
      if (fields === 'all') return all;
      return Object.fromEntries(Object.entries(all).filter(([f]) => isTouched(touched.current, f)));
    },
    [schema, messageIds],
  );

  /**
   * Sets a field (or a dotted path into a list: `criteria.0.weight`). `touch: false` changes a
   * value without calling for its messages yet (a row just added to a list).
   */
  const setValue = useCallback(
    (name: string, value: unknown, how: { touch?: boolean } = {}) => {
      setValues((prev) => {
        const next = withValueAt(prev, name, value);
        if (how.touch !== false) touched.current.add(name);
        for (const field of Object.keys(external.current))
          if (field === name || field.startsWith(`${name}.`)) delete external.current[field];
        setShownErrors({ ...external.current, ...check(next, 'touched') });
        return next;
      });
    },
    [check],
  );

  /**
   * Shows these errors (from the server) in place of the current ones. During a submit, focus
   * then moves to the first of them.
   */
  const setErrors = useCallback((next: FieldErrors) => {
    external.current = { ...next };
    setShownErrors(next);
    if (submitting.current) setFocusRequest((n) => n + 1);
  }, []);

  /** Sets or clears one field's outside error (an availability check) without moving focus. */
  const setFieldError = useCallback((name: string, code: string | null) => {
    if (code) external.current[name] = code;
    else delete external.current[name];
    setShownErrors((shown) => {
      const next = { ...shown };
      if (code) next[name] = code;
      else delete next[name];
      return next;
    });
  }, []);

  useEffect(() => {
    if (focusRequest) focusFirstInvalid(formElement.current);
  }, [focusRequest]);

  /** Validates everything; calls onValid with the parsed values, or shows every message. */
  const submit = useCallback(
    (onValid: (parsed: V) => void | Promise<void>) =>
      async (event?: { preventDefault(): void; currentTarget?: unknown }) => {
        event?.preventDefault();
        if (event?.currentTarget instanceof HTMLFormElement) formElement.current = event.currentTarget;
        const result = schema(values).safeParse(values);
        if (!result.success) {
          Object.keys(values).forEach((k) => touched.current.add(k));
          setShownErrors({ ...external.current, ...errorsOf(result.error, messageIds) });
          setFocusRequest((n) => n + 1);
          return;
        }
        // Outside errors are the server's to repeat: the values go to it again.
        external.current = {};
        setShownErrors({});
        submitting.current = true;
        try {
          await onValid(result.data as V);
        } finally {
          submitting.current = false;
        }
      },
    [schema, values, messageIds],
  );

  /** Puts the form back to these values, untouched and without errors (after a password change). */
  const reset = useCallback((next: V) => {
    touched.current.clear();
    external.current = {};
    setValues(next);
    setShownErrors({});
  }, []);

  return { values, errors, setValue, setErrors, setFieldError, submit, reset };
}
