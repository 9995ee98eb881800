/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type AbstractAuthorInput = {
  /** Numbers (1-based) of the abstract's affiliations (including). */
  affiliations: Array<number>;
  corresponding: boolean;
  email: string;
  familyName: string;
  givenName: string;
  presenting: boolean;
};

/**
 * An abstract as its author writes it. Limits (docs/decisions.md): title 300 characters, the four
 * sections together 300 words (each at most 3,000 characters), at most 5 keywords (comma-separated,
 * 200 characters), 1–20 authors with exactly one presenting and at least one corresponding, 1–20
 * affiliations of at most 300 characters, at most 5 images uploaded with use abstractImage.
 */
export type AbstractInput = {
  author: Array<AbstractAuthorInput>;
  category: Enum_Abstract_Category;
  conclusions: string;
  /** Ids of images the same member uploaded (POST /upload?use=abstractImage), in order. */
  file_img?: Array<string | number> | null | undefined;
  /** Affiliations, in order: author affiliation numbers refer to them. */
  including: Array<string>;
  keywords: string;
  methods: string;
  objectives: string;
  preference: Enum_Abstract_Preference;
  results: string;
  /** The author agrees to the submission terms. */
  terms: boolean;
  title: string;
  /** One of the 22 topic codes (@congress/domain ABSTRACT_TOPICS). */
  topic: string;
};

export type Enum_Abstract_Category =
  | 'CASE_REPORT'
  | 'ORIGINAL';

export type Enum_Abstract_Preference =
  | 'ORAL'
  | 'POSTER';

export type Enum_Abstract_Status =
  | 'ACCEPTED'
  | 'PENDING'
  | 'REJECTED'
  | 'SUBMITTED'
  | 'WITHDRAWN';

/** File ids uploaded with the matching use (speakerCv, speakerPhoto, speakerLecture, presentation); null removes a file. */
export type SpeakerInput = {
  file_cv?: string | number | null | undefined;
  file_lecture?: string | number | null | undefined;
  file_photo?: string | number | null | undefined;
  file_presentation?: string | number | null | undefined;
};

export type PresenterAbstractFragment = { id: string, title: string, status: Enum_Abstract_Status, preference: Enum_Abstract_Preference | null, presentationUploadable: boolean, presentation_uploaded_at: string | null, file_presentation: { id: string, name: string, url: string, mime: string | null, size: number | null } | null };

export type MyPresentationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPresentationsQuery = { presentationUploadDeadline: string | null, my_abstract: Array<{ id: string, title: string, status: Enum_Abstract_Status, preference: Enum_Abstract_Preference | null, presentationUploadable: boolean, presentation_uploaded_at: string | null, file_presentation: { id: string, name: string, url: string, mime: string | null, size: number | null } | null }> };

export type PresentationUploadDeadlineQueryVariables = Exact<{ [key: string]: never; }>;


export type PresentationUploadDeadlineQuery = { presentationUploadDeadline: string | null };

export type UpdateMyAbstractPresentationMutationVariables = Exact<{
  id: string | number;
  file?: string | number | null | undefined;
}>;


export type UpdateMyAbstractPresentationMutation = { updateAbstractPresentation: { id: string, title: string, status: Enum_Abstract_Status, preference: Enum_Abstract_Preference | null, presentationUploadable: boolean, presentation_uploaded_at: string | null, file_presentation: { id: string, name: string, url: string, mime: string | null, size: number | null } | null } };

export type SpeakerUploadFileFragment = { id: string, name: string, url: string, mime: string | null, size: number | null };

export type MySpeakerFragment = { id: string, updated_at: string, file_presentation: { id: string, name: string, url: string, mime: string | null, size: number | null } | null, file_lecture: { id: string, name: string, url: string, mime: string | null, size: number | null } | null, file_cv: { id: string, name: string, url: string, mime: string | null, size: number | null } | null, file_photo: { id: string, name: string, url: string, mime: string | null, size: number | null } | null };

export type MySpeakerFilesQueryVariables = Exact<{
  userId: string | number;
}>;


export type MySpeakerFilesQuery = { speakerUploadDeadline: string | null, speakers: Array<{ id: string, updated_at: string, file_presentation: { id: string, name: string, url: string, mime: string | null, size: number | null } | null, file_lecture: { id: string, name: string, url: string, mime: string | null, size: number | null } | null, file_cv: { id: string, name: string, url: string, mime: string | null, size: number | null } | null, file_photo: { id: string, name: string, url: string, mime: string | null, size: number | null } | null }> };

export type CreateMySpeakerMutationVariables = Exact<{
  input: SpeakerInput;
}>;


export type CreateMySpeakerMutation = { createSpeaker: { id: string, updated_at: string, file_presentation: { id: string, name: string, url: string, mime: string | null, size: number | null } | null, file_lecture: { id: string, name: string, url: string, mime: string | null, size: number | null } | null, file_cv: { id: string, name: string, url: string, mime: string | null, size: number | null } | null, file_photo: { id: string, name: string, url: string, mime: string | null, size: number | null } | null } };

export type UpdateMySpeakerMutationVariables = Exact<{
  id: string | number;
  input: SpeakerInput;
}>;


