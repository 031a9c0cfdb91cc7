// The stack's floor for `npm run bench:search`: the least a GraphQL request can cost on the stack the product is built
// on (Fastify and graphql-yoga), with none of the product in it. A Fastify server with the product's own /graphql route
// (registerGraphqlRoute of server/http/app.ts), with a one-field schema whose resolver replays a workload's recorded
// statements (the request floor's: session, ids, cards) on the same database and answers the last one's rows as JSON
// text. No cookies, session, CSRF, security headers, compression, armour, persisted operations, Pothos or Prisma.
//
// What it tells: a search through the product can be no faster than this, so where this row itself misses an aim, no
// change to the product's own code can meet it on this machine; the product's share is the difference to 'a GraphQL'.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import { registerGraphqlRoute, type YogaServerContext } from '../../server/http/app.ts';

export interface StackFloor {
  url: string;
  /** The request body that replays a workload's statements. */
  body(workload: string): string;
  close(): Promise<void>;
}

/** `replay(workload)` runs that workload's statements in order and answers the last statement's rows. */
export async function startStackFloor(replay: (workload: string) => Promise<unknown[]>): Promise<StackFloor> {
  const schema = createSchema<YogaServerContext>({
    typeDefs: 'type Query { replay(workload: String!): String! }',
    resolvers: { Query: { replay: async (_: unknown, { workload }: { workload: string }) => JSON.stringify(await replay(workload)) } },
  });
  const yoga = createYoga<YogaServerContext>({ schema, graphqlEndpoint: '/graphql', cors: false, graphiql: false, logging: false, batching: false });
  const app = Fastify({ logger: false });
  registerGraphqlRoute(app, yoga);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`,
    body: (workload) => JSON.stringify({ query: 'query Replay($w: String!) { replay(workload: $w) }', variables: { w: workload } }),
    close: () => app.close(),
  };
}
