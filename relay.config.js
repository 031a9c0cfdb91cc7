// relay-compiler configuration: artifacts under web/__generated__, persisted queries (SHA-256 ids) for the server.
// Named exports: relay-compiler loads this file with require(), which sees the module namespace.
export const src = './web';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './web/__generated__';
export const excludes = ['**/node_modules/**', '**/__generated__/**', '**/dist/**'];
export const eagerEsModules = true;
export const persistConfig = { file: './web/persisted-queries.json', algorithm: 'SHA256' };
