// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
const defaultOptions = {} as const;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: string; output: string; }
  JSON: { input: unknown; output: unknown; }
  Long: { input: number; output: number; }
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop: Maybe<Scalars['Boolean']['output']>;
};

/** Result of the mutations the spec describes as returning 'response'. */
export type MutationResponse = {
  __typename?: 'MutationResponse';
  affected: Scalars['Int']['output'];
  ok: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Liveness of the GraphQL layer. */
  health: Scalars['String']['output'];
  /** The logged-in user (null without a token). */
  me: Maybe<User>;
};

export type Role = {
  __typename?: 'Role';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type SortCondition = {
  direction?: InputMaybe<SortDirection>;
  field: Scalars['String']['input'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type UploadedFile = {
  __typename?: 'UploadedFile';
  height: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  mime: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  size: Maybe<Scalars['Int']['output']>;
  url: Scalars['String']['output'];
  width: Maybe<Scalars['Int']['output']>;
};

export type User = {
  __typename?: 'User';
  address: Maybe<Scalars['String']['output']>;
  affiliation: Maybe<Scalars['String']['output']>;
  affiliation_kr: Maybe<Scalars['String']['output']>;
  blocked: Scalars['Boolean']['output'];
  confirmed: Scalars['Boolean']['output'];
  country: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  degree: Maybe<Scalars['String']['output']>;
  delete: Scalars['Boolean']['output'];
  department: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  familyName: Maybe<Scalars['String']['output']>;
  fax: Maybe<Scalars['String']['output']>;
  givenName: Maybe<Scalars['String']['output']>;
  howFind: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invited: Scalars['Boolean']['output'];
  medi_license: Maybe<Scalars['String']['output']>;
  mobilePhone: Maybe<Scalars['String']['output']>;
  name_kr: Maybe<Scalars['String']['output']>;
  occupation: Maybe<Scalars['String']['output']>;
  occupationOther: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  receiveInfo: Scalars['Boolean']['output'];
  role: Role;
  title: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  viaEmail: Scalars['Boolean']['output'];
  visa: Scalars['Boolean']['output'];
  visaBirth: Maybe<Scalars['String']['output']>;
  visaCountry: Maybe<Scalars['String']['output']>;
  visaExpire: Maybe<Scalars['String']['output']>;
  visaFamilyName: Maybe<Scalars['String']['output']>;
  visaGivenName: Maybe<Scalars['String']['output']>;
  visaIssue: Maybe<Scalars['String']['output']>;
  visaPassportNumber: Maybe<Scalars['String']['output']>;
};

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, delete: boolean, blocked: boolean, role: { id: string, name: string } } | null };


export const MeDocument = gql`
    query Me {
  me {
    id
    username
    email
    givenName
    familyName
    name_kr
    country
    invited
    delete
    blocked
    role {
      id
      name
    }
  }
}
    `;

/**
 * __useMeQuery__
 *
 * To run a query within a React component, call `useMeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMeQuery({
 *   variables: {
 *   },
 * });
 */
export function useMeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MeQuery, MeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MeQuery, MeQueryVariables>(MeDocument, options);
      }
export function useMeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
// @ts-ignore
export function useMeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MeQuery, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MeQuery | undefined, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
export type MeQueryHookResult = ReturnType<typeof useMeQuery>;
export type MeLazyQueryHookResult = ReturnType<typeof useMeLazyQuery>;
export type MeSuspenseQueryHookResult = ReturnType<typeof useMeSuspenseQuery>;
export type MeQueryResult = ApolloReactCommon.QueryResult<MeQuery, MeQueryVariables>;