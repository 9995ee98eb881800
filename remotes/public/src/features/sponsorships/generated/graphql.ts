/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type Enum_Sponsor_Grade =
  | 'AD_GRADE1'
  | 'AD_GRADE2'
  | 'BRONZE'
  | 'DIAMOND'
  | 'GARNET'
  | 'GOLD'
  | 'PLATINUM'
  | 'SILVER';

/** A document uploaded through POST /upload/free: its id and the claim secret that upload returned. */
export type SponsorFileClaim = {
  claim: string;
  id: string | number;
};

/** The sponsorship application (/sponsorships/sponsorForm). The price is the server's, from the grade. */
export type SponsorInput = {
  address?: string | null | undefined;
  bizNumber?: string | null | undefined;
  businessRegistration?: SponsorFileClaim | null | undefined;
  companyName_en: string;
  companyName_kr?: string | null | undefined;
  email: string;
  grade: Enum_Sponsor_Grade;
  homepage_en?: string | null | undefined;
  managerName: string;
  mobilePhone: string;
  partnership?: string | null | undefined;
  /** LUMP_SUM, TWO_INSTALMENTS or AFTER_CONGRESS. */
  paymentSchedule: string;
  phone?: string | null | undefined;
  /** The applicant agrees that the secretariat keeps the manager's contact details. */
  privacyConsent: boolean;
  sponsor_paper?: SponsorFileClaim | null | undefined;
  taxBill?: boolean | null | undefined;
  taxBillEmail?: string | null | undefined;
  /** ON_APPLICATION, ON_PAYMENT or MONTH_END (required with taxBill). */
  taxBillSchedule?: string | null | undefined;
};

export type CreateSponsorMutationVariables = Exact<{
  input: SponsorInput;
  locale?: string | null | undefined;
}>;


export type CreateSponsorMutation = { createSponsor: { id: string, companyName_en: string, grade: Enum_Sponsor_Grade, price: number } };

export type PublicSponsorsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicSponsorsQuery = { publicSponsors: Array<{ id: string, companyName_en: string, companyName_kr: string | null, homepage_en: string | null, grade: Enum_Sponsor_Grade }> };


export const CreateSponsorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSponsor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSponsor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName_en"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateSponsorMutation__
 *
 * To run a mutation, you first call `useCreateSponsorMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSponsorMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSponsorMutation, { data, loading, error }] = useCreateSponsorMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useCreateSponsorMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateSponsorMutation, CreateSponsorMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateSponsorMutation, CreateSponsorMutationVariables>(CreateSponsorDocument, options);
      }
export type CreateSponsorMutationHookResult = ReturnType<typeof useCreateSponsorMutation>;
export type CreateSponsorMutationResult = ApolloReactCommon.MutationResult<CreateSponsorMutation>;
export const PublicSponsorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicSponsors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSponsors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName_en"}},{"kind":"Field","name":{"kind":"Name","value":"companyName_kr"}},{"kind":"Field","name":{"kind":"Name","value":"homepage_en"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePublicSponsorsQuery__
 *
 * To run a query within a React component, call `usePublicSponsorsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePublicSponsorsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePublicSponsorsQuery({
 *   variables: {
 *   },
 * });
 */
export function usePublicSponsorsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PublicSponsorsQuery, PublicSponsorsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PublicSponsorsQuery, PublicSponsorsQueryVariables>(PublicSponsorsDocument, options);
      }
export function usePublicSponsorsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PublicSponsorsQuery, PublicSponsorsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PublicSponsorsQuery, PublicSponsorsQueryVariables>(PublicSponsorsDocument, options);
        }
export type PublicSponsorsQueryHookResult = ReturnType<typeof usePublicSponsorsQuery>;
export type PublicSponsorsLazyQueryHookResult = ReturnType<typeof usePublicSponsorsLazyQuery>;
export type PublicSponsorsQueryResult = ApolloReactCommon.QueryResult<PublicSponsorsQuery, PublicSponsorsQueryVariables>;