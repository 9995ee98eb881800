/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
/** A member's answer to one consent text: given (true) or refused/withdrawn (false). */
export type ConsentAnswerInput = {
  given: boolean;
  kind: ConsentKind;
  /** The version of the text the member read (a newer one published meanwhile is refused: reload). */
  version: number;
};

/**
 * What a consent text is about (docs/decisions.md "Consent at sign-up, kept as records"):
 * COLLECTION (required at sign-up: the items, purpose and retention period), KMA_PROVISION (optional:
 * provision of the licence number and attendance to the KMA for CME credits), FUTURE_MAILS (optional:
 * mails about future congresses), PASSPORT (asked with a visa letter request: the passport number, a
 * unique identifier), PRIVACY_POLICY (the public privacy policy page, not a consent).
 */
export type ConsentKind =
  | 'COLLECTION'
  | 'FUTURE_MAILS'
  | 'KMA_PROVISION'
  | 'PASSPORT'
  | 'PRIVACY_POLICY';

export type CreateSendEmailInput = {
  content?: string | null | undefined;
  /** Organisers: attachments uploaded with POST /upload?use=mailAttachment. */
  files?: Array<string | number> | null | undefined;
  /** Organisers: many recipients at once (instead of usermail); one logged mail each. */
  recipients?: MailRecipientsInput | null | undefined;
  /** Organisers: a template rendered for each recipient (instead of title and content). */
  templateId?: string | number | null | undefined;
  /** Organisers' hand-written mails only. */
  title?: string | null | undefined;
  type: Enum_Sendemail_Type;
  /** The one address (find password; an organiser's mail to one address). Organisers may give recipients instead. */
  usermail?: string | null | undefined;
};

export type Enum_Sendemail_Type =
  | 'ABSTRACT_ACCEPTED'
  | 'ABSTRACT_EDIT'
  | 'ABSTRACT_REGISTRATION'
  | 'ABSTRACT_REJECTED'
  | 'CREDITS_EXPECTED'
  | 'EVENT_REGISTRATION'
  | 'FIND_PASSWORD'
  | 'LOGIN_ALERT'
  | 'MANUAL'
  | 'PAYMENT_RECEIPT'
  | 'PAYMENT_REQUEST'
  | 'PROGRAMME_SLOT_MOVED'
  | 'REGISTRATION_EDIT'
  | 'REVIEW_REMINDER'
  | 'SECOND_FACTOR_CHANGED'
  | 'SIGN_UP'
  | 'SPONSOR_APPLICATION'
  | 'USER_INFO_EDIT'
  | 'VIRTUAL_ACCOUNT'
  | 'VISA_LETTER_DECISION';

/** Who an organiser's mail goes to (exactly one of them). */
export type MailRecipientsInput = {
  /**
   * The mail is about future congresses (marketing): it goes only to the members whose consent to
   * such mails (FUTURE_MAILS) stands; the others are left out and counted (leftOut).
   */
  futureCongresses?: boolean | null | undefined;
  /** Every live, unblocked member of a group. */
  groupId?: string | number | null | undefined;
  /** Every member with a live registration not yet paid. */
  unpaid?: boolean | null | undefined;
  /** Chosen members. */
  userIds?: Array<string | number> | null | undefined;
};

