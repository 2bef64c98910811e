/** The blog's RSS, Atom and JSON feeds (docusaurus.config.ts reads them in the language of the build). */
import {company} from './company';

export const blogFeed = {
  title: `${company.name} Blog`,
  description: `Insights on IT, security and cloud for Canadian SMBs and non-profits from ${company.name}.`,
} as const;
