/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type Enum_Newsandnotice_Type =
  | 'DOWNLOAD'
  | 'GALLERY'
  | 'NEWS'
  | 'NOTICE';

export type NewsAndNoticesFilter = {
  /** Author name contains (any case). */
  created_name?: string | null | undefined;
  /** Title contains (any case). */
  title?: string | null | undefined;
  /** Any of these types (one value is a list of one). */
  type?: Array<Enum_Newsandnotice_Type> | null | undefined;
  /** None of these types. */
  type_ne?: Array<Enum_Newsandnotice_Type> | null | undefined;
};

export type CountNewsViewMutationVariables = Exact<{
  id: string | number;
}>;


export type CountNewsViewMutation = { updateNewsAndNotice: { id: string, viewCount: number } };

export type NewsNoticeListQueryVariables = Exact<{
  filter?: NewsAndNoticesFilter | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type NewsNoticeListQuery = { newsAndNotices: { count: number, rows: Array<{ id: string, title: string, type: Enum_Newsandnotice_Type, viewCount: number, created_name: string | null, created_at: string, gallery_main: { id: string, url: string, name: string } | null }> } };

export type DownloadCenterQueryVariables = Exact<{
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type DownloadCenterQuery = { newsAndNotices: { count: number, rows: Array<{ id: string, title: string, content: string, created_at: string, attachments: Array<{ id: string, name: string, url: string, size: number | null }> }> } };

export type NewsNoticeDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type NewsNoticeDetailQuery = { newsAndNotice: { id: string, title: string, content: string, type: Enum_Newsandnotice_Type, viewCount: number, created_name: string | null, created_at: string, gallery_main: { id: string, url: string, name: string, width: number | null, height: number | null } | null, attachments: Array<{ id: string, name: string, url: string, size: number | null }>, previous: { id: string, title: string } | null, next: { id: string, title: string } | null } | null };


export const CountNewsViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CountNewsView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNewsAndNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"viewCount"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCountNewsViewMutation__
 *
 * To run a mutation, you first call `useCountNewsViewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCountNewsViewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [countNewsViewMutation, { data, loading, error }] = useCountNewsViewMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCountNewsViewMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CountNewsViewMutation, CountNewsViewMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CountNewsViewMutation, CountNewsViewMutationVariables>(CountNewsViewDocument, options);
      }
export type CountNewsViewMutationHookResult = ReturnType<typeof useCountNewsViewMutation>;
export type CountNewsViewMutationResult = ApolloReactCommon.MutationResult<CountNewsViewMutation>;
export const NewsNoticeListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsNoticeList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsAndNoticesFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsAndNotices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"created_name"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"gallery_main"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNewsNoticeListQuery__
 *
 * To run a query within a React component, call `useNewsNoticeListQuery` and pass it any options that fit your needs.
 * When your component renders, `useNewsNoticeListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNewsNoticeListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useNewsNoticeListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NewsNoticeListQuery, NewsNoticeListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NewsNoticeListQuery, NewsNoticeListQueryVariables>(NewsNoticeListDocument, options);
      }
export function useNewsNoticeListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NewsNoticeListQuery, NewsNoticeListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NewsNoticeListQuery, NewsNoticeListQueryVariables>(NewsNoticeListDocument, options);
        }
export type NewsNoticeListQueryHookResult = ReturnType<typeof useNewsNoticeListQuery>;
export type NewsNoticeListLazyQueryHookResult = ReturnType<typeof useNewsNoticeListLazyQuery>;
export type NewsNoticeListQueryResult = ApolloReactCommon.QueryResult<NewsNoticeListQuery, NewsNoticeListQueryVariables>;
export const DownloadCenterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DownloadCenter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsAndNotices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"type"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"DOWNLOAD"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDownloadCenterQuery__
 *
 * To run a query within a React component, call `useDownloadCenterQuery` and pass it any options that fit your needs.
 * When your component renders, `useDownloadCenterQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDownloadCenterQuery({
 *   variables: {
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useDownloadCenterQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DownloadCenterQuery, DownloadCenterQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DownloadCenterQuery, DownloadCenterQueryVariables>(DownloadCenterDocument, options);
      }
export function useDownloadCenterLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DownloadCenterQuery, DownloadCenterQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DownloadCenterQuery, DownloadCenterQueryVariables>(DownloadCenterDocument, options);
        }
export type DownloadCenterQueryHookResult = ReturnType<typeof useDownloadCenterQuery>;
export type DownloadCenterLazyQueryHookResult = ReturnType<typeof useDownloadCenterLazyQuery>;
export type DownloadCenterQueryResult = ApolloReactCommon.QueryResult<DownloadCenterQuery, DownloadCenterQueryVariables>;
export const NewsNoticeDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsNoticeDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsAndNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"created_name"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"gallery_main"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNewsNoticeDetailQuery__
 *
 * To run a query within a React component, call `useNewsNoticeDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useNewsNoticeDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNewsNoticeDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useNewsNoticeDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<NewsNoticeDetailQuery, NewsNoticeDetailQueryVariables> & ({ variables: NewsNoticeDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NewsNoticeDetailQuery, NewsNoticeDetailQueryVariables>(NewsNoticeDetailDocument, options);
      }
export function useNewsNoticeDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NewsNoticeDetailQuery, NewsNoticeDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NewsNoticeDetailQuery, NewsNoticeDetailQueryVariables>(NewsNoticeDetailDocument, options);
        }
export type NewsNoticeDetailQueryHookResult = ReturnType<typeof useNewsNoticeDetailQuery>;
export type NewsNoticeDetailLazyQueryHookResult = ReturnType<typeof useNewsNoticeDetailLazyQuery>;
export type NewsNoticeDetailQueryResult = ApolloReactCommon.QueryResult<NewsNoticeDetailQuery, NewsNoticeDetailQueryVariables>;