export { createApolloClient, type ApolloClientOptions } from './createApolloClient';
export { errorCodeOf, fieldErrorsOf } from './errorCode';
export * from './generated/graphql';
