// The HTTP application: GraphQL, health, runtime configuration for the host, and the built
// frontends. main.ts starts it; tests start it on an ephemeral port.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cors from 'cors';
import express, { type ErrorRequestHandler, type Express, type Request } from 'express';
import helmet from 'helmet';
import type { ErrorCode, FieldError } from '@congress/domain';
import { systemClock } from './clock';
import { assertServerStartable } from './config';
import type { AppDeps, GraphQLContext } from './context';
import { createAnonymousContext, createRequestContext } from './requestContext';
import './db/pgTypes';
import {
  asUnavailable,
  databaseUnavailablePlugin,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  unavailableError,
} from './db/unavailable';
import { AppError, formatError, HTTP_STATUS } from './errors';
import { findNul, NUL_CODE, rejectNulInputsPlugin } from './graphql/inputs';
import {
  costLimitPlugin,
  REQUEST_LIMITS,
  requestLimitRules,
  requestParseOptions,
} from './graphql/requestLimits';
import { buildResolvers, loadTypeDefs } from './graphql/schema';
import { checkAuthRouter } from './modules/auth/checkAuth.route';
import { filesRouter } from './modules/files/files.upload';
import { uploadStorageOf } from './modules/files/files.storage';
import { exportRouter } from './lists/export';
import { statisticsExportRouter } from './modules/statistics/statistics.export';
import { columnListRouter } from './modules/mail/columnList.route';
import { requestLog } from './http/requestLog';
import { mountSeo } from './http/seo';
import { keptPageAnswers } from './http/renderedPage';
import { mountStatic } from './http/static';
import { contentSecurityPolicy, pagePolicy } from './http/csp';
import { createGatewayEmulator, EMULATOR_PATH } from './modules/pays/gatewayEmulator/emulator';
import { gatewayCallbackLimit } from './modules/pays/callbackLimit';
import { paysRouter } from './modules/pays/pays.routes';
import { receiptsRouter } from './modules/receipts/receipts.routes';
import { attendanceRouter } from './modules/attendance/attendance.routes';
import { creditsRouter } from './modules/credits/credits.routes';
import { visaLettersRouter } from './modules/visaLetters/visaLetters.routes';
import { programmeRouter } from './modules/programme/programme.routes';
import type { Logger } from './logger';
import { switchLocale } from './http/pageLocale';
import { createPublicPageRenderer } from './modules/publicPages/publicPageRenderer';
import type { Execute } from './modules/publicPages/renderPool';
import { requestRateLimitsPlugin } from './modules/auth/requestRateLimits';

export interface App {
  app: Express;
  /** Every request: a kept public page is answered as kept (http/renderedPage.ts), anything else by `app`. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  stop(): Promise<void>;
}

/** The clock is optional: the system clock unless a test passes its own. */
export async function createApp(
  input: Omit<AppDeps, 'clock'> &
    Partial<Pick<AppDeps, 'clock'>> & {
      /** The embedded database's write generation (db/database.ts), which spares reads of the content version. */
      databaseWrites?: () => number;
    },
): Promise<App> {
  const { databaseWrites, ...given } = input;
  const deps: AppDeps = { ...given, clock: input.clock ?? systemClock };
  const { config, knex, logger } = deps;
  assertServerStartable(config);
  const production = config.NODE_ENV === 'production';
  const apollo = new ApolloServer<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: buildResolvers(),
    nodeEnv: config.NODE_ENV,
    includeStacktraceInErrorResponses: false,
    // Production shows callers nothing of the schema beyond what they ask for.
    introspection: !production,
    // Limits every request inherits (graphql/requestLimits.ts).
    parseOptions: requestParseOptions,
    validationRules: requestLimitRules,
    hideSchemaDetailsFromClientErrors: production,
    // main.ts owns shutdown: Apollo's own signal handler would race it and re-raise the signal.
    stopOnTerminationSignals: false,
    formatError: (formatted, error) => {
      if (isDatabaseUnavailable(unwrapResolverError(error))) {
        logger.warn({ err: error }, 'database unavailable');
        formatted = {
          ...formatted,
          message: unavailableError().message,
          extensions: { code: 'UNAVAILABLE' },
        };
      }
      return formatError(formatted, () => logger.error({ err: error }, 'unexpected GraphQL error'), {
        hideSchemaDetails: production,
      });
    },
    plugins: [
      rejectNulInputsPlugin(),
      costLimitPlugin(),
      databaseUnavailablePlugin(),
      requestRateLimitsPlugin(),
      ...(production ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For counts only from the proxies TRUST_PROXY names (none by default): otherwise any
  // client could choose the address its rate limits are counted under.
  app.set('trust proxy', config.TRUST_PROXY);
  // The Content-Security-Policy is http/csp.ts's: it allows the remotes' run-time origins and the
  // inline code of each page by hash, which helmet's static directives cannot.
  const policy = pagePolicy(config);
  app.use(
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // As the policy's frame-ancestors 'none', for browsers without CSP.
      xFrameOptions: { action: 'deny' },
    }),
  );
  app.use(compression());
  app.use(requestLog(logger));
  // PostgreSQL refuses NUL in text: a query-string value holding one is refused up front.
  app.use((req, res, next) => {
    const field = findNul(req.query, '');
    if (!field) return next();
    res.status(400).json({ ok: false, code: 'VALIDATION_FAILED', fields: [{ field, code: NUL_CODE }] });
  });

  app.get('/healthz', async (_req, res) => {
    try {
      await knex.raw('select 1');
      res.json({ status: 'ok' });
    } catch (error) {
      logger.error({ err: error }, 'health check failed');
      res.status(503).json({ status: 'unavailable' });
    }
  });

  const runtimeConfig = {
    graphqlUrl: '/graphql',
    remotes: {
      public: config.REMOTE_PUBLIC_URL,
      mypage: config.REMOTE_MYPAGE_URL,
      admin: config.REMOTE_ADMIN_URL,
    },
  };
  app.get('/runtime-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(runtimeConfig);
  });

