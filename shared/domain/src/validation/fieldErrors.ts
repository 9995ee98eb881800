import type { z } from 'zod';
import type { FieldError } from '../errors';

/** Flattens a zod result into the API's `{ field, code }` list (one message per field, the first). */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of error.issues) {
    // An unknown key is reported on itself (zod puts it on the enclosing object).
    const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    const field = [...issue.path, ...(unknownKey ? [unknownKey] : [])].join('.') || '_';
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({
      field,
      code: issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
    });
  }
  return fields;
}
