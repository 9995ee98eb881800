// The Apollo client factory and the error helpers. GraphQL documents and their hooks live with
// the bundle that uses them (each remote's src/generated, the UI kit's own), never here: a hook in
// a shared package would reach a remote rebuilt alone only after the host is rebuilt too.
export { createApolloClient, type ApolloClientOptions } from './createApolloClient';
export { errorCodeOf, fieldErrorsOf } from './errorCode';
export { mutationActivityLink } from './mutationActivityLink';
export { GraphQLRequestError, requestGraphQL, type GraphQLEndpoint } from './request';
