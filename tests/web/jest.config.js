// Component tests of the web app (tests/web): jsdom and Relay's mock environment, no server and no database, so
// unlike the root jest.config.js there is no globalSetup. `npm run test:web` runs them.
export default {
  rootDir: '../..',
  // jsdom, plus what it lacks of the browser's globals (tests/web/environment.js).
  testEnvironment: '<rootDir>/tests/web/environment.js',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': '<rootDir>/tests/web/transform.js' },
  testMatch: ['<rootDir>/tests/web/**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/tests/web/setup.ts'],
  // The screens import their stylesheets (Vite bundles them); jsdom lays nothing out, so they load as nothing.
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/web/noStyles.js' },
  verbose: true,
};
