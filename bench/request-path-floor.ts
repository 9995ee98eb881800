// The floor of bench/request-path.ts: the least a server must do to answer the API's `me`, and
// nothing else. Apollo Server 5 + Express 5 (express.json, expressMiddleware), the bearer token
// checked with jose (HS256, the key imported once, as the API's tokens.ts does), one SELECT of the
// user row joined to its role's name through a pg pool of the API's size (10), and the same JSON
// shape. No helmet, no log, no limits, no plugins. Started by the benchmark as its own process
// (NODE_ENV=production, like the API): DATABASE_URL, JWT_SECRET, PORT.
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { jwtVerify } from 'jose';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const key = crypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(process.env.JWT_SECRET),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['verify'],
);

interface Context {
  user: Record<string, unknown> | null;
}

const apollo = new ApolloServer<Context>({
  typeDefs: `type Role { id: ID!, name: String! }
    type User { id: ID!, email: String!, username: String!, role: Role! }
    type Query { me: User }`,
  resolvers: {
    Query: { me: (_p: unknown, _a: unknown, ctx: Context) => ctx.user },
    User: { role: (user: Record<string, unknown>) => ({ id: user.role_id, name: user.role_name }) },
  },
});

async function main() {
  await apollo.start();
  const app = express();
  app.use(
    '/graphql',
    express.json(),
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
        if (!token) return { user: null };
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const { rows } = await pool.query(
          'SELECT users.*, roles.name AS role_name FROM users JOIN roles ON roles.id = users.role_id WHERE users.id = $1',
          [Number(payload.sub)],
        );
        return { user: rows[0] ?? null };
      },
    }),
  );
  app.listen(Number(process.env.PORT), '127.0.0.1');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
