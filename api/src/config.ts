// Configuration from the environment, validated once at start.
import { isIP } from 'node:net';
import path from 'node:path';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { TIME_ZONE } from '@congress/domain';
import { EMULATOR_SID, EMULATOR_SKEY } from './modules/pays/kg/emulatorCredentials';
import { REPO_ROOT } from './paths';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = () => z.preprocess(emptyAsUndefined, z.string().optional());

/** An instant given as Seoul wall-clock time (or with its own offset); null when unset. */
function seoulTime(fallback?: string) {
  return z.preprocess(emptyAsUndefined, z.string().optional()).transform((v, ctx) => {
    const text = v ?? fallback;
    if (!text) return null;
    const parsed = DateTime.fromISO(text, { zone: TIME_ZONE });
    if (!parsed.isValid) {
      ctx.addIssue({ code: 'custom', message: `not a date-time: ${text}` });
      return z.NEVER;
    }
    return parsed.toJSDate();
  });
}

const variables = z.object({
  // Production unless told otherwise: `npm run dev` sets development (src/dev.ts).
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().default('production')),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optional(),
  /**
   * Connections this server keeps to PostgreSQL at most (DATABASE_URL; embedded mode has one
   * session). Replicas × this, plus the mail queue's few, must stay under PostgreSQL's
   * max_connections (100 by default).
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * How long a request waits for a pooled connection while all are busy (milliseconds): a burst
   * queues instead of failing. An unreachable database still fails at once (CONNECT_TIMEOUT_MS),
   * since every wait for a new connection ends with its error.
   */
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000), // db/unavailable.ts ACQUIRE_TIMEOUT_MS
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
  /** Uploaded files (local disk storage); unset: DATA_DIR/uploads. Replicas must share it. */
  UPLOAD_DIR: optional(),
  /**
   * Where uploaded files are kept: `local` (UPLOAD_DIR) or `s3`, an S3-compatible bucket that every
   * replica reaches (the S3_* settings below). Downloads always go through the API either way.
   */
  STORAGE_DRIVER: z.preprocess(emptyAsUndefined, z.enum(['local', 's3']).default('local')),
  /** The bucket (STORAGE_DRIVER=s3; required then). It stays private: nothing links to it. */
  S3_BUCKET: optional(),
  /** The S3 API's address for a non-AWS server (`http://minio:9000`); unset: AWS's for S3_REGION. */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** The bucket's region (any value for most S3-compatible servers). */
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  /** Access key; unset (with the secret): the SDK's own chain (AWS_* variables, an instance or task role). */
  S3_ACCESS_KEY_ID: optional(),
  S3_SECRET_ACCESS_KEY: optional(),
  /** Path-style addresses (`endpoint/bucket/key`), which MinIO and most self-hosted servers need. */
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, bool.default(false)),
  /**
   * Hours an uploaded file may stay unreferenced (nothing holds it: replaced, removed, or never
   * attached) before the file sweeper deletes it; free uploads can be claimed that long.
   */
  UPLOAD_GRACE_HOURS: z.coerce.number().min(1).default(24),
  /** Days after an account is deleted until its private files go (restoring it before keeps them). */
  ACCOUNT_FILE_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /**
   * Months the back office's access record is kept (issue 39 §3): at least 24, the longest minimum of
   * 개인정보의 안전성 확보조치 기준 Art. 8 (the database itself refuses to delete a younger row).
   */
  ACCESS_RECORD_RETENTION_MONTHS: z.coerce.number().int().min(24).default(24),
  JWT_SECRET: optional(),
  /**
   * Keys of the data encrypted at rest (passport numbers): `1:<base64 32 bytes>,2:<…>`, the highest
   * version encrypting; unset: DATA_DIR/data-keys.json, generated once (crypto/dataKeys.ts).
   */
  DATA_ENCRYPTION_KEYS: optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('admin@congress.local')),
  ADMIN_PASSWORD: optional(),
  ADMIN_ALLOWLIST: z.preprocess(emptyAsUndefined, z.string().optional()).transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean)
      : [],
  ),
  SMTP_URL: optional(),
  /** The site's address for links in mails (the confirmation link); never taken from a request's Host. */
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  MAIL_FROM: z.string().default('KSP 2024 Congress <noreply@congress.local>'),
  /**
   * Delivery attempts of a mail before the queue gives it up (backoff doubling from 30 s: 8 tries
   * span about two hours). A mail given up is queued again by the sweeper (next two settings).
   */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  /** How often the sweeper looks for mails the queue gave up (an SMTP outage longer than the retries). */
  MAIL_SWEEP_INTERVAL_SECONDS: z.coerce.number().min(0.5).default(300),
  /** Mails older than this are not queued again by the sweeper (the mail log shows them unsent; resend by hand). */
  MAIL_SWEEP_MAX_AGE_HOURS: z.coerce.number().min(1).default(48),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REMOTE_PUBLIC_URL: z.string().default('/remotes/public/'),
  REMOTE_MYPAGE_URL: z.string().default('/remotes/mypage/'),
  REMOTE_ADMIN_URL: z.string().default('/remotes/admin/'),
  STATIC_DIR_SHELL: z.string().default(path.join(REPO_ROOT, 'hosts/shell/dist')),
  STATIC_DIR_PUBLIC: z.string().default(path.join(REPO_ROOT, 'remotes/public/dist')),
  STATIC_DIR_MYPAGE: z.string().default(path.join(REPO_ROOT, 'remotes/mypage/dist')),
  STATIC_DIR_ADMIN: z.string().default(path.join(REPO_ROOT, 'remotes/admin/dist')),
  SEED_DEMO: z.preprocess(emptyAsUndefined, bool.default(true)),
  /**
   * Which proxies' X-Forwarded-For is believed (Express `trust proxy`): unset = none (the socket's
   * address counts); a hop count (`1`); or addresses/subnets (`10.0.0.0/8, loopback`). `true`
   * (trust anyone) is refused: any client could then pick its own address for the rate limits.
   */
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()).transform((v, ctx) => {
    const parsed = parseTrustProxy(v);
    if (typeof parsed === 'string') {
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }
    return parsed;
  }),
  /** Origins allowed to call /graphql from a browser (`https://a.example, https://b.example`); unset = same origin only. */
  CORS_ORIGINS: z.preprocess(emptyAsUndefined, z.string().optional()).transform((v, ctx) => {
    const origins = (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const origin of origins) {
      if (!isOrigin(origin)) {
        ctx.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${origin}` });
        return z.NEVER;
      }
    }
    return origins;
  }),
  // The dates and the rate below are the site settings' FIRST values only (read on a database's
  // first start, modules/settings): afterwards organisers change them in the back office.
  /**
   * Abstract submission period, Asia/Seoul wall-clock (`2023-11-01T00:00:00`) or with an offset.
   * Start default 2023-11-01; no end unless set (docs/decisions.md).
   */
  ABSTRACT_SUBMISSION_START: seoulTime('2023-11-01T00:00:00'),
  ABSTRACT_SUBMISSION_END: seoulTime(),
  /** Invited speakers replace their files until then (Asia/Seoul); unset: no deadline. */
  SPEAKER_UPLOAD_DEADLINE: seoulTime(),
  /** Presenters of accepted abstracts replace their presentation until then (Asia/Seoul); unset: no deadline. */
  PRESENTATION_UPLOAD_DEADLINE: seoulTime(),
  /**
   * Registration window (ISO instants). Unset: the spec's window (2024-05-01 to 2024-09-29, Korea
   * time), except in the demo (SEED_DEMO), where it opens 30 days ago and closes in a year.
   */
  REGISTRATION_OPENS_AT: z.preprocess(emptyAsUndefined, z.iso.datetime({ offset: true }).optional()),
  REGISTRATION_CLOSES_AT: z.preprocess(emptyAsUndefined, z.iso.datetime({ offset: true }).optional()),
  /**
   * Where payments go: `kg` (KG Mobilians: KG_API_URL, KG_SID and KG_SKEY required) or `emulator`
   * (the API's own stand-in at /mock-kg: no money is taken). Unset: `kg` when KG_API_URL is set;
   * otherwise the emulator outside production, and a refusal to start in production.
   */
  PAYMENT_GATEWAY: z.preprocess(emptyAsUndefined, z.enum(['kg', 'emulator']).optional()),
  /** KG Mobilians API host (`https://mup.mobilians.co.kr`). */
  KG_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** Merchant id (12 digits) and HMAC key that KG issued to the society. */
  KG_SID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{12}$/)
      .optional(),
  ),
  KG_SKEY: optional(),
  /**
   * KG charges whole KRW only: a USD registration is charged in KRW at this fixed rate (KRW per
   * USD), and the receipt shows both amounts (docs/decisions.md).
   */
  PAYMENT_USD_KRW_RATE: z.coerce.number().int().min(1).default(1350),
  /** Addresses KG's notifications may come from (comma-separated); unset with the emulator: any. */
  KG_NOTI_IPS: z.preprocess(emptyAsUndefined, z.string().optional()).transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
  /** Free (no-token) mutations one client address may make per 15 minutes (a NAT'ed institution may need more). */
  RATE_LIMIT_ANONYMOUS_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
  /** Sponsorship applications (createSponsor) one client address may send per hour. */
  RATE_LIMIT_SPONSOR_APPLY_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** Sign-ups (register) one client address may make per hour (a hospital behind one NAT may need more). */
  RATE_LIMIT_SIGN_UP_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** Sign-ups for addresses at one e-mail domain per hour, from any client address. */
  RATE_LIMIT_SIGN_UP_PER_DOMAIN: z.coerce.number().int().min(1).default(30),
  /**
   * Wrong passwords for one account per 15 minutes, from all addresses together: past it, addresses
   * new to the account share one guess a minute (slowed, never locked), an address the owner logged
   * in from passes as before, and the owner is mailed once per window (auth/loginGuessing.ts).
   */
  RATE_LIMIT_LOGIN_GUESSES_PER_ACCOUNT: z.coerce.number().int().min(1).default(30),
});

