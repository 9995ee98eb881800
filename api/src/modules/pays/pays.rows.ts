// Row of the pays table (owned by this module), typed from the migrated schema.
import type { PayCancellationsTable, PaysTable, RegistrationFailuresTable } from '../../generated/tables';

export type PayRow = PaysTable;

/**
 * A column the pay must have by now (a request registered with the gateway has its URLs, time
 * stamp and trade id; a paid one its method and token): its value, or an error naming the pay.
 */
export function filled<K extends keyof PayRow>(pay: PayRow, column: K): NonNullable<PayRow[K]> {
  const value = pay[column];
  if (value === null || value === undefined) throw new Error(`pay ${pay.id} has no ${column}`);
  return value;
}

/** A row of the refunds list (pays.lists.ts): the cancellation with its pay and organiser. */
export type PayCancellationListRow = Omit<PayCancellationsTable, 'organiser_id'> & {
  succeeded: boolean;
  user_email: string;
  user_name: string;
  tid: string | null;
  pay_total: number;
  registration_list_id: number | null;
  organiser_email: string | null;
};

/** A row of the failed-registration log (pays.lists.ts): the failure with the member's address. */
export type RegistrationFailureListRow = RegistrationFailuresTable & {
  user_email: string | null;
  user_name: string | null;
};
