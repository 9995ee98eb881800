// The floor of bench/request-path.ts: a bare Apollo Server 5 + Express 5 doing the same work as
// the API's `me` (verify the HS256 token with jose, one SELECT of the user joined to its role
// through a pg pool), nothing else. Started by the benchmark as its own process:
// DATABASE_URL, JWT_SECRET, PORT.
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { jwtVerify } from 'jose';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const key = new TextEncoder().encode(process.env.JWT_SECRET);

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
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
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
