// A group (groups/group) as organisers add or rename it: one schema for the API's createGroup and
// updateGroup and for the back-office form. The type is one of the fixed list (issue 15 §5).
import { z } from './zod';
import { GROUP_TYPES } from '../enums';
import { requiredText } from './rules';

export const groupTypeSchema = z.enum(GROUP_TYPES, 'validation.groupType');

export const groupInputSchema = z.object({
  title: requiredText(200),
  type: groupTypeSchema,
  free: z.boolean(),
});
export type GroupInput = z.input<typeof groupInputSchema>;
