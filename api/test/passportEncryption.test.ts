// Passport numbers encrypted at rest (issue 39 §2): the database holds no passport number (read
// with plain SQL, every table of every schema), the columns refuse clear text, lists and the
// export show it masked, the one request an organiser opens and the member's own view show it
// whole; the migration encrypts clear values, and `npm run data-key:rotate` re-encrypts every
// value under a new key version in one transaction.
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import knexFactory, { type Knex } from 'knex';
import { ROLE_MEMBER } from '@congress/domain';
import { decryptValue, encryptValue, keyVersionOf, type DataKeyring } from '../src/crypto/dataCipher';
import { activeKeySource, DATA_KEYS_FILE, loadKeyring, setDataKeys } from '../src/crypto/dataKeys';
import { assertKeysReadDatabase, reencryptAll, valuesPerKeyVersion } from '../src/db/dataKeyRotation';
import { migrationConfig } from '../src/db/migrations';
import { profilePassportNumberOf } from '../src/modules/members/members.service';
import { passportNumberOf } from '../src/modules/visaLetters/visaLetters.repository';
import { memberProfile } from './fixtures';
import { asAdminRole, startHarness, type Harness } from './harness';
import { expectStartRefused, runScript } from './serverProcess';

const MIGRATION = '20240101009200_passport-numbers-encrypted';

/** A passport number no other suite uses: what the scans look for. */
const uniqueNumber = () => `PE${randomInt(1_000_000, 9_999_999)}`;

/** Every row of every table (all schemas: the mail queue's too) whose text contains `needle`. */
async function tablesHolding(knex: Knex, needle: string): Promise<string[]> {
  const { rows: tables } = await knex.raw<{ rows: { schema: string; name: string }[] }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const holding: string[] = [];
  for (const { schema, name } of tables) {
    const { rows } = await knex
      .raw<{ rows: { n: string }[] }>('SELECT count(*) AS n FROM ??.?? AS t WHERE t::text ILIKE ?', [
        schema,
        name,
        `%${needle}%`,
      ])
      // Suites running beside this one drop their mail queue's schema when they end.
      .catch((error: { code?: string }) => {
        if (error.code === '42P01' || error.code === '3F000') return { rows: [{ n: '0' }] };
        throw error;
      });
    if (Number(rows[0]?.n)) holding.push(`${schema}.${name}`);
  }
  return holding;
}

