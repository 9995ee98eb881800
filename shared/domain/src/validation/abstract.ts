// The abstract form's schema (create and edit), shared by the submission pages and the API. Kept
// out of the package root so that importing the domain's constants does not download zod.
import { z } from './zod';
import { ABSTRACT_LIMITS, bodyWordCount, splitKeywords } from '../abstracts';
import { ABSTRACT_CATEGORIES, ABSTRACT_PREFERENCES } from '../enums';
import { ABSTRACT_TOPICS } from '../topics';

const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** Invisible format characters (zero-width space and joiners, BOM, direction marks, soft hyphen). */
export const INVISIBLE_CHARACTERS = /\p{Cf}/gu;

/**
 * A title loses the invisible characters a paste brings along: they would reach the mail subject
 * and the programme as they are (issue 27 §4). A title of nothing else is missing.
 */
const titleText = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(INVISIBLE_CHARACTERS, ''))
    .pipe(text(max));

export const abstractAuthorSchema = z.object({
  givenName: text(ABSTRACT_LIMITS.nameChars),
  familyName: text(ABSTRACT_LIMITS.nameChars),
  email: z.string().trim().max(254, 'validation.tooLong').pipe(z.email('validation.email')),
  /** Numbers (1-based) of the affiliations list. */
  affiliations: z.array(z.number().int()).min(1, 'validation.required'),
  presenting: z.boolean(),
  corresponding: z.boolean(),
});
export type AbstractAuthor = z.infer<typeof abstractAuthorSchema>;

export const abstractInputSchema = z
  .object({
    title: titleText(ABSTRACT_LIMITS.titleChars),
    preference: z.enum(ABSTRACT_PREFERENCES, 'validation.required'),
    category: z.enum(ABSTRACT_CATEGORIES, 'validation.required'),
    topic: z.enum(ABSTRACT_TOPICS, 'validation.required'),
    objectives: text(ABSTRACT_LIMITS.sectionChars),
    methods: text(ABSTRACT_LIMITS.sectionChars),
    results: text(ABSTRACT_LIMITS.sectionChars),
    conclusions: text(ABSTRACT_LIMITS.sectionChars),
    keywords: text(ABSTRACT_LIMITS.keywordsChars).refine(
      (v) => splitKeywords(v).length <= ABSTRACT_LIMITS.keywords,
      'validation.abstractKeywords',
    ),
    author: z
      .array(abstractAuthorSchema)
      .min(1, 'validation.required')
      .max(ABSTRACT_LIMITS.authors, 'validation.tooMany'),
    including: z
      .array(text(ABSTRACT_LIMITS.affiliationChars))
      .min(1, 'validation.required')
      .max(ABSTRACT_LIMITS.affiliations, 'validation.tooMany'),
    terms: z.literal(true, 'validation.abstractTerms'),
    file_img: z.array(z.string()).max(ABSTRACT_LIMITS.images, 'validation.tooMany').default([]),
  })
  .superRefine((value, ctx) => {
    if (bodyWordCount(value) > ABSTRACT_LIMITS.bodyWords)
      ctx.addIssue({ code: 'custom', path: ['objectives'], message: 'validation.abstractWords' });
    if (value.author.filter((a) => a.presenting).length !== 1)
      ctx.addIssue({ code: 'custom', path: ['author'], message: 'validation.abstractOnePresenter' });
    if (!value.author.some((a) => a.corresponding))
      ctx.addIssue({ code: 'custom', path: ['author'], message: 'validation.abstractCorresponding' });
    value.author.forEach((author, index) => {
      if (author.affiliations.some((n) => n < 1 || n > value.including.length))
        ctx.addIssue({
          code: 'custom',
          path: ['author', index, 'affiliations'],
          message: 'validation.abstractAffiliation',
        });
    });
  });
export type AbstractInput = z.input<typeof abstractInputSchema>;