export type RegisterInput = {
  address?: string | null | undefined;
  affiliation: string;
  affiliation_kr?: string | null | undefined;
  /** The answers to the sign-up consents (COLLECTION, KMA_PROVISION, FUTURE_MAILS; PASSPORT too with passport details): COLLECTION must be given. */
  consents?: Array<ConsentAnswerInput> | null | undefined;
  country: string;
  degree: string;
  department: string;
  /** The country dial code of the mobile phone ("+33"); required overseas, +82 in Korean mode. */
  dialCode?: string | null | undefined;
  email: string;
  familyName: string;
  fax?: string | null | undefined;
  givenName: string;
  howFind?: string | null | undefined;
  medi_license?: string | null | undefined;
  mobilePhone: string;
  name_kr?: string | null | undefined;
  occupation?: string | null | undefined;
  occupationOther?: string | null | undefined;
  password: string;
  phone?: string | null | undefined;
  receiveInfo?: boolean | null | undefined;
  title: string;
  /** The login id: the e-mail address. */
  username: string;
  viaEmail?: boolean | null | undefined;
  visa?: boolean | null | undefined;
  visaBirth?: string | null | undefined;
  visaCountry?: string | null | undefined;
  visaExpire?: string | null | undefined;
  visaFamilyName?: string | null | undefined;
  visaGivenName?: string | null | undefined;
  visaIssue?: string | null | undefined;
  visaPassportNumber?: string | null | undefined;
};

export type ConfirmEmailMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmEmailMutation = { confirmEmail: { ok: boolean } };

export type ResendConfirmationMutationVariables = Exact<{
  email?: string | null | undefined;
  locale?: string | null | undefined;
}>;


export type ResendConfirmationMutation = { resendConfirmation: { ok: boolean } };

export type ConsentTextsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsentTextsQuery = { consentTexts: Array<{ id: string, kind: ConsentKind, version: number, body_en: string, body_ko: string, required: boolean }> };

export type CreateSendEmailMutationVariables = Exact<{
  input: CreateSendEmailInput;
  locale?: string | null | undefined;
}>;


export type CreateSendEmailMutation = { createSendEmail: { ok: boolean } };

export type ChangeUserPasswordInFindMutationVariables = Exact<{
  email: string;
  password: string;
  resetToken: string;
}>;


export type ChangeUserPasswordInFindMutation = { changeUserPasswordInFind: { ok: boolean } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
  locale?: string | null | undefined;
}>;


export type RegisterMutation = { register: { jwt: string, user: { id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } } } };

export type DuplicateUserNameQueryVariables = Exact<{
  username: string;
}>;


export type DuplicateUserNameQuery = { duplicateUserName: { check: boolean, delete: boolean } };

export type SessionUserFragment = { id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } };

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const ConfirmEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useConfirmEmailMutation__
 *
 * To run a mutation, you first call `useConfirmEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmEmailMutation, { data, loading, error }] = useConfirmEmailMutation({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useConfirmEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmEmailMutation, ConfirmEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmEmailMutation, ConfirmEmailMutationVariables>(ConfirmEmailDocument, options);
      }
export type ConfirmEmailMutationHookResult = ReturnType<typeof useConfirmEmailMutation>;
export type ConfirmEmailMutationResult = ApolloReactCommon.MutationResult<ConfirmEmailMutation>;
export const ResendConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResendConfirmationMutation__
 *
 * To run a mutation, you first call `useResendConfirmationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResendConfirmationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resendConfirmationMutation, { data, loading, error }] = useResendConfirmationMutation({
 *   variables: {
 *      email: // value for 'email'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useResendConfirmationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendConfirmationMutation, ResendConfirmationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendConfirmationMutation, ResendConfirmationMutationVariables>(ResendConfirmationDocument, options);
      }
export type ResendConfirmationMutationHookResult = ReturnType<typeof useResendConfirmationMutation>;
export type ResendConfirmationMutationResult = ApolloReactCommon.MutationResult<ResendConfirmationMutation>;
export const ConsentTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsentTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consentTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"body_en"}},{"kind":"Field","name":{"kind":"Name","value":"body_ko"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useConsentTextsQuery__
 *
 * To run a query within a React component, call `useConsentTextsQuery` and pass it any options that fit your needs.
 * When your component renders, `useConsentTextsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useConsentTextsQuery({
 *   variables: {
 *   },
 * });
 */
export function useConsentTextsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ConsentTextsQuery, ConsentTextsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ConsentTextsQuery, ConsentTextsQueryVariables>(ConsentTextsDocument, options);
      }
export function useConsentTextsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ConsentTextsQuery, ConsentTextsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ConsentTextsQuery, ConsentTextsQueryVariables>(ConsentTextsDocument, options);
        }
export type ConsentTextsQueryHookResult = ReturnType<typeof useConsentTextsQuery>;
export type ConsentTextsLazyQueryHookResult = ReturnType<typeof useConsentTextsLazyQuery>;
export type ConsentTextsQueryResult = ApolloReactCommon.QueryResult<ConsentTextsQuery, ConsentTextsQueryVariables>;
export const CreateSendEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSendEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSendEmailInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSendEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateSendEmailMutation__
 *
 * To run a mutation, you first call `useCreateSendEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSendEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSendEmailMutation, { data, loading, error }] = useCreateSendEmailMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useCreateSendEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateSendEmailMutation, CreateSendEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateSendEmailMutation, CreateSendEmailMutationVariables>(CreateSendEmailDocument, options);
      }