describe('passport numbers through the API', () => {
  let h: Harness;
  let admin: string;
  let member: { id: number; email: string; token: string };
  const number = uniqueNumber();
  const masked = `${number.slice(0, 5)}****`;
  let letterId: string;
  const tag = `pe${Date.now()}`;

  beforeAll(async () => {
    h = await startHarness();
    h.clock.setNow('2024-01-10T10:00:00+09:00');
    admin = (await h.createUser({}, asAdminRole)).token;
    member = await h.createUser({
      ...memberProfile,
      email: `${tag}@example.org`,
      username: `${tag}@example.org`,
    });
    await h.knex('registration_lists').insert({
      user_id: member.id,
      category: 'ON_TIER1',
      price: '200',
      currency: 'USD',
      occupation: 'FELLOW',
      price_status: 'PAID',
    });
    const res = await h.gql<{ requestVisaLetter: { id: string; passport_number: string } }>(
      `mutation ($i: VisaLetterInput!) { requestVisaLetter(input: $i) { id passport_number } }`,
      {
        i: {
          visaGivenName: 'Pia',
          visaFamilyName: 'Encrypted',
          visaCountry: 'Germany',
          visaPassportNumber: number.toLowerCase(),
          visaBirth: '1980-04-02',
          visaIssue: '2020-01-15',
          visaExpire: '2030-01-14',
          // The passport number's own consent (issue 39 §1).
          passportConsentVersion: 1,
        },
      },
      member.token,
    );
    expect(res.errors).toBeUndefined();
    // The member sees what they typed, whole.
    expect(res.data?.requestVisaLetter.passport_number).toBe(number);
    letterId = res.data!.requestVisaLetter.id;
  });
  afterAll(async () => {
    h.clock.reset();
    await h.close();
  });

  it('stores no passport number: plain SQL over every table finds none, and the columns refuse one', async () => {
    expect(await tablesHolding(h.knex, number)).toEqual([]);
    const letter = await h.knex('visa_letters').where({ id: letterId }).first();
    expect(letter.passport_number).toMatch(/^v\d+:/);
    expect(letter.passport_number_masked).toBe(masked);
    expect(passportNumberOf(letter)).toBe(number);
    const profile = await h.knex('users').where({ id: member.id }).first();
    expect(profile.visaPassportNumber).toMatch(/^v\d+:/);
    expect(profilePassportNumberOf(profile)).toBe(number);
    // Clear text cannot be written, not even by SQL.
    await expect(
      h.knex('visa_letters').where({ id: letterId }).update({ passport_number: number }),
    ).rejects.toThrow(/visa_letters_passport_encrypted/);
    await expect(
      h.knex('users').where({ id: member.id }).update({ visaPassportNumber: number }),
    ).rejects.toThrow(/users_visa_passport_encrypted/);
    // A value moved from the profile into the letter does not read as the letter's.
    expect(() =>
      decryptValue(activeKeySource().keyring, 'visa_letters.passport_number', profile.visaPassportNumber),
    ).toThrow();
  });

  it('shows organisers the number masked in lists, the export and decisions, whole in the one request they open', async () => {
    const list = await h.gql<{ visaLetters: { rows: { id: string; passport_number: string }[] } }>(
      `{ visaLetters(filter: { email_contains: "${tag}" }) { rows { id passport_number } } }`,
      {},
      admin,
    );
    expect(list.data?.visaLetters.rows).toEqual([{ id: letterId, passport_number: masked }]);
    const members = await h.gql<{ users: { rows: { visaPassportNumber: string }[] } }>(
      `{ users(filter: { email_contains: "${tag}" }) { rows { visaPassportNumber } } }`,
      {},
      admin,
    );
    expect(members.data?.users.rows).toEqual([{ visaPassportNumber: masked }]);
    const one = await h.gql<{ user: { visaPassportNumber: string } }>(
      `{ user(id: ${member.id}) { visaPassportNumber } }`,
      {},
      admin,
    );
    expect(one.data?.user.visaPassportNumber).toBe(masked);

    const exported = await fetch(`${h.url}/export/visaLetters`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin}`,
        'x-download-reason': encodeURIComponent('Visa letters to check'),
      },
      body: JSON.stringify({ filter: { email_contains: tag } }),
    });
    expect(exported.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await exported.arrayBuffer()) as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => cells.push(...(row.values as unknown[]).map(String)));
    expect(cells).toContain(masked);
    expect(cells.join(' ')).not.toContain(number);

    const detail = await h.gql<{ visaLetter: { passport_number: string } }>(
      `{ visaLetter(id: ${letterId}) { passport_number } }`,
      {},
      admin,
    );
    expect(detail.data?.visaLetter.passport_number).toBe(number);
    // The one whole read is in the back office's access record, with whose number it was.
    expect(
      await h.knex('personal_data_access').where({ operation: 'visaLetter' }).select('action', 'member_ids'),
    ).toEqual([{ action: 'READ', member_ids: [member.id] }]);

    const decided = await h.gql<{ decideVisaLetter: { passport_number: string } }>(
      `mutation { decideVisaLetter(id: ${letterId}, decision: "REJECTED", reason: "Scan unreadable") { passport_number } }`,
      {},
      admin,
    );
    expect(decided.data?.decideVisaLetter.passport_number).toBe(masked);
  });

  it('shows the member their own number whole', async () => {
    const mine = await h.gql<{
      myVisaLetter: { passport_number: string };
      me: { visaPassportNumber: string };
    }>('{ myVisaLetter { passport_number } me { visaPassportNumber } }', {}, member.token);
    expect(mine.data).toEqual({
      myVisaLetter: { passport_number: number },
      me: { visaPassportNumber: number },
    });
  });

  it('keeps the number when an organiser saves the profile form with the masked number it shows', async () => {
    const UPDATE =
      'mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }';
    const saved = await h.gql(
      UPDATE,
      { id: member.id, input: { department: 'Surgical Pathology', visaPassportNumber: masked } },
      admin,
    );
    expect(saved.errors).toBeUndefined();
    const profile = await h.knex('users').where({ id: member.id }).first();
    expect(profile.department).toBe('Surgical Pathology');
    expect(profilePassportNumberOf(profile)).toBe(number);
    // The member changes it: stored encrypted again.
    const renewed = uniqueNumber();
    expect(
      (await h.gql(UPDATE, { id: member.id, input: { visaPassportNumber: renewed } }, member.token)).errors,
    ).toBeUndefined();
    const after = await h.knex('users').where({ id: member.id }).first();
    expect(profilePassportNumberOf(after)).toBe(renewed);
    expect(await tablesHolding(h.knex, renewed)).toEqual([]);
  });
});

describe('the migration and the key rotation (a database of their own)', () => {
  let admin: Knex;
  let knex: Knex;
  let url: string;
  const name = `${process.env.API_TEST_DB_NAME}_passports`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'data-keys-'));
  const before = activeKeySource();

  beforeAll(async () => {
    admin = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL as string });
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.raw(`CREATE DATABASE ${name}`);
    const u = new URL(process.env.DATABASE_URL as string);
    u.pathname = `/${name}`;
    url = u.toString();
    knex = knexFactory({ client: 'pg', connection: url });
    // The keys of this installation: DATA_DIR's file, as a server without DATA_ENCRYPTION_KEYS has.
    setDataKeys(loadKeyring({ dataDir }));
  });
  afterAll(async () => {
    setDataKeys(before);
    await knex.destroy();
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  });

  const numbers = { letter: uniqueNumber(), profile: uniqueNumber(), other: uniqueNumber() };
  let letterId: number;
  let userIds: number[];
  /** The keys of the in-process rotation (version 3), kept for the concurrent one. */
  let next: DataKeyring;

  it('encrypts the numbers stored in clear before it, and its down step puts them back', async () => {
    await knex.migrate.latest(migrationConfig);
    await knex.migrate.down({ ...migrationConfig, name: MIGRATION });
    // A database of its own: migrated, not seeded.
    const [role] = await knex('roles').insert({ name: ROLE_MEMBER }).returning('id');
    userIds = [];
    for (const [email, passport] of [
      ['one@example.org', numbers.profile],
      ['two@example.org', numbers.other],
      ['three@example.org', ''],
    ] as const) {
      const [row] = await knex('users')
        .insert({ username: email, email, password: 'x', role_id: role!.id, visaPassportNumber: passport })
        .returning('id');
      userIds.push(row!.id);
    }
    const [letterRow] = await knex('visa_letters')
      .insert({
        user_id: userIds[0]!,
        given_name: 'Old',
        family_name: 'Clear',
        nationality: 'Germany',
        passport_number: numbers.letter,
        birth: '1980-04-02',
        issue: '2020-01-15',
        expire: '2030-01-14',
      })
      .returning('id');
    letterId = letterRow!.id;
    expect(await tablesHolding(knex, numbers.letter)).toEqual(['public.visa_letters']);

    await knex.migrate.up({ ...migrationConfig, name: MIGRATION });
    for (const number of Object.values(numbers)) expect(await tablesHolding(knex, number)).toEqual([]);
    const letter = (await knex('visa_letters').where({ id: letterId }).first())!;
    expect(keyVersionOf(letter.passport_number)).toBe(1);
    expect(passportNumberOf(letter)).toBe(numbers.letter);
    expect(letter.passport_number_masked).toBe(`${numbers.letter.slice(0, 5)}****`);
    const profiles = await knex('users').whereIn('id', userIds).orderBy('id');
    expect(profiles.map((p) => profilePassportNumberOf(p))).toEqual([numbers.profile, numbers.other, null]);
    expect(await valuesPerKeyVersion(knex)).toEqual({ 1: 3 });

    // Down and up again: the clear values come back, then go again.
    await knex.migrate.down({ ...migrationConfig, name: MIGRATION });
    expect((await knex('visa_letters').where({ id: letterId }).first())!.passport_number).toBe(
      numbers.letter,
    );
    await knex.migrate.up({ ...migrationConfig, name: MIGRATION });
    expect(await tablesHolding(knex, numbers.letter)).toEqual([]);
  });

  it('npm run data-key:rotate adds version 2 to DATA_DIR and re-encrypts every value under it', async () => {
    const { code, output: stdout } = await runScript(['src/db/dataKeyRotate.cli.ts'], {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      DATA_ENCRYPTION_KEYS: '',
      LOG_LEVEL: 'silent',
    });
    expect(code).toBe(0);
    expect(stdout).toContain('Data key version 2 is current');
    expect(stdout).toContain('visa_letters.passport_number: 1 value(s) re-encrypted');
    expect(stdout).toContain('users.visaPassportNumber: 2 value(s) re-encrypted');
    expect(await valuesPerKeyVersion(knex)).toEqual({ 2: 3 });
    // The old key stays in the file; this process reads the new version from it.
    expect(Object.keys(JSON.parse(readFileSync(path.join(dataDir, DATA_KEYS_FILE), 'utf8')).keys)).toEqual([
      '1',
      '2',
    ]);
    const letter = (await knex('visa_letters').where({ id: letterId }).first())!;
    expect(passportNumberOf(letter)).toBe(numbers.letter);
    for (const number of Object.values(numbers)) expect(await tablesHolding(knex, number)).toEqual([]);
  }, 60_000);

  it('re-encrypts in one transaction: one value it cannot read changes nothing', async () => {
    const current = loadKeyring({ dataDir }).keyring;
    next = { current: 3, keys: new Map([...current.keys, [3, randomBytes(32)]]) };
    // A value under a key this keyring does not hold (another installation's version 2).
    const foreign: DataKeyring = { current: 2, keys: new Map([[2, randomBytes(32)]]) };
    await knex('users')
      .where({ id: userIds[2] })
      .update({ visaPassportNumber: encryptValue(foreign, 'users.visaPassportNumber', uniqueNumber()) });
    await expect(reencryptAll(knex, next)).rejects.toThrow(/does not decrypt/);
    expect(await valuesPerKeyVersion(knex)).toEqual({ 2: 4 });

    await knex('users').where({ id: userIds[2] }).update({ visaPassportNumber: null });
    const report = await reencryptAll(knex, next);
    expect(report).toEqual({
      version: 3,
      reencrypted: { 'visa_letters.passport_number': 1, 'users.visaPassportNumber': 2 },
    });
    expect(await valuesPerKeyVersion(knex)).toEqual({ 3: 3 });
    const letter = (await knex('visa_letters').where({ id: letterId }).first())!;
    expect(decryptValue(next, 'visa_letters.passport_number', letter.passport_number)).toBe(numbers.letter);

    // A server with keys that do not read the database refuses to start; with them it starts.
    await expect(assertKeysReadDatabase(knex, current)).rejects.toThrow(/data key version 3/);
    await expect(assertKeysReadDatabase(knex, next)).resolves.toBeUndefined();
  });

  it('two rotations at once, beside a write under the old key, leave every value readable', async () => {
    const four: DataKeyring = { current: 4, keys: new Map([...next.keys, [4, randomBytes(32)]]) };
    const renewed = uniqueNumber();
    const [a, b] = await Promise.all([
      reencryptAll(knex, four),
      reencryptAll(knex, four),
      // A server that has not read version 4 yet writes under version 3.
      knex('users')
        .where({ id: userIds[1]! })
        .update({ visaPassportNumber: encryptValue(next, 'users.visaPassportNumber', renewed) }),
    ]);
    const profiles = await knex('users').whereIn('id', userIds).orderBy('id');
    expect(
      profiles.map(
        (p) => p.visaPassportNumber && decryptValue(four, 'users.visaPassportNumber', p.visaPassportNumber),
      ),
    ).toEqual([numbers.profile, renewed, null]);
    const letter = (await knex('visa_letters').where({ id: letterId }).first())!;
    expect(decryptValue(four, 'visa_letters.passport_number', letter.passport_number)).toBe(numbers.letter);
    // Re-encrypted once: the second rotation waited for the first's row locks and skipped what it did.
    expect(
      a.reencrypted['visa_letters.passport_number']! + b.reencrypted['visa_letters.passport_number']!,
    ).toBe(1);
  });

  it('refuses to start a server whose keys do not read the database (a DATA_DIR of its own)', async () => {
    const refused = await expectStartRefused({
      DATABASE_URL: url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'other-keys-')),
      DATA_ENCRYPTION_KEYS: '',
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/holds values under data key version 4, which this server's keys/);
    expect(refused.output).not.toMatch(/\n\s+at /); // a message for a person, no stack
  }, 150_000);
});
