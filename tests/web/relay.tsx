// The component-test harness: a screen rendered with Relay's mock environment, answers made up from type-keyed
// resolvers (MockPayloadGenerator), the app's toasts, a memory router and — where the screen lives in the shell — a
// shell whose calls are recorded. Each test says what the server answers; nothing reaches a network.
import { act, Suspense, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider, type PreloadedQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationDescriptor, OperationType } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers, type RelayMockEnvironment } from 'relay-test-utils';
import { ToastProvider } from '../../web/components/Toasts.tsx';
import { ShellContext, type ShellApi } from '../../web/components/ShellContext.tsx';

export type { MockResolvers };

/** What the shell was asked to do by the screen (sign-in resets it, a saved profile refreshes it). */
export interface ShellCalls {
  refreshViewer: number;
  resetForNewViewer: number;
  signOut: (string | undefined)[];
}

export interface MockRelay {
  environment: RelayMockEnvironment;
  /** Loads a screen's query as its route would, answered at once from `resolvers`. */
  preload<Q extends OperationType>(query: GraphQLTaggedNode, resolvers: MockResolvers, variables?: Q['variables']): PreloadedQuery<Q>;
  /** The request the screen sent last (a mutation's input is in `.request.variables`). */
  latest(): OperationDescriptor;
  /** The names of the requests waiting for an answer (the screen's own query, answered by preload(), aside). */
  pending(): string[];
  /** Answers the request sent last from `resolvers`, and lets React settle. */
  answer(resolvers: MockResolvers): Promise<void>;
  /** Fails the request sent last as a broken connection would, and lets React settle. */
  fail(error?: Error): Promise<void>;
  /** A record in the store by its id, as the next render would read it. */
  record(id: string): Record<string, unknown> | undefined;
}

export function mockRelay(): MockRelay {
  const environment = createMockEnvironment();
  // loadQuery's request stays noted as pending in the mock after it was answered (it notes it once more as it starts
  // using the answer): these are left out of pending().
  const preloaded = new Set<unknown>();
  const settle = (change: () => void) =>
    act(async () => {
      change();
      // The screens await the mutation's promise, then set state: give those continuations their turn inside act().
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return {
    environment,
    preload<Q extends OperationType>(query: GraphQLTaggedNode, resolvers: MockResolvers, variables: Q['variables'] = {}) {
      // loadQuery asks the network layer directly, past the environment's execute() where the mock notes operations:
      // note this one first, so the queued resolver answers it.
      environment.mock.queuePendingOperation(query, variables);
      environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, resolvers));
      const ref = loadQuery<Q>(environment, query, variables);
      for (const operation of environment.mock.getAllOperations()) preloaded.add(operation);
      return ref;
    },
    latest: () => environment.mock.getMostRecentOperation(),
    pending: () =>
      environment.mock
        .getAllOperations()
        .filter((operation) => !preloaded.has(operation))
        .map((operation) => operation.request.node.params.name),
    answer: (resolvers) => settle(() => environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers))),
    fail: (error = new Error('Failed to fetch')) => settle(() => environment.mock.rejectMostRecentOperation(error)),
    record: (id) => environment.getStore().getSource().get(id) as Record<string, unknown> | undefined,
  };
}

export interface RenderOptions {
  /** The address the screen opens at. */
  path?: string;
  /** Render inside a shell (recording its calls), as every route of the app is. */
  shell?: boolean;
}

/**
 * Renders `ui` the way the app mounts a screen (in a data router, as web/routes.tsx makes one); returns Testing
 * Library's queries, the shell's recorded calls and where the router is now.
 */
export function renderScreen(ui: ReactElement, relay: MockRelay, { path = '/', shell = true }: RenderOptions = {}) {
  const calls: ShellCalls = { refreshViewer: 0, resetForNewViewer: 0, signOut: [] };
  const api: ShellApi = {
    refreshViewer: async () => {
      calls.refreshViewer += 1;
    },
    resetForNewViewer: async () => {
      calls.resetForNewViewer += 1;
    },
    signOut: async (notice) => {
      calls.signOut.push(notice);
    },
    // Only <Protected> reads it, and no screen tested here renders one.
    viewer: null as never,
  };
  const withShell = (children: ReactNode) => (shell ? <ShellContext.Provider value={api}>{children}</ShellContext.Provider> : children);
  const router = createMemoryRouter([{ path: '*', element: withShell(<Suspense fallback="Laden…">{ui}</Suspense>) }], { initialEntries: [path] });
  const result = render(
    <RelayEnvironmentProvider environment={relay.environment}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </RelayEnvironmentProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, shell: calls, location };
}
