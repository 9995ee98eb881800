import { useEffect, useState } from 'react';
import { MAIL_TYPE_TABLES, type MailType } from '@congress/domain';
import { useSession } from '@congress/ui';

export interface PlaceholderGroup {
  /** A table name, or null for the values the server adds when sending. */
  table: string | null;
  names: string[];
}

/**
 * The placeholders a template of this type can use: GET /column_list for each table the type's
 * mail is rendered with, plus the server's values. null while loading.
 */
export function useColumnList(type: MailType): { groups: PlaceholderGroup[] | null; error: boolean } {
  const { token } = useSession();
  const [state, setState] = useState<{ type: MailType; groups: PlaceholderGroup[] | null; error: boolean }>({
    type,
    groups: null,
    error: false,
  });
  useEffect(() => {
    let live = true;
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    Promise.all(
      MAIL_TYPE_TABLES[type].map(async (table) => {
        const res = await fetch(`/column_list?table=${encodeURIComponent(table)}`, { headers });
        if (!res.ok) throw new Error(`column_list ${res.status}`);
        return (await res.json()) as { table: string; columns: string[]; server: string[] };
      }),
    )
      .then((lists) => {
        if (!live) return;
        const groups: PlaceholderGroup[] = lists.map((l) => ({ table: l.table, names: l.columns }));
        groups.push({ table: null, names: lists[0]?.server ?? [] });
        setState({ type, groups, error: false });
      })
      .catch(() => live && setState({ type, groups: null, error: true }));
    return () => {
      live = false;
    };
  }, [type, token]);
  return state.type === type ? state : { groups: null, error: false };
}
