// Loaded on demand with Apollo Client (useSessionBootstrap): the session check runs only when a
// token is stored, so a visitor's page never fetches it.
import type { ApolloClient } from '@apollo/client';
import { errorCodeOf } from '@congress/graphql';
import { MeDocument, type MeQuery } from '../generated/graphql';

/** The user of the stored token, or the code of the failure ('NETWORK' also for a token without user). */
export async function queryMe(
  client: ApolloClient,
): Promise<{ me: NonNullable<MeQuery['me']> } | { code: string }> {
  try {
    const { data } = await client.query<MeQuery>({ query: MeDocument });
    return data?.me ? { me: data.me } : { code: 'NETWORK' };
  } catch (error) {
    return { code: errorCodeOf(error) };
  }
}
