/**
 * Nothing fictional may ship: a reserved name such as `northbeam.example` in a canonical link, a
 * mailto: or a client-tool link, a number in the fictional 555-0100…555-0199 range, or a private
 * or documentation IP address sends search engines, customers and security researchers nowhere
 * (or to whoever registers the look-alike).
 *
 * What a build checks: SITE_URL, every value of every data module under src/data/, the French
 * data texts (i18n/fr-CA/site-data/) and the site configuration's settings (sources.ts gathers
 * them). What it does with them:
 * - A guarded build fails, naming each file and field: a CI, Netlify or Cloudflare Pages build
 *   (CI, NETLIFY or CF_PAGES set, as for BRAND_PIN) and any build with SITE_URL set (a build for
 *   nginx or another host). A guarded build without SITE_URL fails too.
 * - A local build (none of those set) lists what it found, once.
 * - The test suite's own build: `npm test` sets NORTHBEAM_TEST_BUILD=loopback-only, because its
 *   pages are only ever served on loopback. The flag is honoured only with CI alone and without
 *   SITE_URL, so its artefact publishes the placeholder site address everywhere and cannot pass
 *   for the real site; a Netlify or Cloudflare Pages deploy, or a build for a real address, fails
 *   even with the flag copied into its settings.
 */
import {hostedBuildVariables} from '../brand-guidelines/options';

export const TEST_BUILD_ENV = 'NORTHBEAM_TEST_BUILD';
/** The one value that turns the test-build allowance on: a deliberate phrase, not a truthy flag. */
export const TEST_BUILD_VALUE = 'loopback-only';

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

/**
 * IPv4 blocks that are never a public site (RFC 6890 special-purpose registry): "this network",
 * private, shared (CGNAT), loopback, link-local, IETF protocol, documentation (TEST-NET-1/2/3),
 * benchmarking, multicast and the reserved 240/4 with broadcast.
 */
const RESERVED_IPV4_BLOCKS: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function ipv4Number(address: string): number | undefined {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) {
    return undefined;
  }
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

