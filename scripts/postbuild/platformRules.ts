/**
 * The static hosts' own rules for the generated `_headers` and `_redirects`: Netlify's parsers
 * (@netlify/headers-parser, @netlify/redirect-parser, the code Netlify runs on deploy) and
 * Cloudflare Pages' documented limits (at most 100 header rules and 2,000 characters per header
 * line; redirect statuses 200, 301, 302, 303, 307, 308 only; at most 2,000 static and 100
 * dynamic redirects). The post-build pass fails the build on any problem found here.
 */
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseAllHeaders} from '@netlify/headers-parser';
import {parseAllRedirects} from '@netlify/redirect-parser';

export const CLOUDFLARE_LIMITS = {
  headerRules: 100,
  headerLineCharacters: 2000,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectStatuses: [200, 301, 302, 303, 307, 308],
} as const;

/** Non-comment, non-blank lines of a host file. */
function ruleLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
}

/** Cloudflare Pages' limits on `_headers`: problems found, none when it is valid. */
export function cloudflareHeadersProblems(text: string): string[] {
  const lines = ruleLines(text);
  const rules = lines.filter((line) => !/^\s/.test(line));
  const problems: string[] = [];
  if (rules.length > CLOUDFLARE_LIMITS.headerRules) {
    problems.push(
      `_headers has ${rules.length} rules; Cloudflare Pages reads at most ${CLOUDFLARE_LIMITS.headerRules} and drops the rest`,
    );
  }
  for (const line of lines.filter((candidate) => /^\s/.test(candidate))) {
    if (line.trim().length > CLOUDFLARE_LIMITS.headerLineCharacters) {
      problems.push(
        `_headers: a header of ${line.trim().length} characters (${line.trim().slice(0, 40)}…); Cloudflare Pages allows ${CLOUDFLARE_LIMITS.headerLineCharacters}`,
      );
    }
  }
  return problems;
}

/** Cloudflare Pages' rules for `_redirects`: problems found, none when it is valid. */
export function cloudflareRedirectsProblems(text: string): string[] {
  const problems: string[] = [];
  let dynamic = 0;
  let fixed = 0;
  for (const line of ruleLines(text)) {
    const [from = '', , status = '302', ...rest] = line.trim().split(/\s+/);
    if (!(CLOUDFLARE_LIMITS.redirectStatuses as readonly number[]).includes(Number(status)) || !/^\d+$/.test(status)) {
      problems.push(
        `_redirects: "${line.trim()}" has status ${status}; Cloudflare Pages accepts ${CLOUDFLARE_LIMITS.redirectStatuses.join(', ')}`,
      );
    }
    if (rest.length > 0) {
      problems.push(`_redirects: "${line.trim()}" has more than three fields`);
    }
    if (/[*:]/.test(from)) {
      dynamic += 1;
    } else {
      fixed += 1;
    }
  }
  if (dynamic > CLOUDFLARE_LIMITS.dynamicRedirects) {
    problems.push(
      `_redirects has ${dynamic} dynamic rules; Cloudflare Pages allows ${CLOUDFLARE_LIMITS.dynamicRedirects}`,
    );
  }
  if (fixed > CLOUDFLARE_LIMITS.staticRedirects) {
    problems.push(`_redirects has ${fixed} static rules; Cloudflare Pages allows ${CLOUDFLARE_LIMITS.staticRedirects}`);
  }
  return problems;
}

/** Netlify's parsers over both files (they read files): problems found, none when both are valid. */
export async function netlifyProblems(files: {headers: string; redirects: string}): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'northbeam-netlify-'));
  try {
    await writeFile(path.join(dir, '_headers'), files.headers);
    await writeFile(path.join(dir, '_redirects'), files.redirects);
    const headers = await parseAllHeaders({
      headersFiles: [path.join(dir, '_headers')],
      configHeaders: undefined,
      minimal: true,
    });
    const redirects = await parseAllRedirects({
      redirectsFiles: [path.join(dir, '_redirects')],
      configRedirects: [],
      minimal: true,
    });
    const problems = [
      ...headers.errors.map((error) => `_headers (Netlify): ${error.message}`),
      ...redirects.errors.map((error: Error) => `_redirects (Netlify): ${error.message}`),
    ];
    const headerRules = ruleLines(files.headers).filter((line) => !/^\s/.test(line)).length;
    if (headers.headers.length !== headerRules) {
      problems.push(`_headers (Netlify): ${headers.headers.length} rules read of ${headerRules} written`);
    }
    const redirectRules = ruleLines(files.redirects).length;
    if (redirects.redirects.length !== redirectRules) {
      problems.push(`_redirects (Netlify): ${redirects.redirects.length} rules read of ${redirectRules} written`);
    }
    return problems;
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}
