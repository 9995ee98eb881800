// CME credits (issue 26 §3–§4; docs/decisions.md "CME credits: the process"): the preview of a scheme's records,
// computed each time from the scans, the published programme's lecture windows and the schemes.
import { CREDIT_PREVIEW_FILTERS } from '@congress/domain';
import { invalidField } from '../../errors';
import { parseId } from '../../graphql/inputs';
import { inFilter, matchesText } from './credits.compute';
import { creditRecords, pageOf, requireScheme, type Deps } from './credits.records';

export interface PreviewArgs {
  schemeId: string;
  start?: number | null;
  limit?: number | null;
  filter?: string | null;
  text?: string | null;
}

/** One scheme's records, filtered (a flag or reason, a text), every row. */
export async function previewRecords(ctx: Deps, args: Omit<PreviewArgs, 'start' | 'limit'>) {
  const schemeId = parseId(args.schemeId, 'schemeId');
  if (args.filter != null && !(CREDIT_PREVIEW_FILTERS as readonly string[]).includes(args.filter))
    throw invalidField('filter');
  const text = args.text ?? '';
  if (text.length > 200) throw invalidField('text', 'validation.tooLong');
  const scheme = await requireScheme(ctx.knex, schemeId);
  const records = (await creditRecords(ctx.knex)).filter(
    (r) => r.schemeId === String(scheme.id) && inFilter(r, args.filter) && matchesText(r, text),
  );
  return { scheme, records };
}

/** Organisers: the preview of one scheme, a page of it. */
export async function creditPreview(ctx: Deps, args: PreviewArgs) {
  const { from, size } = pageOf(args.start, args.limit);
  const { records } = await previewRecords(ctx, args);
  return { count: records.length, rows: records.slice(from, from + size) };
}