  app.use(
    '/graphql',
    // Only the configured origins (CORS_ORIGINS) may call from another site's pages; by default
    // no CORS header is sent, so browsers allow the site's own origin only.
    ...(config.CORS_ORIGINS.length ? [cors({ origin: config.CORS_ORIGINS, maxAge: 600 })] : []),
    express.json({ limit: REQUEST_LIMITS.graphqlBody }),
    expressMiddleware(apollo, {
      // The token's user lookup is the first database call: unreachable, it is 503 UNAVAILABLE.
      context: ({ req }) =>
        createRequestContext(deps, req).catch((error: unknown) => {
          throw asUnavailable(error);
        }),
    }),
  );

  // Every response below carries the page policy (GraphQL above answers JSON; its development
  // landing page brings its own scripts).
  app.use(contentSecurityPolicy(policy));
  app.use(checkAuthRouter(deps));
  app.use(exportRouter(deps));
  app.use(statisticsExportRouter(deps));
  app.use(columnListRouter(deps));
  // Before the gateway's callbacks: every anonymous write is limited per address.
  app.use('/payments/kg', gatewayCallbackLimit(deps));

  app.use(filesRouter(deps, uploadStorageOf(config)));
  app.use(paysRouter(deps));
  app.use(visaLettersRouter(deps));
  app.use(programmeRouter(deps));
  app.use(receiptsRouter(deps));
  app.use(attendanceRouter(deps));
  app.use(creditsRouter(deps));
  // The emulator is mounted only when asked for (PAYMENT_GATEWAY=emulator, or outside production
  // without KG settings): a server that talks to KG never accepts its published key.
  if (config.gateway?.mode === 'emulator')
    app.use(
      EMULATOR_PATH,
      createGatewayEmulator({
        sid: config.gateway.sid,
        skey: config.gateway.skey,
        clock: deps.clock,
        logger,
        notiRetryMs: config.NODE_ENV === 'test' ? 200 : 2_000,
        publicBase: config.PUBLIC_URL ? `${config.PUBLIC_URL.replace(/\/$/, '')}${EMULATOR_PATH}` : undefined,
      }),
    );
  mountSeo(app, config);
  app.get('/locale', switchLocale);
  // Public pages rendered on the server, their reads run here as an anonymous visitor's.
  const publicPages = createPublicPageRenderer({
    knex,
    databaseWrites,
    logger,
    shellDir: config.STATIC_DIR_SHELL,
    publicDir: config.STATIC_DIR_PUBLIC,
  });
  const execute =
    (req: Request): Execute =>
    async (query, variables) => {
      const contextValue = createAnonymousContext(deps, req);
      const response = await apollo.executeOperation<Record<string, unknown>>(
        { query, variables },
        { contextValue },
      );
      // As JSON, as a browser gets it over HTTP (a Date in an answer is its string there too).
      return response.body.kind === 'single'
        ? (JSON.parse(JSON.stringify(response.body.singleResult)) as typeof response.body.singleResult)
        : { errors: [{ message: 'an incremental answer cannot be rendered' }] };
    };
  mountStatic(app, config, logger, policy, { renderer: publicPages, execute }, runtimeConfig);
  app.use((_req, res) => {
    res.status(404).json({ ok: false, code: 'NOT_FOUND' });
  });
  app.use(errorHandler(logger));

  const answerKept = keptPageAnswers(publicPages, logger);
  return {
    app,
    handle: (req, res) => {
      const kept = answerKept(req, res);
      if (!kept) return void app(req, res);
      kept.then(
        (answered) => {
          if (!answered) app(req, res);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'kept page not answered');
          if (!res.headersSent) app(req, res);
        },
      );
    },
    stop: async () => {
      await publicPages.stop();
      await apollo.stop();
    },
  };
}

/** HTTP status → the code a caller sees, for errors raised by Express and its middleware. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'LOGIN_REQUIRED';
  if (status === 403) return 'NOT_PERMITTED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/**
 * The last handler: every error a route or middleware raised is answered as JSON
 * `{ ok: false, code }` (and `fields` for validation), never Express's HTML page with a stack.
 * Body-parser errors keep their 4xx status (400 malformed JSON, 413 too large); anything
 * unexpected is 500 INTERNAL and logged in full.
 */
function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    let status = 500;
    let body: { ok: false; code: ErrorCode; fields?: FieldError[] };
    if (error instanceof AppError) {
      status = HTTP_STATUS[error.code];
      body = { ok: false, code: error.code, ...(error.fields ? { fields: error.fields } : {}) };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      body = { ok: false, code: 'UNAVAILABLE' };
      res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
    } else {
      const raw = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
      const given = Number(raw.status ?? raw.statusCode);
      if (Number.isInteger(given) && given >= 400 && given < 600) status = given;
      body = { ok: false, code: codeOfStatus(status) };
    }
    if (body.code === 'UNAVAILABLE')
      logger.warn({ err: error, url: req.originalUrl }, 'database unavailable');
    else if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'unexpected HTTP error');
    else logger.warn({ err: error, url: req.originalUrl, status }, 'refused HTTP request');
    if (res.headersSent) {
      // A response already under way (a streamed export) cannot change its status: cut it off.
      res.destroy();
      return;
    }
    res.status(status).json(body);
  };
}