export type CreateSendEmailMutationHookResult = ReturnType<typeof useCreateSendEmailMutation>;
export type CreateSendEmailMutationResult = ApolloReactCommon.MutationResult<CreateSendEmailMutation>;
export const ChangeUserPasswordInFindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeUserPasswordInFind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resetToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUserPasswordInFind"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"resetToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resetToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useChangeUserPasswordInFindMutation__
 *
 * To run a mutation, you first call `useChangeUserPasswordInFindMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeUserPasswordInFindMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeUserPasswordInFindMutation, { data, loading, error }] = useChangeUserPasswordInFindMutation({
 *   variables: {
 *      email: // value for 'email'
 *      password: // value for 'password'
 *      resetToken: // value for 'resetToken'
 *   },
 * });
 */
export function useChangeUserPasswordInFindMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangeUserPasswordInFindMutation, ChangeUserPasswordInFindMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangeUserPasswordInFindMutation, ChangeUserPasswordInFindMutationVariables>(ChangeUserPasswordInFindDocument, options);
      }
export type ChangeUserPasswordInFindMutationHookResult = ReturnType<typeof useChangeUserPasswordInFindMutation>;
export type ChangeUserPasswordInFindMutationResult = ApolloReactCommon.MutationResult<ChangeUserPasswordInFindMutation>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRegisterMutation__
 *
 * To run a mutation, you first call `useRegisterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerMutation, { data, loading, error }] = useRegisterMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useRegisterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RegisterMutation, RegisterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument, options);
      }
export type RegisterMutationHookResult = ReturnType<typeof useRegisterMutation>;
export type RegisterMutationResult = ApolloReactCommon.MutationResult<RegisterMutation>;
export const DuplicateUserNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DuplicateUserName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateUserName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"check"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDuplicateUserNameQuery__
 *
 * To run a query within a React component, call `useDuplicateUserNameQuery` and pass it any options that fit your needs.
 * When your component renders, `useDuplicateUserNameQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDuplicateUserNameQuery({
 *   variables: {
 *      username: // value for 'username'
 *   },
 * });
 */
export function useDuplicateUserNameQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DuplicateUserNameQuery, DuplicateUserNameQueryVariables> & ({ variables: DuplicateUserNameQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DuplicateUserNameQuery, DuplicateUserNameQueryVariables>(DuplicateUserNameDocument, options);
      }
export function useDuplicateUserNameLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DuplicateUserNameQuery, DuplicateUserNameQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DuplicateUserNameQuery, DuplicateUserNameQueryVariables>(DuplicateUserNameDocument, options);
        }
export type DuplicateUserNameQueryHookResult = ReturnType<typeof useDuplicateUserNameQuery>;
export type DuplicateUserNameLazyQueryHookResult = ReturnType<typeof useDuplicateUserNameLazyQuery>;
export type DuplicateUserNameQueryResult = ApolloReactCommon.QueryResult<DuplicateUserNameQuery, DuplicateUserNameQueryVariables>;