/** The payment gateway a server talks to, resolved from PAYMENT_GATEWAY and the KG_* variables. */
export type PaymentGateway =
  { mode: 'kg'; apiUrl: string; sid: string; skey: string } | { mode: 'emulator'; sid: string; skey: string };

/** Names of the environment variables the configuration reads (the README documents each). */
export const CONFIG_VARIABLES = Object.keys(variables.shape);

const schema = variables.transform((env, ctx) => {
  const fail = (path: string, message: string) => {
    ctx.addIssue({ code: 'custom', path: [path], message });
    return z.NEVER;
  };
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET)
    return fail('S3_BUCKET', 'required with STORAGE_DRIVER=s3 (and S3_ENDPOINT unless the bucket is on AWS)');
  // Outside production, no KG settings mean the emulator; in production the server refuses to
  // start without a gateway (serverStartProblems), while the command-line tools still run.
  const mode =
    env.PAYMENT_GATEWAY ?? (env.KG_API_URL ? 'kg' : env.NODE_ENV === 'production' ? null : 'emulator');
  let gateway: PaymentGateway | null = null;
  if (mode === 'emulator') {
    if (env.KG_API_URL)
      return fail('PAYMENT_GATEWAY', 'is emulator while KG_API_URL is set: unset one of them');
    gateway = { mode, sid: EMULATOR_SID, skey: EMULATOR_SKEY };
  } else if (mode === 'kg') {
    const { KG_API_URL: apiUrl, KG_SID: sid, KG_SKEY: skey } = env;
    if (!apiUrl || !sid || !skey) {
      const missing = Object.entries({ KG_API_URL: apiUrl, KG_SID: sid, KG_SKEY: skey })
        .filter(([, value]) => !value)
        .map(([name]) => name);
      return fail(
        'PAYMENT_GATEWAY',
        `KG Mobilians needs ${missing.join(', ')} (issued by KG to the society)`,
      );
    }
    // The emulator's key is in the source: a server that talks to KG never signs or accepts it.
    if (skey === EMULATOR_SKEY)
      return fail('KG_SKEY', "is the emulator's published key: set the key KG issued");
    gateway = { mode, apiUrl, sid, skey };
  }
  return { ...env, gateway };
});

