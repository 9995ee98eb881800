// A member's own-data file (issue 39 §4; PIPA Art. 35): everything held about them, each part
// asked of the module that owns it (<module>.personalData.ts). A new table of personal data
// joins here.
import type { Knex } from 'knex';
import { abstractsExport } from '../abstracts/abstracts.personalData';
import { scansExport } from '../attendance/attendance.personalData';
import { creditRecordsExport } from '../credits/credits.personalData';
import { groupsExport } from '../groups/groups.personalData';
import { mailsToExport } from '../mail/mail.personalData';
import { accountExport } from '../members/members.personalData';
import { paymentsExport } from '../pays/pays.personalData';
import { starsExport } from '../programme/programme.personalData';
import { receiptsExport } from '../receipts/receipts.personalData';
import { registrationIdsOf, registrationsExport } from '../registrations/registrations.personalData';
import { speakerExport } from '../speakers/speakers.personalData';
import { visaLettersExport } from '../visaLetters/visaLetters.personalData';
import { requestsExport } from './retention.repository';

export async function personalDataOf(db: Knex, userId: number, email: string) {
  return {
    account: await accountExport(db, userId),
    registrations: await registrationsExport(db, userId),
    payments: await paymentsExport(db, userId),
    receipts: await receiptsExport(db, userId),
    abstracts: await abstractsExport(db, userId),
    speaker: await speakerExport(db, userId),
    attendance: await scansExport(db, registrationIdsOf(db, [userId])),
    ...(await creditRecordsExport(db, userId)),
    visaLetters: await visaLettersExport(db, userId),
    groups: await groupsExport(db, userId),
    programmeStars: await starsExport(db, userId),
    mails: await mailsToExport(db, email),
    deletionRequests: await requestsExport(db, userId),
  };
}
