// Row of the speakers table (owned by this module), typed from the migrated schema.
import type { SpeakersTable } from '../../generated/tables';

export type SpeakerRow = SpeakersTable;
