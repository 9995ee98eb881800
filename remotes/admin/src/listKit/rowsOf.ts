import type { RowsResult } from './types';

/** Adapts a generated query hook's result ({ count, rows } list field) to what the kit reads. */
export function rowsOf<Row>(
  result: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> },
  list: { count: number; rows: readonly Row[] } | undefined,
): RowsResult<Row> {
  return {
    rows: list?.rows,
    count: list?.count,
    loading: result.loading,
    error: result.error,
    refetch: result.refetch,
  };
}
