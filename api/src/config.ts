// Configuration from the environment, validated once at start.
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = () => z.preprocess(emptyAsUndefined, z.string().optional());

const schema = z.object({
  // Production unless told otherwise: `npm run dev` sets development (src/dev.ts).
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().default('production')),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
  JWT_SECRET: optional(),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REMOTE_PUBLIC_URL: z.string().default('/remotes/public/'),
  REMOTE_MYPAGE_URL: z.string().default('/remotes/mypage/'),
  REMOTE_ADMIN_URL: z.string().default('/remotes/admin/'),
  STATIC_DIR_SHELL: z.string().default(path.join(REPO_ROOT, 'hosts/shell/dist')),
  STATIC_DIR_PUBLIC: z.string().default(path.join(REPO_ROOT, 'remotes/public/dist')),
  STATIC_DIR_MYPAGE: z.string().default(path.join(REPO_ROOT, 'remotes/mypage/dist')),
  STATIC_DIR_ADMIN: z.string().default(path.join(REPO_ROOT, 'remotes/admin/dist')),
  SEED_DEMO: z.preprocess(emptyAsUndefined, bool.default(true)),
});

export type Config = z.output<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
