import type { ListDeclaration } from '@congress/domain/lists';
import type { ExportRequest, ListQuery } from './types';

/**
 * The list's Excel export: POST /export/<list name> with the list's own filter and sort (or the
 * selected rows' ids), headers and coded values in the organiser's language. The API checks it
 * against the same list definition as the GraphQL query.
 */
export const listExport =
  (list: ListDeclaration) =>
  (query: ListQuery, ids: readonly string[] | undefined, locale: string): ExportRequest => ({
    url: `/export/${list.name}`,
    method: 'POST',
    body: { filter: query.filter, sort_conditions: [query.sort], ...(ids ? { ids } : {}), locale },
    filename: `${list.name}.xlsx`,
    bySelection: !!ids,
    personalData: !!list.personalData,
  });
