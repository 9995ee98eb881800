// A popup on /home as organisers write it (general/popupSetting): one schema for the API's
// createPopup/updatePopup input and for the back-office form, whose values are the form's own
// (Korea-time datetime-local text, sizes as typed) and are turned into that input first.
import { z } from './zod';
import { POPUP_LOCATIONS, type PopupLocation } from '../enums';
import { POPUP_LIMITS } from '../news';
import { fromSeoulInput, POPUP_NO_END, POPUP_NO_END_MS, POPUP_SIZE } from '../popups';
import { requiredText } from './rules';

const size = z
  .number('validation.popupSize')
  .int('validation.popupSize')
  .min(POPUP_SIZE.min, 'validation.popupSize')
  .max(POPUP_SIZE.max, 'validation.popupSize');

/** An instant as GraphQL hands it (a Date) or as JSON carries it (ISO text). */
const instant = z.union([z.date(), z.string()], 'validation.date').transform((value, issue) => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    issue.addIssue({ code: 'custom', message: 'validation.date' });
    return z.NEVER;
  }
  return date;
});

/** createPopup / updatePopup input. */
export const popupInputSchema = z
  .object({
    use: z.boolean(),
    title: requiredText(POPUP_LIMITS.title),
    start: instant,
    end: instant,
    content: z.string().max(POPUP_LIMITS.content, 'validation.tooLong'),
    size_width: size,
    size_height: size,
    location: z.enum(POPUP_LOCATIONS, 'validation.invalid'),
  })
  .superRefine((value, issue) => {
    if (value.end.getTime() < value.start.getTime())
      issue.addIssue({ code: 'custom', path: ['end'], message: 'validation.endBeforeStart' });
    if (value.end.getTime() > POPUP_NO_END_MS)
      issue.addIssue({ code: 'custom', path: ['end'], message: 'validation.date' });
  });
export type PopupInput = z.input<typeof popupInputSchema>;

/** The back-office form's values: dates in Korea time as a datetime-local control gives them. */
export type PopupFormValues = {
  use: boolean;
  title: string;
  start: string;
  end: string;
  /** "No end date": the stored end is POPUP_NO_END (spec §9). */
  noEnd: boolean;
  content: string;
  size_width: string;
  size_height: string;
  location: PopupLocation;
};

/** The mutation input of a form's values (ISO instants); popupFormSchema says whether it is valid. */
export const popupInputFromForm = (values: PopupFormValues) => ({
  use: values.use,
  title: values.title.trim(),
  // '' is not a date: the schema answers validation.date on the field.
  start: fromSeoulInput(values.start) ?? '',
  end: values.noEnd ? POPUP_NO_END : (fromSeoulInput(values.end) ?? ''),
  content: values.content,
  size_width: values.size_width.trim() === '' ? Number.NaN : Number(values.size_width),
  size_height: values.size_height.trim() === '' ? Number.NaN : Number(values.size_height),
  location: values.location,
});

/** The form checked as the API will check what it sends (errors on the form's own field names). */
export const popupFormSchema = z
  .object({
    use: z.boolean(),
    title: z.string(),
    start: z.string(),
    end: z.string(),
    noEnd: z.boolean(),
    content: z.string(),
    size_width: z.string(),
    size_height: z.string(),
    location: z.enum(POPUP_LOCATIONS, 'validation.invalid'),
  })
  .transform((values): unknown => popupInputFromForm(values))
  .pipe(popupInputSchema);
