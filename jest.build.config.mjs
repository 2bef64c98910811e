/**
 * Checks of the production build's files (tests/output): they read build/, so they run after
 * `npm run build` (scripts/test.mjs runs them beside the Playwright suites), never in the plain
 * `npx jest` unit run. `npx jest -c jest.build.config.mjs` runs them against the current build/.
 */
import unit from './jest.config.mjs';

export default {
  ...unit,
  roots: ['<rootDir>/tests/output'],
  testMatch: ['**/*.test.ts'],
  // The Nu checker sets its own, longer limit; reading and parsing every page takes seconds.
  testTimeout: 60_000,
  // The unit config ignores any path with a build/ folder; here only the build itself.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/build/', '/.docusaurus/'],
};
