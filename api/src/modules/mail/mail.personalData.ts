// What retention and a member's own-data file (issue 39 §4) ask of the mail log.
import type { Knex } from 'knex';

/** Deletes the mails to these addresses (any case) from the log. */
export const deleteMailsTo = (trx: Knex.Transaction, addresses: readonly string[]) =>
  addresses.length
    ? trx('send_emails')
        .whereRaw('lower(usermail) = any(?)', [addresses.map((a) => a.toLowerCase())])
        .delete()
    : Promise.resolve(0);

/** The mails sent to an address, as its owner downloads them (no codes, no delivery copies). */
export const mailsToExport = (db: Knex, address: string) =>
  db('send_emails')
    .whereRaw('lower(usermail) = lower(?)', [address])
    .orderBy('id')
    .select('id', 'type', 'title', 'usermail', 'content', 'created_at', 'sent_at');
