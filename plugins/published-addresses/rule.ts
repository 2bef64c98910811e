/**
 * The addresses a build publishes (the site URL, the company's e-mail addresses, the form origin,
 * social profiles) must be real on a hosted build: a reserved name such as `northbeam.example`
 * in a canonical link, the sitemap, security.txt or a mailto: link sends search engines,
 * customers and security researchers nowhere.
 *
 * - Local build: placeholders are fine; the build says in one line what it used.
 * - CI, Netlify or Cloudflare Pages build (CI, NETLIFY or CF_PAGES set, as for BRAND_PIN): the
 *   build fails, naming each setting, when SITE_URL is unset or any address is on a reserved name.
 * - The test suite's own build (`npm test` sets NORTHBEAM_TEST_BUILD=1 with CI): placeholders are
 *   allowed, because its pages are only ever served on loopback. The flag is honoured with CI
 *   alone, never on Netlify or Cloudflare Pages, so a deploy there cannot publish placeholders
 *   even with the flag copied into its settings; a real deployment never sets it.
 */
import {hostedBuildVariables} from '../brand-guidelines/options';

export const TEST_BUILD_ENV = 'NORTHBEAM_TEST_BUILD';

/** Names reserved for documentation and testing (RFC 2606, RFC 6761): never a real site. */
const RESERVED_SUFFIXES = ['.example', '.test', '.invalid', '.localhost'];
const RESERVED_NAMES = ['example.com', 'example.net', 'example.org', 'localhost'];

/** True when a host name is, or is under, a reserved name. */
export function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    RESERVED_SUFFIXES.some((suffix) => name.endsWith(suffix) || name === suffix.slice(1)) ||
    RESERVED_NAMES.some((reserved) => name === reserved || name.endsWith(`.${reserved}`))
  );
}

/** The host of an e-mail address or URL, or undefined when it has none. */
export function hostOf(address: string): string | undefined {
  if (/^[^@\s/]+@[^@\s/]+$/.test(address)) {
    return address.split('@')[1];
  }
  try {
    return new URL(address).hostname || undefined;
  } catch {
    return undefined;
  }
}

export interface PublishedAddresses {
  /** SITE_URL as set in the environment (undefined when unset: the build uses the placeholder). */
  siteUrl: string | undefined;
  /** Every other published address, by the setting that holds it: `company.securityEmail`, ... */
  addresses: Record<string, string>;
}

/** What is wrong with the published addresses of a build that will be hosted, one line each. */
export function placeholderProblems({siteUrl, addresses}: PublishedAddresses): string[] {
  const problems: string[] = [];
  if (siteUrl === undefined || siteUrl.trim() === '') {
    problems.push('SITE_URL is not set (the environment variable with the public address, https://…)');
  }
  for (const [setting, address] of Object.entries({
    ...(siteUrl?.trim() ? {SITE_URL: siteUrl} : {}),
    ...addresses,
  })) {
    const host = hostOf(address);
    if (host === undefined) {
      problems.push(`${setting} is not an address: ${address}`);
    } else if (isReservedHost(host)) {
      problems.push(`${setting} is a placeholder on a reserved name: ${address}`);
    }
  }
  return problems;
}

export type AddressCheck =
  {action: 'fail'; message: string} | {action: 'allow'; message: string} | {action: 'ok'; message?: undefined};

/** The decision for this build (see the file comment). */
export function checkPublishedAddresses(env: NodeJS.ProcessEnv, published: PublishedAddresses): AddressCheck {
  const problems = placeholderProblems(published);
  const hosts = hostedBuildVariables(env);
  const testBuild = hosts.length > 0 && hosts.every((name) => name === 'CI') && env[TEST_BUILD_ENV] === '1';
  if (problems.length === 0) {
    return {action: 'ok'};
  }
  if (hosts.length > 0 && !testBuild) {
    return {
      action: 'fail',
      message:
        `This is a CI or hosting build (${hosts.join(', ')} set) and it would publish placeholder addresses:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        '\nSet SITE_URL in the build environment and the real addresses in src/data/company.ts, then rebuild.',
    };
  }
  const site = published.siteUrl?.trim() ? published.siteUrl : 'the placeholder https://www.northbeam.example';
  return {
    action: 'allow',
    message:
      `${testBuild ? `test build (${TEST_BUILD_ENV}=1)` : 'local build'}: site URL ${site}, ` +
      `${problems.length} placeholder address${problems.length === 1 ? '' : 'es'} allowed (a hosted build refuses them)`,
  };
}
