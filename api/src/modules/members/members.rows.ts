// Row of the users table (owned by this module), typed from the migrated schema, as the
// repository reads it: joined to its role's name; the members list adds the last activity.
import type { UsersTable } from '../../generated/tables';

export type MemberRow = UsersTable & { role_name: string; last_active_at?: Date | null };
