// ESLint (flat config). `npm run lint` runs it and then `prettier --check .`: Prettier owns the layout, so
// eslint-config-prettier comes last and turns off every rule that would argue with it.
//
// No type-aware rules (typescript-eslint's recommendedTypeChecked): on this 2-core machine they took the run from
// 36 s to 3 min 15 s of processor time (both tsconfigs loaded), past the one minute a lint may cost; `tsc --noEmit`
// already checks the types.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  // Written by tools, not by us (the .gitignore'd build and data folders too, for a working copy that has them).
  globalIgnores(['server/db/generated/', 'web/**/__generated__/', 'web/dist/', 'dist/', 'coverage/', 'data/', '.scratch/']),
  {
    // A disable comment that no longer disables anything is an error, so the reasons beside them stay true.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // As tsc's noUnusedLocals: a property named only to leave it out of a `...rest` copy is not unused.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Declared namespaces allowed: a Pothos plugin adds its options to the global PothosSchemaTypes namespace, and
      // only a namespace can be merged into (server/graphql/inputText.ts, syncNodeIds.ts).
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // Plain JavaScript runs in Node: the tool configs, the scripts, the document workers, the jest reporters.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['web/public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // The two rules of hooks. Not the React Compiler's rules of react-hooks 7's recommended set: the app is not built
    // with the compiler (web/vite.config.ts), and running it on every file was 20 of the run's 36 s of processor time.
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // An error, not the preset's warning: a lint that passes with warnings is one nobody reads.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Relay (relay.config.js: src ./web); errors, not the plugin's warnings, for the same reason.
    files: ['web/**/*.{ts,tsx}'],
    plugins: { relay },
    rules: {
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/generated-typescript-types': 'error',
      'relay/no-future-added-value': 'error',
      'relay/function-required-argument': 'error',
      'relay/hook-required-argument': 'error',
      // Off: our screens hand a fragment key on through one component on purpose (Shell → route → Protected, CartScreen → CartConfirmation → SharePanel), and the rule accepts only a direct import of the fragment's module (its README: made for Meta's module names).
      'relay/must-colocate-fragment-spreads': 'off',
      // Off for now: 74 of its 84 reports are data handed whole to helpers and child props (cartRules.ts, usePracticeScores.ts, the profile form), which it cannot follow; habit 6's fragment per component would answer them.
      'relay/unused-fields': 'off',
    },
  },
  prettier,
]);