/** True for an IPv4 address in a reserved block, or an IPv6 one that is unspecified, loopback, unique-local, link-local, documentation or maps such an IPv4 address. */
export function isReservedIp(address: string): boolean {
  const ipv4 = ipv4Number(address);
  if (ipv4 !== undefined) {
    return RESERVED_IPV4_BLOCKS.some(([base, bits]) => {
      const size = 2 ** (32 - bits);
      return Math.floor(ipv4 / size) === Math.floor(ipv4Number(base)! / size);
    });
  }
  const ipv6 = address.toLowerCase().replace(/^\[|\]$/g, '');
  if (!ipv6.includes(':')) {
    return false;
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ipv6);
  if (mapped) {
    return isReservedIp(mapped[1]!);
  }
  return (
    /^::1?$/.test(ipv6) ||
    /^0*:0*:0*:0*:0*:0*:0*:0*[01]$/.test(ipv6) ||
    /^f[cd][0-9a-f]{0,2}:/.test(ipv6) ||
    /^fe[89ab][0-9a-f]?:/.test(ipv6) ||
    /^2001:0?db8:/.test(ipv6)
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

/**
 * True for a number in the North American fictional range 555-0100…555-0199, however it is
 * written: 555-0100, (416) 555-0199, 416 555-0199, +1 416.555.0150, +14165550100.
 */
export function isFictionalPhoneNumber(text: string): boolean {
  return /^(?:1?\d{3})?55501\d{2}$/.test(text.replace(/\D/g, ''));
}

const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>()]+/gi;
const DOMAIN_PATTERN = /(?<![\w.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*(?![\w-])/gi;
const IPV4_PATTERN = /(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])/g;
/** A run of digits and the separators a phone number is written with (ordinary, no-break and thin spaces, dots, dashes, brackets). */
const PHONE_PATTERN = /\+?\(?\d[\d\s.\u00a0\u202f\u2010\u2011\u2013()-]{5,}\d/g;

/** What is fictional in one text, one phrase each ("reserved name northbeam.example"), or nothing. */
export function fictionalParts(text: string): string[] {
  const found = new Set<string>();
  const hosts = [
    ...[...text.matchAll(URL_PATTERN)].map((match) => hostOf(match[0].replace(/[.,;:!?]+$/, ''))),
    ...[...text.matchAll(DOMAIN_PATTERN)].map((match) => match[0]),
  ];
  for (const host of hosts) {
    if (host !== undefined && isReservedHost(host)) {
      found.add(`reserved name ${host.toLowerCase()}`);
    } else if (host !== undefined && isReservedIp(host)) {
      found.add(`reserved address ${host.toLowerCase()}`);
    }
  }
  for (const [address] of text.matchAll(IPV4_PATTERN)) {
    if (isReservedIp(address)) {
      found.add(`reserved address ${address}`);
    }
  }
  for (const [number] of text.matchAll(PHONE_PATTERN)) {
    if (isFictionalPhoneNumber(number)) {
      found.add(`fictional 555-01xx phone number ${number.trim()}`);
    }
  }
  return [...found];
}

/** One file's published data: a module's exports, a translation file's messages, the site configuration. */
export interface PublishedSource {
  /** The file, relative to the site: `src/data/resources.ts`. */
  file: string;
  data: unknown;
  /** The environment variable behind a field, where one sets it: `{url: 'SITE_URL'}`. */
  variables?: Record<string, string>;
}

export interface FictionalValue {
  file: string;
  /** The path to the value: `resourceGroups.northbeam-tools.links.client-portal.url`. */
  field: string;
  value: string;
  parts: string[];
}

/** A list item's name in a field path: its `id` when it has one (as in the translation keys), else its index. */
function itemName(item: unknown, index: number): string {
  const id = (item as {id?: unknown} | null)?.id;
  return typeof id === 'string' && id !== '' ? id : String(index);
}

/** Every string in a value, with its field path; functions are skipped, and each object is read once. */
function* stringsIn(value: unknown, field: string, seen: Set<object>): Generator<[string, string]> {
  if (typeof value === 'string') {
    yield [field, value];
    return;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) {
    return;
  }
  seen.add(value);
  const entries = Array.isArray(value)
    ? value.map((item, index): [string, unknown] => [itemName(item, index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    yield* stringsIn(item, field === '' ? key : `${field}.${key}`, seen);
  }
}

/** Every fictional value in the sources, by file and field. */
export function fictionalValues(sources: PublishedSource[]): FictionalValue[] {
  return sources.flatMap(({file, data}) =>
    [...stringsIn(data, '', new Set())].flatMap(([field, value]) => {
      const parts = fictionalParts(value);
      return parts.length > 0 ? [{file, field, value, parts}] : [];
    }),
  );
}

export interface PublishedData {
  /** SITE_URL as set in the environment (undefined when unset: the build uses the placeholder). */
  siteUrl: string | undefined;
  sources: PublishedSource[];
}

/** A value as quoted in a problem line: on one line, at most 100 characters. */
function quoted(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > 100 ? `${line.slice(0, 99)}…` : line;
}

/**
 * What a build must not publish, one line each, by file and field:
 * `src/data/resources.ts: resourceGroups.northbeam-tools.links.client-portal.url = https://portal.northbeam.example (reserved name portal.northbeam.example)`.
 */
export function placeholderProblems({siteUrl, sources}: PublishedData): string[] {
  const unset = siteUrl === undefined || siteUrl.trim() === '';
  const variables = new Map(sources.map((source) => [source.file, source.variables ?? {}]));
  return [
    ...(unset ? ['SITE_URL is not set (the environment variable with the public address, https://…)'] : []),
    ...fictionalValues(sources).map(({file, field, value, parts}) => {
      const variable = variables.get(file)?.[field];
      return `${file}: ${field}${variable ? ` (${variable})` : ''} = ${quoted(value)} (${parts.join('; ')})`;
    }),
  ];
}

export type AddressCheck =
  {action: 'fail'; message: string} | {action: 'allow'; message: string} | {action: 'ok'; message?: undefined};

/** The decision for this build (see the file comment). */
export function checkPublishedAddresses(env: NodeJS.ProcessEnv, published: PublishedData): AddressCheck {
  const problems = placeholderProblems(published);
  if (problems.length === 0) {
    return {action: 'ok'};
  }
  const siteUrlSet = published.siteUrl !== undefined && published.siteUrl.trim() !== '';
  const reasons = [...hostedBuildVariables(env).map((name) => `${name} set`), ...(siteUrlSet ? ['SITE_URL set'] : [])];
  const hosts = hostedBuildVariables(env);
  const testBuild =
    hosts.length === 1 && hosts[0] === 'CI' && !siteUrlSet && env[TEST_BUILD_ENV]?.trim() === TEST_BUILD_VALUE;
  const list = problems.map((problem) => `  - ${problem}`).join('\n');
  if (reasons.length > 0 && !testBuild) {
    return {
      action: 'fail',
      message:
        `This build is for publishing (${reasons.join(', ')}) and it would publish placeholders:\n${list}\n` +
        'Set SITE_URL and the other settings named above in the build environment, and the real ' +
        'addresses and numbers in the files named above (both languages), then rebuild.',
    };
  }
  const site = siteUrlSet ? published.siteUrl : 'the placeholder https://www.northbeam.example';
  return {
    action: 'allow',
    message:
      `${testBuild ? `test build (${TEST_BUILD_ENV}=${TEST_BUILD_VALUE})` : 'local build'}: site URL ${site}, ` +
      `${problems.length} placeholder${problems.length === 1 ? '' : 's'} allowed ` +
      `(a CI, hosting or SITE_URL build refuses them):\n${list}`,
  };
}
