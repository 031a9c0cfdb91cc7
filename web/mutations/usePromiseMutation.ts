// The one way the web app runs a mutation: a promise of its response. It resolves with the typed result union (the
// screen switches on __typename) and rejects only when the request itself failed (network, server, GraphQL error).
// Each mutation keeps its own hook file with its document and, where it needs one, its updater.
import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

type Extra<M extends MutationParameters> = Omit<UseMutationConfig<M>, 'variables' | 'onCompleted' | 'onError'>;

/** Returns [run, inFlight]; `run(variables)` resolves with the response. `config` holds updaters and optimistic data. */
export function usePromiseMutation<M extends MutationParameters>(mutation: GraphQLTaggedNode, config?: Extra<M>) {
  const [commit, inFlight] = useMutation<M>(mutation);
  const run = useCallback(
    (variables: M['variables']) =>
      new Promise<M['response']>((resolve, reject) => {
        commit({
          ...config,
          variables,
          onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response)),
          onError: reject,
        });
      }),
    // The config is fixed per hook file; only the commit function changes identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [commit],
  );
  return [run, inFlight] as const;
}
