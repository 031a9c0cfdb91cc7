// relay-test-utils ships Flow types only (and there is no @types package for version 21): the part these tests use.
declare module 'relay-test-utils' {
  import type { Environment, GraphQLResponse, GraphQLSingularResponse, GraphQLTaggedNode, OperationDescriptor, Variables } from 'relay-runtime';

  /** Type-keyed resolvers: for a type name, the fields (and nested objects) its mock values should have. */
  export type MockResolvers = Record<string, (context: { name?: string | null; alias?: string | null; path?: readonly string[] }, generateId: () => number) => unknown>;

  export interface RelayMockEnvironment extends Environment {
    mock: {
      getAllOperations(): OperationDescriptor[];
      getMostRecentOperation(): OperationDescriptor;
      findOperation(find: (operation: OperationDescriptor) => boolean): OperationDescriptor;
      resolveMostRecentOperation(payload: GraphQLResponse | ((operation: OperationDescriptor) => GraphQLResponse)): void;
      rejectMostRecentOperation(error: Error | ((operation: OperationDescriptor) => Error)): void;
      queuePendingOperation(query: GraphQLTaggedNode, variables: Variables): void;
      queueOperationResolver(resolver: (operation: OperationDescriptor) => GraphQLResponse | Error | null | undefined): void;
    };
  }

  export function createMockEnvironment(config?: object): RelayMockEnvironment;

  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, resolvers?: MockResolvers | null): GraphQLSingularResponse;
  };
}
