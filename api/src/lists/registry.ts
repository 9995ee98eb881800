// Every list the back office reads through the list kit, by the name its export URL uses.
import { ACCESS_RECORD_LIST_DEFINITION } from '../modules/accessRecord/accessRecord.list';
import { ABSTRACTS_LIST_DEFINITION } from '../modules/abstracts/abstracts.list';
import { GROUPS_LIST_DEFINITION } from '../modules/groups/groups.list';
import { MAIL_LOG_LIST_DEFINITION } from '../modules/mail/mailLog.list';
import { MAIL_TEMPLATES_LIST_DEFINITION } from '../modules/mail/mailTemplates.list';
import { DORMANT_LIST_DEFINITION, MEMBERS_LIST_DEFINITION } from '../modules/members/members.lists';
import {
  PAY_LOG_LIST_DEFINITION,
  REFUNDS_LIST_DEFINITION,
  REGISTER_LOG_LIST_DEFINITION,
} from '../modules/pays/pays.lists';
import { NEWS_LIST_DEFINITION } from '../modules/newsAndNotices/newsAndNotices.list';
import { POPUPS_LIST_DEFINITION } from '../modules/popups/popups.list';
import { REGISTRATIONS_LIST_DEFINITION } from '../modules/registrations/registrations.list';
import { SPONSORS_LIST_DEFINITION } from '../modules/sponsors/sponsors.list';
import { INVITED_SPEAKERS_LIST_DEFINITION } from '../modules/speakers/speakers.list';
import { VISA_LETTERS_LIST_DEFINITION } from '../modules/visaLetters/visaLetters.list';
import type { ListDefinition } from './definition';

export const LIST_DEFINITIONS: readonly ListDefinition[] = [
  MEMBERS_LIST_DEFINITION,
  DORMANT_LIST_DEFINITION,
  GROUPS_LIST_DEFINITION,
  MAIL_LOG_LIST_DEFINITION,
  MAIL_TEMPLATES_LIST_DEFINITION,
  ABSTRACTS_LIST_DEFINITION,
  REGISTRATIONS_LIST_DEFINITION,
  PAY_LOG_LIST_DEFINITION,
  REFUNDS_LIST_DEFINITION,
  REGISTER_LOG_LIST_DEFINITION,
  NEWS_LIST_DEFINITION,
  POPUPS_LIST_DEFINITION,
  SPONSORS_LIST_DEFINITION,
  INVITED_SPEAKERS_LIST_DEFINITION,
  VISA_LETTERS_LIST_DEFINITION,
  ACCESS_RECORD_LIST_DEFINITION,
];

/**
 * Earlier export URLs: the member page's download link was /export/users.xlsx before the list
 * kit; kept so a bookmarked link and the current admin page keep working.
 */
const ALIASES: Readonly<Record<string, string>> = { users: 'members' };

export function findList(name: string): ListDefinition | undefined {
  const wanted = Object.hasOwn(ALIASES, name) ? ALIASES[name] : name;
  return LIST_DEFINITIONS.find((definition) => definition.declaration.name === wanted);
}
