import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { Observable, of, throwError } from 'rxjs';
import { mutationActivityLink } from '../mutationActivityLink';

const SAVE = gql`
  mutation Save {
    save {
      ok
    }
  }
`;
const READ = gql`
  query Read {
    read
  }
`;

/** A client whose "server" answers with `respond`; records every onBusy call. */
function clientWith(respond: () => Observable<ApolloLink.Result>) {
  const calls: boolean[] = [];
  const server = new ApolloLink(() => respond());
  const client = new ApolloClient({
    link: mutationActivityLink((busy) => calls.push(busy)).concat(server),
    cache: new InMemoryCache(),
  });
  return { client, calls };
}

describe('mutationActivityLink', () => {
  it('is busy while a mutation is in flight and idle once it answers', async () => {
    let busyDuringRequest: boolean[] = [];
    const { client, calls } = clientWith(() => {
      busyDuringRequest = [...calls];
      return of({ data: { save: { __typename: 'Result', ok: true } } });
    });
    await client.mutate({ mutation: SAVE });
    expect(busyDuringRequest).toEqual([true]);
    expect(calls).toEqual([true, false]);
  });

  it('ends the busy state when the mutation fails', async () => {
    const { client, calls } = clientWith(() => throwError(() => new Error('network down')));
    await expect(client.mutate({ mutation: SAVE })).rejects.toThrow('network down');
    expect(calls).toEqual([true, false]);
  });

  it('leaves queries alone', async () => {
    const { client, calls } = clientWith(() => of({ data: { read: 'x' } }));
    await client.query({ query: READ });
    expect(calls).toEqual([]);
  });
});
