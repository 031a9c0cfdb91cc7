// Lazy route screens: each area of the app (account screens, home, teacher, the shell's own pages; student and admin as
// they come) is its own chunk, loaded when a route of that area first opens. The route's loader stays in the route
// table, in the main chunk, so its query starts at the same moment as the chunk's download instead of after it. The
// loaders load by a query's parameters only (its `@preloadable` `$parameters` artifact: the persisted id), so the main
// chunk carries no query's full artifact; each lives in its screen's chunk, which registers it when it arrives.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** `lazy` for a route whose component is the export `name` of its area's chunk. */
export function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] as ComponentType });
}
