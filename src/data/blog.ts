/** The blog's RSS, Atom and JSON feeds (docusaurus.config.ts reads them in the language of the build). */
export const blogFeed = {
  title: '{companyName} Blog',
  description: 'Insights on IT, security and cloud for Canadian SMBs and non-profits from {companyName}.',
} as const;
