// A news or notice post as organisers write it (general/bbsSetting): one schema for the API's
// createNewsAndNotice/updateNewsAndNotice input and for the back-office form, whose values hold
// the uploaded files themselves and are turned into that input (their ids) first.
import { z } from './zod';
import type { FieldError } from '../errors';
import { NEWS_AND_NOTICE_TYPES, type NewsAndNoticeType } from '../enums';
import { NEWS_LIMITS } from '../news';
import { isBlankHtml, requiredText } from './rules';

/**
 * The rules every saved post keeps: some content (a gallery post may be only its image), and a
 * gallery post's image. The API applies them again to the stored post after sanitising.
 */
export function postDraftProblems(draft: {
  type: NewsAndNoticeType;
  content: string;
  gallery_main?: unknown;
}): FieldError[] {
  const problems: FieldError[] = [];
  if (draft.type !== 'GALLERY' && isBlankHtml(draft.content))
    problems.push({ field: 'content', code: 'validation.required' });
  if (draft.type === 'GALLERY' && !draft.gallery_main)
    problems.push({ field: 'gallery_main', code: 'validation.required' });
  return problems;
}

const fileId = z.union([z.string(), z.number()]);

/** The post's fields, each checked alone (an update may send some of them). */
export const postFields = z.object({
  title: requiredText(NEWS_LIMITS.title),
  content: z.string().max(NEWS_LIMITS.content, 'validation.tooLong'),
  type: z.enum(NEWS_AND_NOTICE_TYPES, 'validation.invalid'),
  created_name: z.string().trim().max(100, 'validation.tooLong').nullish(),
  gallery_main: fileId.nullish(),
  attachments: z.array(fileId).max(NEWS_LIMITS.attachments, 'validation.tooMany').nullish(),
});

/** createNewsAndNotice input (and the whole post an organiser saves). */
export const postInputSchema = postFields.superRefine((post, issue) => {
  for (const { field, code } of postDraftProblems(post))
    issue.addIssue({ code: 'custom', path: [field], message: code });
});
export type PostInput = z.input<typeof postInputSchema>;

/** updateNewsAndNotice input: any of the fields, or a reader's view (viewCount alone). */
export const postUpdateSchema = postFields.partial().extend({
  viewCount: z.number().int().min(0, 'validation.invalid').max(2_000_000_000, 'validation.invalid').nullish(),
});

/** An uploaded file as the form holds it (id, and what it shows: name, address). */
export type PostFormFile = {
  id: string;
  name: string;
  url: string;
};

/** The back-office form's values. */
export type PostFormValues = {
  title: string;
  type: NewsAndNoticeType;
  created_name: string;
  content: string;
  gallery_main: PostFormFile | null;
  attachments: PostFormFile[];
};

/** The mutation input of a form's values (file ids); postFormSchema says whether it is valid. */
export const postInputFromForm = (values: PostFormValues) => ({
  title: values.title.trim(),
  type: values.type,
  content: values.content,
  // Blank: the API writes the organiser's own name.
  created_name: values.created_name.trim() || null,
  gallery_main: values.gallery_main?.id ?? null,
  attachments: values.attachments.map((file) => file.id),
});

const formFile = z.object({ id: z.string(), name: z.string(), url: z.string() });

/** The form checked as the API will check what it sends (errors on the form's own field names). */
export const postFormSchema = z
  .object({
    title: z.string(),
    type: z.enum(NEWS_AND_NOTICE_TYPES, 'validation.invalid'),
    created_name: z.string(),
    content: z.string(),
    gallery_main: formFile.nullable(),
    attachments: z.array(formFile),
  })
  .transform((values): unknown => postInputFromForm(values))
  .pipe(postInputSchema);
