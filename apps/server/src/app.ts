import path from 'node:path';
import websocket from '@fastify/websocket';
import { peerColour } from '@relata/core';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  createAuth,
  getRequestSession,
  registerAuthRoutes,
  type Auth,
  type RequestSession,
} from './auth/auth';
import { registerAccessTokens } from './auth/accessTokens';
import { enforceDeclaredSession } from './auth/requireSession';
import { resolveAuthSecret } from './auth/secret';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrate } from './db/migrate';
import { createBackgroundWork, type BackgroundWork } from './http/backgroundWork';
import { installErrorHandlers } from './http/errors';
import { installInputGuard } from './http/inputGuard';
import { declareLargeBodies, installJsonBodies, skipCheckedBodies } from './http/jsonBody';
import { registerOpenApi } from './http/openapi';
import { clientErrorHandler, frameworkErrors } from './http/protocolErrors';
import { registerCompression } from './http/compression';
import { registerSecurityHeaders } from './http/security';
import { inlineScriptHashes, readIndexHtml, registerWebApp } from './http/webApp';
import { createMailer, defaultFrom, type Mailer } from './mail/mailer';
import { registerDevMailRoutes } from './mail/devRoutes';
import { registerAccountRoutes } from './modules/account/routes';
import { auditAccountDeletionStep } from './modules/audit/accountDeletion';
import { registerClientContext } from './modules/audit/clientContext';
import { startAuditPruning } from './modules/audit/retention';
import { registerAuditRoutes } from './modules/audit/routes';
import { registerTokenRoutes } from './modules/tokens/routes';
import { registerShareRoutes } from './modules/shares/routes';
import { DiagramAnswerCache } from './modules/diagram/answerCache';
import type { AccountDeletionStep, AccountDeps } from './modules/account/service';
import { registerHealthRoutes } from './modules/health/routes';
import { registerInvitationRoutes } from './modules/invitations/routes';
import { registerLiveDbRoutes } from './modules/liveDb/routes';
import { registerNotificationRoutes } from './modules/notifications/routes';
import { canEdit, findMembership } from './modules/projects/access';
import { enforceDeclaredRole } from './modules/projects/accessGate';
import { registerProjectRoutes } from './modules/projects/routes';
import { projectsAccountDeletionStep } from './modules/projects/service';
import { registerSavedQueryRoutes } from './modules/savedQueries/routes';
import { registerTeamRoutes } from './modules/team/routes';
import { registerTaskRoutes } from './modules/tasks/routes';
import { registerVersionRoutes } from './modules/versions/routes';
import { registerDiagramRoutes } from './modules/diagram/routes';
import { registerAiRoutes } from './modules/ai/routes';
import { registerWireframeRoutes } from './modules/wireframes/routes';
import { registerBillingRoutes } from './modules/billing/routes';
import { seedTestCatalog } from './billing/catalog';
import {
  createStripeClient,
  createStripeProvider,
  syncStripeCatalog,
} from './billing/stripeProvider';
import { createTestProvider } from './billing/testProvider';
import { AvatarStore } from './storage/avatarStore';
import { registerOriginCheck } from './http/originCheck';
import { createMemoryBroker, type Broker } from './realtime/broker';
import { RealtimeHub, type RealtimeSession } from './realtime/hub';
import { createPostgresBroker } from './realtime/postgresBroker';
import { realtimeSocketOptions, registerRealtimeRoutes } from './realtime/routes';

/**
 * Log paths never written: session cookies, and any password a logged object carries (a live
 * database connection's, should a request body or a driver's options ever be logged).
 */
const LOG_REDACT = {
  paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
  censor: '***',
};

/** Default JSON body limit; routes that take more (imports, uploads) raise it themselves. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** A running Relata server: the HTTP app and the parts tests and shutdown need. */
export interface RelataServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  hub: RealtimeHub;
  auth: Auth;
  mailer: Mailer;
  /** Work requests started without waiting (account mails); tests wait for it with idle(). */
  background: BackgroundWork;
  /** Account deletion steps other modules add to (memberships, owned projects). */
  accountDeletionSteps: AccountDeletionStep[];
  /** Stops accepting, lets requests in flight finish, closes realtime and the database. */
  close(): Promise<void>;
}

