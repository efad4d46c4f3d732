// Every mutation of the API answers with a union: its success, whose `data` is the result, or one
// of the errors it can be refused with, each implementing the schema's `Error` interface. Every
// mutation document spreads the one error fragment below into its result, as
//   ...typedMutation_error @alias(as: "error")
// so a refusal reads the same everywhere, and the alias is set exactly when the answer is one.
import { commitMutation, graphql, readInlineData } from 'react-relay';
import type { GraphQLTaggedNode, IEnvironment, MutationParameters } from 'relay-runtime';
import type { typedMutation_error$key } from './__generated__/typedMutation_error.graphql';

const errorFragment = graphql`
  fragment typedMutation_error on Error @inline {
    __typename
    title
    message
    ... on ValidationError {
      fields {
        field
        message
      }
    }
  }
`;

/** The schema's types implementing `Error` (typedMutation.test.ts compares them with schema.graphql). */
export const ERROR_TYPENAMES = [
  'AccessDeniedError',
  'ActionItemNotFoundError',
  'AgendaNotFoundError',
  'AgendaProtocolExistsError',
  'AlreadyAnsweredError',
  'AlreadyOnWaitlistError',
  'BulkExportRunningError',
  'DailyActionItemLimitError',
  'DailyAiCallLimitError',
  'DailyProtocolLimitError',
  'EmailNotConfirmedError',
  'FeatureNotInPlanError',
  'InsufficientCreditsError',
  'InvalidCodeError',
  'InvalidCredentialsError',
  'InvalidLinkError',
  'MediaTooLargeError',
  'MediaTooShortError',
  'MediaUnreadableError',
  'MeetingHoursExceededError',
  'NotApprovedError',
  'NotSignedInError',
  'ParticipantNotFoundError',
  'ProjectLimitReachedError',
  'ProjectNotFoundError',
  'ProtocolFinalizedError',
  'ProtocolInProcessingError',
  'ProtocolNotFoundError',
  'RateLimitedError',
  'ReviewClosedError',
  'ReviewLinkError',
  'ReviewNotFoundError',
  'ReviewRateLimitError',
  'TooManyAttemptsError',
  'TotpFactorNotFoundError',
  'UnsupportedMediaTypeError',
  'UploadIncompleteError',
  'UploadNotFoundError',
  'ValidationError',
] as const;

export type ErrorTypename = (typeof ERROR_TYPENAMES)[number];

/** A problem of one input field, as ValidationError names it. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** A refusal: the server's German title and message, and for a ValidationError its field problems. */
export interface ServerError {
  __typename: ErrorTypename;
  title: string;
  message: string;
  /** Empty for every error but ValidationError. */
  fields: readonly FieldProblem[];
}

/** The first field problem's text, else the message: for forms with a single field. */
export const fieldMessage = (error: ServerError) => error.fields[0]?.message ?? error.message;

/** What the runner reads of a mutation's one result field; `error` is absent where the union has no error. */
interface TypedResult {
  readonly data?: unknown;
  readonly error?: typedMutation_error$key | null;
}

/** A mutation whose document selects its success's `data` and spreads the error fragment as `error`. */
export interface TypedMutationParameters extends MutationParameters {
  readonly response: { readonly [field: string]: TypedResult };
}

/** The success's `data` of mutation T. */
export type SuccessOf<T extends TypedMutationParameters> = NonNullable<T['response'][keyof T['response']]['data']>;

export type Outcome<T extends TypedMutationParameters> = { data: SuccessOf<T>; error: null } | { data: null; error: ServerError };

/** The success or the refusal in a mutation's answer; null for an answer that is neither. */
export function outcomeOf<T extends TypedMutationParameters>(response: T['response']): Outcome<T> | null {
  const [result] = Object.values(response);
  if (result?.error) {
    const { __typename, title, message, fields } = readInlineData(errorFragment, result.error);
    return { data: null, error: { __typename: __typename as ErrorTypename, title, message, fields: fields ?? [] } };
  }
  if (result?.data != null) return { data: result.data as SuccessOf<T>, error: null };
  return null;
}

/**
 * For code outside React (uploads that outlive their page): resolves with the success or the
 * refusal, NotSignedInError included; rejects when there is no answer to use (network, server error).
 */
export function commitTypedMutation<T extends TypedMutationParameters>(
  environment: IEnvironment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<Outcome<T>> {
  return new Promise((resolve, reject) =>
    commitMutation<T>(environment, {
      mutation,
      variables,
      onCompleted: (response) => {
        const outcome = outcomeOf<T>(response);
        if (outcome) resolve(outcome);
        else reject(new Error('The mutation answered with neither its success nor an error'));
      },
      onError: reject,
    }),
  );
}
