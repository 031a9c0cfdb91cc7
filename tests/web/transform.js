// Jest transform for the web app's files: the same two steps Vite takes. babel-plugin-relay first turns each graphql``
// tag into an import of its artifact under web/__generated__ (reading relay.config.js, as vite-plugin-relay does), then
// SWC strips the types and compiles the JSX with the options of the root jest.config.js. Babel only parses TypeScript
// here (the syntax plugin), so the code SWC receives is the source with the tags replaced.
import { createRequire } from 'node:module';
import { transformSync } from '@babel/core';

const require = createRequire(import.meta.url);
const swcJest = require('@swc/jest');

const swc = swcJest.createTransformer({
  jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
  module: { type: 'es6' },
});

// Part of the cache key: a change to this file (say, to the Babel step) must not reuse files compiled before it.
const STEP = 'relay-babel-then-swc-1';

function replaceGraphqlTags(source, filename) {
  if (!source.includes('graphql`')) return source;
  const out = transformSync(source, {
    filename,
    babelrc: false,
    configFile: false,
    // Line numbers of a failure then point at the source as written.
    retainLines: true,
    plugins: [[require.resolve('@babel/plugin-syntax-typescript'), { isTSX: filename.endsWith('x') }], require.resolve('babel-plugin-relay')],
  });
  if (!out?.code) throw new Error(`babel-plugin-relay could not transform ${filename}`);
  return out.code;
}

export default {
  process(source, filename, options) {
    return swc.process(replaceGraphqlTags(source, filename), filename, options);
  },
  getCacheKey(source, filename, options) {
    return swc.getCacheKey(`${STEP}\n${source}`, filename, options);
  },
};
