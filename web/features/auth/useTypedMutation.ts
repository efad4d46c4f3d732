// The one way a component runs a mutation (the document spreads web/relay/typedMutation.ts's error
// fragment). It lives with the session handling because that is the part every mutation shares:
// a NotSignedInError ends the session here, whichever mutation met it.
import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, RecordSourceSelectorProxy, SelectorStoreUpdater } from 'relay-runtime';
import {
  outcomeOf,
  type ErrorTypename,
  type FieldProblem,
  type ServerError,
  type SuccessOf,
  type TypedMutationParameters,
} from '../../relay/typedMutation';
import { useSessionEnded } from './useSessionEnded';

/** Refusals that need more than failing with the server's message, by type name. */
export type RefusalHandlers = { readonly [Name in Exclude<ErrorTypename, 'NotSignedInError'>]?: (error: ServerError) => void };

export interface TypedMutationConfig<T extends TypedMutationParameters> {
  variables: T['variables'];
  /** Applied at once; Relay drops it when the server answers or the request fails. */
  optimisticUpdater?: SelectorStoreUpdater<T['response']>;
  /** Store changes a success brings beyond what its selection updates. */
  updater?: (store: RecordSourceSelectorProxy<T['response']>, data: SuccessOf<T>) => void;
  onSuccess: (data: SuccessOf<T>) => void;
  /** A ValidationError's field problems, for the form to show; the refusal then goes on like any other. */
  onFieldErrors?: (problems: readonly FieldProblem[]) => void;
  onRefused?: RefusalHandlers;
  /**
   * No answer to use (network, server error), or a refusal without a handler: then `reason` is the
   * server's message.
   */
  onFailed: (reason?: string) => void;
  /** The session had ended (NotSignedInError): called before the sign-in page shows, e.g. to reset a screen that stays mounted. */
  onSignedOut?: () => void;
}

/** Like Relay's useMutation: the function that runs the mutation, and whether it is running. */
export function useTypedMutation<T extends TypedMutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const sessionEnded = useSessionEnded();

  const run = useCallback(
    ({ variables, optimisticUpdater, updater, onSuccess, onFieldErrors, onRefused, onFailed, onSignedOut }: TypedMutationConfig<T>) => {
      commit({
        variables,
        optimisticUpdater,
        updater:
          updater &&
          ((store, response) => {
            const data = response && outcomeOf<T>(response)?.data;
            if (data) updater(store, data);
          }),
        onCompleted: (response) => {
          const outcome = outcomeOf<T>(response);
          if (!outcome) return onFailed();
          const { error } = outcome;
          if (!error) return onSuccess(outcome.data);
          if (error.__typename === 'NotSignedInError') {
            onSignedOut?.();
            return sessionEnded(error);
          }
          if (error.__typename === 'ValidationError') onFieldErrors?.(error.fields);
          const handle = onRefused?.[error.__typename];
          if (handle) handle(error);
          else onFailed(error.message);
        },
        onError: () => onFailed(),
      });
    },
    [commit, sessionEnded],
  );

  return [run, isInFlight] as const;
}
