/** Unit tests for pure logic and data (tests/unit). Module aliases follow Docusaurus's own jest config. */
export default {
  rootDir: '.',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit', '<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|m?j)sx?$': ['@swc/jest', {jsc: {transform: {react: {runtime: 'automatic'}}}}],
  },
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.(css)$': '<rootDir>/tests/unit/support/emptyModule.js',
  },
  // The unified/remark/rehype packages are ES modules: compile them too (markdown plugin tests).
  transformIgnorePatterns: [
    '/node_modules/(?!(unified|bail|devlop|is-plain-obj|trough|vfile|vfile-message|unist-util-[a-z-]+|remark-[a-z-]+|mdast-util-[a-z-]+|micromark|micromark-[a-z-]+|decode-named-character-reference|character-entities|character-entities-[a-z-]+|character-reference-invalid|is-alphanumerical|is-alphabetical|is-decimal|is-hexadecimal|hast-util-[a-z-]+|property-information|space-separated-tokens|comma-separated-tokens|trim-lines|zwitch|ccount|longest-streak|markdown-table|escape-string-regexp|html-url-attributes|estree-util-[a-z-]+|@ungap|@netlify/headers-parser|@netlify/redirect-parser|smol-toml|fast-safe-stringify)/)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/.docusaurus/'],
};
