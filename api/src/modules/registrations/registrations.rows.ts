// Row of the registration_lists table (owned by this module), typed from the migrated schema.
import type { RegistrationListsTable } from '../../generated/tables';

export type RegistrationRow = RegistrationListsTable;