export type Config = z.output<typeof schema>;

const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a subnet (address/bits) or one of proxy-addr's names. */
function isTrustEntry(entry: string): boolean {
  if (TRUST_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY as Express's `trust proxy` value, or the reason it is refused. */
export function parseTrustProxy(value: string | undefined): false | number | string[] | string {
  const text = (value ?? '').trim().toLowerCase();
  if (!text || text === 'false' || text === '0') return false;
  if (text === 'true')
    return 'TRUST_PROXY=true would believe any client; give a hop count or proxy addresses';
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isTrustEntry(entry));
  return bad === undefined ? entries : `TRUST_PROXY: not an address, subnet or hop count: ${bad}`;
}

function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) && url.origin === text;
  } catch {
    return false;
  }
}

/** A configuration that cannot start the server; the message names what to set. */
export class ConfigError extends Error {}

/**
 * What a server (not a command-line tool) needs beyond valid variables: in production, the site's
 * address (payment return addresses and mail links are built from it, never from a request's Host)
 * and a payment gateway, so that a production start never takes emulated money.
 */
export function serverStartProblems(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!config.PUBLIC_URL)
    problems.push(
      'PUBLIC_URL: required in production: the address visitors use (https://congress.example.org), for payment return addresses and mail links',
    );
  if (!config.gateway)
    problems.push(
      'PAYMENT_GATEWAY: no payment gateway configured: set KG_API_URL, KG_SID and KG_SKEY (KG Mobilians), or PAYMENT_GATEWAY=emulator for a demo that takes no money (npm run demo sets it)',
    );
  return problems;
}

/** Throws a ConfigError naming every problem of serverStartProblems. */
export function assertServerStartable(config: Config): void {
  const problems = serverStartProblems(config);
  if (problems.length) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/**
 * The demo's environment (`npm run demo`, the quick start): payments go to the emulator and the
 * site's address is this machine's, unless the environment sets them. Nothing else changes.
 */
export function demoEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const port = env.PORT || '8080';
  return {
    ...env,
    PAYMENT_GATEWAY: env.PAYMENT_GATEWAY || (env.KG_API_URL ? undefined : 'emulator'),
    PUBLIC_URL: env.PUBLIC_URL || `http://localhost:${port}`,
  };
}
