import net from 'node:net';
import path from 'node:path';
import { DIAGRAM_LIMITS, MAX_IMPORT_BYTES, type DiagramLimits } from '@relata/core';
import { z } from 'zod';

/** Reads an environment variable as unset when it is empty. */
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: optional,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optional.transform((v) => v ?? '127.0.0.1'),
  PUBLIC_URL: optional,
  DATA_DIR: optional.transform((v) => v ?? './data'),
  DATABASE_URL: optional,
  AUTH_SECRET: optional,
  SMTP_URL: optional,
  MAIL_FROM: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_URL: optional,
  AI_BASE_URL: optional,
  AI_API_KEY: optional,
  AI_MODEL: optional,
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  REALTIME_BROKER: z
    .enum(['memory', 'postgres'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUST_PROXY: optional,
  OAUTH_TEST_SERVER_URL: optional,
  WEB_DIST: optional,
  DEV_WEB_ORIGINS: optional,
  DEV_MAIL_ON_NETWORK: z
    .enum(['true', 'false'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AUTH_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  LIVE_DB_HOSTS: optional,
  LIVE_DB_FILES: optional,
  LIVE_DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  LIVE_DB_MAX_BYTES: z.coerce.number().int().min(1).max(MAX_IMPORT_BYTES).default(MAX_IMPORT_BYTES),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The server's configuration, read once from the environment (see the README's table). */
export interface Config {
  production: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  github: { clientId: string; clientSecret: string } | undefined;
  stripe:
    | { secretKey: string; webhookSecret: string | undefined; apiUrl: string | undefined }
    | undefined;
  /** An OpenAI-compatible endpoint; unset, the built-in offline generator and assistant answer. */
  ai:
    | { baseUrl: string; apiKey: string | undefined; model: string | undefined; timeoutMs: number }
    | undefined;
  realtimeBroker: 'memory' | 'postgres';
  logLevel: string;
  /**
   * Which proxies may set X-Forwarded-For: unset trusts none (the socket address is the client),
   * `true` trusts any, else a comma-separated list of proxy addresses or CIDR ranges.
   */
  trustProxy: boolean | string[];
  /** Sign-ins, sign-ups and account mails allowed per client IP in 10 minutes. */
  authIpLimit: number;
  /** Tests only: a local OAuth server standing in for Google's and GitHub's endpoints. */
  oauthTestServerUrl: string | undefined;
  /** Directory of the built web app; served with history fallback when it exists. */
  webDist: string;
  /**
   * Origins of a development server whose pages may call the API besides PUBLIC_URL: the Vite
   * dev server's, named by `npm run dev` (scripts/dev.mjs) and by nothing else.
   */
  devWebOrigins: string[];
  /**
   * Keeps the outbox pages (/dev/mail) on a server listening beyond loopback; they still answer
   * only requests from the machine itself.
   */
  devMailOnNetwork: boolean;
  /** The caps of a whole diagram (core's DIAGRAM_LIMITS); tests lower them. */
  diagramLimits: DiagramLimits;
  /** Connections to live databases (issue 38, item 1c; docs/live-databases.md). */
  liveDb: LiveDbConfig;
}

/** Where the server may connect to read a live database's catalog, and how long and how much. */
export interface LiveDbConfig {
  /**
   * LIVE_DB_HOSTS: host names and addresses or CIDR ranges (IPv4, IPv6) the server may connect
   * to. Empty with `files` empty: connections are off.
   */
  hosts: string[];
  /** LIVE_DB_FILES: folders (resolved real paths) whose SQLite files connections may read. */
  files: string[];
  /** How long one read may take, connecting included. */
  timeoutMs: number;
  /** The largest catalog dump a read returns. */
  maxBytes: number;
}

/** A configuration error that names the variable, printed instead of a stack trace at start. */
export class ConfigError extends Error {}

/** Parses the environment into a Config; throws ConfigError naming each bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const pair = (id: string | undefined, secret: string | undefined) =>
    id && secret ? { clientId: id, clientSecret: secret } : undefined;
  const base: Config = {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
    github: pair(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET),
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiUrl: e.STRIPE_API_URL,
        }
      : undefined,
    ai: e.AI_BASE_URL
      ? {
          baseUrl: e.AI_BASE_URL,
          apiKey: e.AI_API_KEY,
          model: e.AI_MODEL,
          timeoutMs: e.AI_TIMEOUT_MS,
        }
      : undefined,
    realtimeBroker: e.REALTIME_BROKER ?? (e.DATABASE_URL ? 'postgres' : 'memory'),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authIpLimit: e.AUTH_IP_LIMIT,
    oauthTestServerUrl: e.OAUTH_TEST_SERVER_URL?.replace(/\/+$/, ''),
    webDist: e.WEB_DIST
      ? path.resolve(e.WEB_DIST)
      : path.resolve(import.meta.dirname, '../../web/dist'),
    devWebOrigins: parseOrigins(e.DEV_WEB_ORIGINS),
    devMailOnNetwork: e.DEV_MAIL_ON_NETWORK === 'true',
    diagramLimits: DIAGRAM_LIMITS,
    liveDb: {
      hosts: parseLiveDbHosts(e.LIVE_DB_HOSTS),
      files: parseList(e.LIVE_DB_FILES).map((dir) => path.resolve(dir)),
      timeoutMs: e.LIVE_DB_TIMEOUT_MS,
      maxBytes: e.LIVE_DB_MAX_BYTES,
    },
  };
  const config = { ...base, ...overrides };
  if (config.realtimeBroker === 'postgres' && !config.databaseUrl) {
    throw new ConfigError(
      'REALTIME_BROKER=postgres needs DATABASE_URL: the embedded database serves one node only.',
    );
  }
  return config;
}

/** A comma-separated list of origins; throws ConfigError naming the variable for a bad one. */
function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      let origin = 'null';
      try {
        origin = new URL(v).origin;
      } catch {
        // reported below
      }
      if (origin === 'null')
        throw new ConfigError(`Invalid configuration:\n  DEV_WEB_ORIGINS: "${v}" is not an origin`);
      return origin;
    });
}

/** A comma-separated list, trimmed, without empty entries. */
function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A host name as DNS spells it (letters, digits, hyphens; dot-separated labels). */
const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/**
 * LIVE_DB_HOSTS: each entry a host name, an address, or an address/prefix; names are kept in
 * lower case. Throws ConfigError naming a bad entry.
 */
function parseLiveDbHosts(value: string | undefined): string[] {
  return parseList(value).map((entry) => {
    const [address = '', prefix, extra] = entry.split('/');
    const family = net.isIP(address);
    const bits = family === 4 ? 32 : 128;
    const validPrefix =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (extra === undefined && family !== 0 && validPrefix) return entry;
    if (prefix === undefined && HOST_NAME.test(entry) && !/^[\d.]+$/.test(entry))
      return entry.toLowerCase().replace(/\.$/, '');
    throw new ConfigError(
      `Invalid configuration:\n  LIVE_DB_HOSTS: "${entry}" is not a host name, an address or a CIDR range`,
    );
  });
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}