export type UpdateMySpeakerMutation = { updateSpeaker: { id: string, updated_at: string, file_presentation: { id: string, name: string, url: string, mime: string | null, size: number | null } | null, file_lecture: { id: string, name: string, url: string, mime: string | null, size: number | null } | null, file_cv: { id: string, name: string, url: string, mime: string | null, size: number | null } | null, file_photo: { id: string, name: string, url: string, mime: string | null, size: number | null } | null } };

export type AbstractSubmissionPeriodQueryVariables = Exact<{ [key: string]: never; }>;


export type AbstractSubmissionPeriodQuery = { abstractSubmissionPeriod: { start: string | null, end: string | null, open: boolean } };

export type CreateAbstractMutationVariables = Exact<{
  input: AbstractInput;
  locale?: string | null | undefined;
}>;


export type CreateAbstractMutation = { createAbstract: { id: string, title: string, status: Enum_Abstract_Status } };

export const SpeakerUploadFileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakerUploadFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode;
export const PresenterAbstractFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresenterAbstract"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Abstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preference"}},{"kind":"Field","name":{"kind":"Name","value":"presentationUploadable"}},{"kind":"Field","name":{"kind":"Name","value":"presentation_uploaded_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakerUploadFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode;
export const MySpeakerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySpeaker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Speaker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_lecture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_cv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakerUploadFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode;
export const MyPresentationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPresentations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"my_abstract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresenterAbstract"}}]}},{"kind":"Field","name":{"kind":"Name","value":"presentationUploadDeadline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresenterAbstract"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Abstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preference"}},{"kind":"Field","name":{"kind":"Name","value":"presentationUploadable"}},{"kind":"Field","name":{"kind":"Name","value":"presentation_uploaded_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakerUploadFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyPresentationsQuery__
 *
 * To run a query within a React component, call `useMyPresentationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyPresentationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyPresentationsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyPresentationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyPresentationsQuery, MyPresentationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyPresentationsQuery, MyPresentationsQueryVariables>(MyPresentationsDocument, options);
      }
export function useMyPresentationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyPresentationsQuery, MyPresentationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyPresentationsQuery, MyPresentationsQueryVariables>(MyPresentationsDocument, options);
        }
export type MyPresentationsQueryHookResult = ReturnType<typeof useMyPresentationsQuery>;
export type MyPresentationsLazyQueryHookResult = ReturnType<typeof useMyPresentationsLazyQuery>;
export type MyPresentationsQueryResult = ApolloReactCommon.QueryResult<MyPresentationsQuery, MyPresentationsQueryVariables>;
export const PresentationUploadDeadlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PresentationUploadDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presentationUploadDeadline"}}]}}]} as unknown as DocumentNode;

/**
 * __usePresentationUploadDeadlineQuery__
 *
 * To run a query within a React component, call `usePresentationUploadDeadlineQuery` and pass it any options that fit your needs.
 * When your component renders, `usePresentationUploadDeadlineQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePresentationUploadDeadlineQuery({
 *   variables: {
 *   },
 * });
 */
export function usePresentationUploadDeadlineQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PresentationUploadDeadlineQuery, PresentationUploadDeadlineQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PresentationUploadDeadlineQuery, PresentationUploadDeadlineQueryVariables>(PresentationUploadDeadlineDocument, options);
      }
export function usePresentationUploadDeadlineLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PresentationUploadDeadlineQuery, PresentationUploadDeadlineQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PresentationUploadDeadlineQuery, PresentationUploadDeadlineQueryVariables>(PresentationUploadDeadlineDocument, options);
        }