/** Options for createServer; tests pass a logger setting and may share an open database. */
export interface CreateServerOptions {
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  database?: DatabaseHandle;
}

/** Opens the database, applies migrations and assembles the server (not yet listening). */
export async function createServer(
  config: Config,
  opts: CreateServerOptions = {},
): Promise<RelataServer> {
  const database = opts.database ?? (await openDatabase(config));
  try {
    await migrate(database.pool);
    const logger = opts.logger ?? { level: config.logLevel };
    const app = Fastify({
      logger: logger === false ? false : { ...(logger === true ? {} : logger), redact: LOG_REDACT },
      bodyLimit: BODY_LIMIT_BYTES,
      return503OnClosing: true,
      forceCloseConnections: 'idle',
      routerOptions: { maxParamLength: 500 },
      trustProxy: config.trustProxy,
      frameworkErrors,
      clientErrorHandler,
    });
    app.setValidatorCompiler(skipCheckedBodies(validatorCompiler));
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandlers(app);
    installJsonBodies(app);
    registerClientContext(app);
    installInputGuard(app);

    const secret = await resolveAuthSecret(database.pool, config.authSecret);
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom ?? defaultFrom(config.publicUrl),
      db: database.db,
      log: app.log,
    });
    const auth = createAuth({ config, pool: database.pool, db: database.db, secret, mailer });
    const background = createBackgroundWork(app.log);
    const broker = await createBroker(config, database, app.log);
    const hub = new RealtimeHub(broker, app.log, async (session) => {
      const row = await database.db
        .selectFrom('session')
        .select('id')
        .where('id', '=', session.sessionId)
        .where('expiresAt', '>', new Date())
        .executeTakeFirst();
      return row !== undefined;
    });
    const accountDeps: AccountDeps = {
      auth,
      db: database.db,
      config,
      avatars: new AvatarStore(path.join(config.dataDir, 'uploads', 'avatars')),
      background,
      deletionSteps: [],
      // Best effort: the heartbeat's session check closes what a lost message leaves open.
      sessionsEnded: (userId) =>
        hub.sessionsEnded(userId).catch((err: unknown) => {
          app.log.error({ err }, 'realtime: could not announce ended sessions');
        }),
    };
    // A user's own channel carries their notifications and membership changes.
    hub.registerChannelKind('user', {
      authorize: (session, id) =>
        Promise.resolve(session.userId === id ? { presence: false, cursor: false } : null),
    });
    // A project's channel: members listen and announce presence; Editors and Admins also send
    // cursors (spec 2 §6). Asked once per subscription and again when memberships change.
    hub.registerChannelKind('project', {
      authorize: async (session, id) => {
        const m = isUuid(id) ? await findMembership(database.db, id, session.userId) : undefined;
        return m ? { presence: true, cursor: canEdit(m.role) } : null;
      },
    });

    const indexHtml = readIndexHtml(config.webDist);
    await registerSecurityHeaders(app, config, indexHtml ? inlineScriptHashes(indexHtml) : []);
    // A bearer token is checked first of all, before the origin check it may skip (issue 39).
    registerAccessTokens(app, database.db);
    registerOriginCheck(app, config);
    await registerCompression(app);
    // Nothing heavy before authentication (issue 35): the session, and for a project route that
    // takes a body the membership and role, are checked in onRequest, before the body is read.
    app.addHook('onRoute', enforceDeclaredSession(auth));
    app.addHook('onRoute', enforceDeclaredRole(auth, database.db));
    app.addHook('onRoute', declareLargeBodies);
    await registerOpenApi(app, {
      sessionCookie: (await auth.$context).authCookies.sessionToken.name,
    });
    await app.register(websocket, { options: realtimeSocketOptions });
    registerAuthRoutes(app, auth, config);
    registerRealtimeRoutes(app, {
      hub,
      config,
      resolveSession: async (headers) => {
        const session = await getRequestSession(auth, headers);
        return session && realtimeSession(database, session);
      },
    });
    registerHealthRoutes(app, database);
    registerAccountRoutes(app, accountDeps);
    registerAuditRoutes(app, accountDeps);
    registerTokenRoutes(app, { auth, db: database.db });
    // One kept answer per project for its members' GET /diagram and its share links' readers.
    const answers = new DiagramAnswerCache(hub);
    const domain = {
      auth,
      db: database.db,
      copyRows: database.copyRows,
      hub,
      mailer,
      config,
      answers,
    };
    registerProjectRoutes(app, domain);
    registerTeamRoutes(app, domain);
    registerInvitationRoutes(app, domain);
    registerNotificationRoutes(app, domain);
    registerTaskRoutes(app, domain);
    registerDiagramRoutes(app, domain);
    registerVersionRoutes(app, domain);
    registerSavedQueryRoutes(app, domain);
    registerLiveDbRoutes(app, { ...domain, authSecret: secret });
    registerAiRoutes(app, domain);
    registerWireframeRoutes(app, domain);
    registerShareRoutes(app, {
      auth,
      db: database.db,
      hub,
      secret,
      publicUrl: config.publicUrl,
      answers,
      indexHtml,
    });
    const stripe = config.stripe
      ? createStripeClient(config.stripe.secretKey, config.stripe.apiUrl)
      : undefined;
    if (stripe) await syncStripeCatalog(stripe, database.db, app.log);
    else await seedTestCatalog(database.db);
    const provider = stripe
      ? createStripeProvider(stripe, database.db, config.publicUrl)
      : createTestProvider(database.db, config.publicUrl);
    registerBillingRoutes(app, { ...domain, provider, stripe });
    accountDeps.deletionSteps.push(projectsAccountDeletionStep(hub), auditAccountDeletionStep);
    const stopAuditPruning = await startAuditPruning(database.db, app.log);
    registerDevMailRoutes(app, database.db, config);
    await registerWebApp(app, config.webDist, indexHtml);

    // While shutting down, answer what is in flight and let no keep-alive connection linger.
    let closing = false;
    app.addHook('onSend', async (_request, reply) => {
      if (closing) void reply.header('connection', 'close');
    });
    app.addHook('preClose', async () => {
      closing = true;
      stopAuditPruning();
      hub.close();
      await broker.close();
    });
    // onClose runs once the requests in flight are answered: the mails they started go out first.
    app.addHook('onClose', async () => {
      await background.idle();
      mailer.close();
      if (!opts.database) await database.close();
    });
    await app.ready();
    return {
      app,
      database,
      hub,
      auth,
      mailer,
      background,
      accountDeletionSteps: accountDeps.deletionSteps,
      close: () => app.close(),
    };
  } catch (err) {
    if (!opts.database) await database.close().catch(() => undefined);
    throw err;
  }
}

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

async function createBroker(
  config: Config,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<Broker> {
  if (config.realtimeBroker === 'postgres' && config.databaseUrl) {
    const broker = createPostgresBroker({
      connectionString: config.databaseUrl,
      pool: database.pool,
      log,
    });
    await broker.ready;
    return broker;
  }
  return createMemoryBroker((err) => log.error({ err }, 'realtime: delivery failed'));
}

/** Who a realtime connection is, as others see them in presence and cursors (spec 2 §3). */
async function realtimeSession(
  database: DatabaseHandle,
  session: RequestSession,
): Promise<RealtimeSession> {
  const profile = await database.db
    .selectFrom('profiles')
    .select(['firstname', 'lastname'])
    .where('id', '=', session.userId)
    .executeTakeFirst();
  // The person's shown name, as their avatar's initials are made from it everywhere.
  const name = [profile?.firstname ?? '', profile?.lastname ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return {
    userId: session.userId,
    sessionId: session.sessionId,
    username: (name || session.email).slice(0, 120),
    color: peerColour(session.userId),
  };
}
