// The HTTP application: GraphQL, health, runtime configuration for the host, and the built
// frontends. main.ts starts it; tests start it on an ephemeral port.
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppDeps, GraphQLContext } from './context';
import './db/pgTypes';
import { formatError } from './errors';
import { buildResolvers, loadTypeDefs } from './graphql/schema';
import { checkAuthRouter } from './http/checkAuth';
import { exportUsersRouter } from './http/exportUsers';
import { mountStatic } from './http/static';
import { authenticate } from './modules/auth/authenticate';

export interface App {
  app: Express;
  stop(): Promise<void>;
}

export async function createApp(deps: AppDeps): Promise<App> {
  const { config, knex, logger } = deps;
  const apollo = new ApolloServer<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: buildResolvers(),
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown: Apollo's own signal handler would race it and re-raise the signal.
    stopOnTerminationSignals: false,
    formatError: (formatted, error) =>
      formatError(formatted, () => logger.error({ err: error }, 'unexpected GraphQL error')),
    plugins: config.NODE_ENV === 'production' ? [ApolloServerPluginLandingPageDisabled()] : [],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // CSP is left to the deployment: the host loads remote scripts from URLs chosen at run time.
  app.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));
  app.use(compression());
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/healthz' } }));

  app.get('/healthz', async (_req, res) => {
    try {
      await knex.raw('select 1');
      res.json({ status: 'ok' });
    } catch (error) {
      logger.error({ err: error }, 'health check failed');
      res.status(503).json({ status: 'unavailable' });
    }
  });

  app.get('/runtime-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({
      graphqlUrl: '/graphql',
      remotes: {
        public: config.REMOTE_PUBLIC_URL,
        mypage: config.REMOTE_MYPAGE_URL,
        admin: config.REMOTE_ADMIN_URL,
      },
    });
  });

  app.use(
    '/graphql',
    cors(),
    express.json({ limit: '2mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        ...deps,
        ip: req.ip ?? 'unknown',
        auth: await authenticate(knex, deps.tokens, req.headers.authorization),
      }),
    }),
  );

  app.use(checkAuthRouter(deps));
  app.use(exportUsersRouter(deps));
  mountStatic(app, config, logger);

  return { app, stop: () => apollo.stop() };
}
