// Per-document memo for request plugins: Apollo hands every request of the same query text the
// same parsed DocumentNode (its document store, one per schema), so what depends only on the
// document and the operation's name is computed once per query text, not once per request. Only
// for requests without variables: a result that reads variables is computed each time.
import type { DocumentNode } from 'graphql';

export function documentMemo<T>() {
  const memo = new WeakMap<DocumentNode, Map<string | null, T>>();
  return (
    request: { document: DocumentNode; operationName?: string | null; variables?: Record<string, unknown> },
    compute: () => T,
  ): T => {
    const { document, variables } = request;
    if (variables && Object.keys(variables).length > 0) return compute();
    let byName = memo.get(document);
    if (!byName) memo.set(document, (byName = new Map()));
    const name = request.operationName ?? null;
    if (byName.has(name)) return byName.get(name) as T;
    const value = compute();
    byName.set(name, value);
    return value;
  };
}