export type PresentationUploadDeadlineQueryHookResult = ReturnType<typeof usePresentationUploadDeadlineQuery>;
export type PresentationUploadDeadlineLazyQueryHookResult = ReturnType<typeof usePresentationUploadDeadlineLazyQuery>;
export type PresentationUploadDeadlineQueryResult = ApolloReactCommon.QueryResult<PresentationUploadDeadlineQuery, PresentationUploadDeadlineQueryVariables>;
export const UpdateMyAbstractPresentationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyAbstractPresentation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAbstractPresentation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresenterAbstract"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresenterAbstract"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Abstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preference"}},{"kind":"Field","name":{"kind":"Name","value":"presentationUploadable"}},{"kind":"Field","name":{"kind":"Name","value":"presentation_uploaded_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakerUploadFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateMyAbstractPresentationMutation__
 *
 * To run a mutation, you first call `useUpdateMyAbstractPresentationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMyAbstractPresentationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMyAbstractPresentationMutation, { data, loading, error }] = useUpdateMyAbstractPresentationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      file: // value for 'file'
 *   },
 * });
 */
export function useUpdateMyAbstractPresentationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateMyAbstractPresentationMutation, UpdateMyAbstractPresentationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateMyAbstractPresentationMutation, UpdateMyAbstractPresentationMutationVariables>(UpdateMyAbstractPresentationDocument, options);
      }
export type UpdateMyAbstractPresentationMutationHookResult = ReturnType<typeof useUpdateMyAbstractPresentationMutation>;
export type UpdateMyAbstractPresentationMutationResult = ApolloReactCommon.MutationResult<UpdateMyAbstractPresentationMutation>;
export const MySpeakerFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySpeakerFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speakers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MySpeaker"}}]}},{"kind":"Field","name":{"kind":"Name","value":"speakerUploadDeadline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakerUploadFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySpeaker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Speaker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_lecture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_cv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMySpeakerFilesQuery__
 *
 * To run a query within a React component, call `useMySpeakerFilesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMySpeakerFilesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMySpeakerFilesQuery({
 *   variables: {
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useMySpeakerFilesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MySpeakerFilesQuery, MySpeakerFilesQueryVariables> & ({ variables: MySpeakerFilesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MySpeakerFilesQuery, MySpeakerFilesQueryVariables>(MySpeakerFilesDocument, options);
      }
export function useMySpeakerFilesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MySpeakerFilesQuery, MySpeakerFilesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MySpeakerFilesQuery, MySpeakerFilesQueryVariables>(MySpeakerFilesDocument, options);
        }
export type MySpeakerFilesQueryHookResult = ReturnType<typeof useMySpeakerFilesQuery>;
export type MySpeakerFilesLazyQueryHookResult = ReturnType<typeof useMySpeakerFilesLazyQuery>;
export type MySpeakerFilesQueryResult = ApolloReactCommon.QueryResult<MySpeakerFilesQuery, MySpeakerFilesQueryVariables>;
export const CreateMySpeakerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMySpeaker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SpeakerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSpeaker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MySpeaker"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakerUploadFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySpeaker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Speaker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_lecture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_cv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateMySpeakerMutation__
 *
 * To run a mutation, you first call `useCreateMySpeakerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateMySpeakerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createMySpeakerMutation, { data, loading, error }] = useCreateMySpeakerMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateMySpeakerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateMySpeakerMutation, CreateMySpeakerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateMySpeakerMutation, CreateMySpeakerMutationVariables>(CreateMySpeakerDocument, options);
      }
export type CreateMySpeakerMutationHookResult = ReturnType<typeof useCreateMySpeakerMutation>;
export type CreateMySpeakerMutationResult = ApolloReactCommon.MutationResult<CreateMySpeakerMutation>;
export const UpdateMySpeakerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMySpeaker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SpeakerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSpeaker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MySpeaker"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakerUploadFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySpeaker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Speaker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_lecture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_cv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerUploadFile"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateMySpeakerMutation__
 *
 * To run a mutation, you first call `useUpdateMySpeakerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMySpeakerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMySpeakerMutation, { data, loading, error }] = useUpdateMySpeakerMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateMySpeakerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateMySpeakerMutation, UpdateMySpeakerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateMySpeakerMutation, UpdateMySpeakerMutationVariables>(UpdateMySpeakerDocument, options);
      }
export type UpdateMySpeakerMutationHookResult = ReturnType<typeof useUpdateMySpeakerMutation>;
export type UpdateMySpeakerMutationResult = ApolloReactCommon.MutationResult<UpdateMySpeakerMutation>;
export const AbstractSubmissionPeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AbstractSubmissionPeriod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abstractSubmissionPeriod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAbstractSubmissionPeriodQuery__
 *
 * To run a query within a React component, call `useAbstractSubmissionPeriodQuery` and pass it any options that fit your needs.
 * When your component renders, `useAbstractSubmissionPeriodQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAbstractSubmissionPeriodQuery({
 *   variables: {
 *   },
 * });
 */
export function useAbstractSubmissionPeriodQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AbstractSubmissionPeriodQuery, AbstractSubmissionPeriodQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AbstractSubmissionPeriodQuery, AbstractSubmissionPeriodQueryVariables>(AbstractSubmissionPeriodDocument, options);
      }
export function useAbstractSubmissionPeriodLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AbstractSubmissionPeriodQuery, AbstractSubmissionPeriodQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AbstractSubmissionPeriodQuery, AbstractSubmissionPeriodQueryVariables>(AbstractSubmissionPeriodDocument, options);
        }
export type AbstractSubmissionPeriodQueryHookResult = ReturnType<typeof useAbstractSubmissionPeriodQuery>;
export type AbstractSubmissionPeriodLazyQueryHookResult = ReturnType<typeof useAbstractSubmissionPeriodLazyQuery>;
export type AbstractSubmissionPeriodQueryResult = ApolloReactCommon.QueryResult<AbstractSubmissionPeriodQuery, AbstractSubmissionPeriodQueryVariables>;
export const CreateAbstractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAbstract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AbstractInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAbstract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateAbstractMutation__
 *
 * To run a mutation, you first call `useCreateAbstractMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAbstractMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAbstractMutation, { data, loading, error }] = useCreateAbstractMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useCreateAbstractMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateAbstractMutation, CreateAbstractMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateAbstractMutation, CreateAbstractMutationVariables>(CreateAbstractDocument, options);
      }
export type CreateAbstractMutationHookResult = ReturnType<typeof useCreateAbstractMutation>;
export type CreateAbstractMutationResult = ApolloReactCommon.MutationResult<CreateAbstractMutation>;