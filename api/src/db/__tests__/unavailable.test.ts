import { GraphQLError, locatedError } from 'graphql';
import { isDatabaseUnavailable } from '../unavailable';

describe('isDatabaseUnavailable', () => {
  it('sees a reset connection that pg rejected with a plain object, as GraphQL wraps it', () => {
    // What a resolver's rejection with { code: 'ECONNRESET' } becomes inside graphql-js.
    const wrapped = locatedError({ errno: -104, code: 'ECONNRESET', syscall: 'read' }, undefined, [
      'register',
    ]);
    expect(wrapped).toBeInstanceOf(GraphQLError);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isDatabaseUnavailable(locatedError(new Error('boom'), undefined, ['register']))).toBe(false);
    expect(isDatabaseUnavailable(locatedError({ code: 'E_SOMETHING' }, undefined, ['x']))).toBe(false);
  });
});
