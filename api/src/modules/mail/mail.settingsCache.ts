// What every automatic mail is made from, the automatic-sending settings and the live templates,
// read together and kept for MAIL_SETTINGS_CACHE_MS (docs/decisions.md, "Mail settings cache"): a
// registration burst queues thousands of mails from the same few dozen rows, and two queries per
// mail were 6 of the ~72 statements of each member's journey. An organiser's change through this process forgets
// the copy at once (after its commit); another replica's copy is at most MAIL_SETTINGS_CACHE_MS old.
import type { Knex } from 'knex';
import { liveTemplates, type MailTemplateRow } from './mail.repository';

export const MAIL_SETTINGS_CACHE_MS = 5_000;

export interface MailSettingRow {
  type: string;
  enabled: boolean;
  template_en_id: number | null;
  template_ko_id: number | null;
}

export interface MailSettings {
  settings: MailSettingRow[];
  /** Live templates, newest first. */
  templates: MailTemplateRow[];
}

/**
 * A value read at most once per `lifetimeMs` (and again after forget()). Concurrent callers share
 * one read; a failed read is not kept, and a caller that finds another's read failed reads again
 * with its own reader (the first reader's transaction may be the one that failed).
 */
export function expiringValue<T>(lifetimeMs: number, now: () => number = () => performance.now()) {
  let current: { value: Promise<T>; expiresAt: number } | undefined;
  const readNow = (read: () => Promise<T>) => {
    const value = read();
    const entry = { value, expiresAt: now() + lifetimeMs };
    current = entry;
    value.catch(() => {
      if (current === entry) current = undefined;
    });
    return value;
  };
  return {
    async get(read: () => Promise<T>): Promise<T> {
      const cached = current;
      if (cached && now() < cached.expiresAt) {
        try {
          return await cached.value;
        } catch {
          // read below, with this caller's own reader
        }
      }
      return readNow(read);
    },
    /** The next get() reads again (a read under way is not kept either). */
    forget() {
      current = undefined;
    },
  };
}

// One copy per database handle: each API process (and each test harness) has its own.
const copies = new WeakMap<Knex, ReturnType<typeof expiringValue<MailSettings>>>();

const copyOf = (knex: Knex) => {
  let copy = copies.get(knex);
  if (!copy) {
    copy = expiringValue<MailSettings>(MAIL_SETTINGS_CACHE_MS);
    copies.set(knex, copy);
  }
  return copy;
};

/**
 * The settings and live templates, from this process's copy of `knex`'s database. A read goes
 * through `executor`, the caller's transaction when there is one: embedded PGlite has a single
 * session, and a transaction must never wait for another connection.
 */
export const mailSettings = (knex: Knex, executor: Knex = knex): Promise<MailSettings> =>
  copyOf(knex).get(async () => {
    const [settings, templates] = [
      await executor('mail_auto_settings').select('type', 'enabled', 'template_en_id', 'template_ko_id'),
      await liveTemplates(executor),
    ];
    return { settings, templates };
  });

/** After an organiser's change to templates or settings has committed: the next mail reads them again. */
export const forgetMailSettings = (knex: Knex): void => copies.get(knex)?.forget();
