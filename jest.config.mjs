/** Unit tests for pure logic and data (tests/unit). Module aliases follow Docusaurus's own jest config. */
export default {
  rootDir: '.',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit', '<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {jsc: {transform: {react: {runtime: 'automatic'}}}}],
  },
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.(css)$': '<rootDir>/tests/unit/support/emptyModule.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/.docusaurus/'],
};
