/** What Cloudflare reads beside the pages, security.txt and the sections' 404 pages, from the build's files. */
import {createHash} from 'node:crypto';
import type {Redirect} from '../../src/data/redirects';

const EXECUTABLE_SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/** The bodies of the inline scripts a browser executes, byte for byte as the CSP hashes them. */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = ` ${match[1] ?? ''}`;
    const body = match[2] ?? '';
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!/\ssrc\s*=/i.test(attributes) && EXECUTABLE_SCRIPT_TYPES.has(typeValue) && body.length > 0) {
      scripts.push(body);
    }
  }
  return scripts;
}

/** Sorted, de-duplicated CSP hashes ('sha256-…') of every executable inline script of the pages. */
export function inlineScriptHashes(pages: readonly string[]): string[] {
  const hash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
  return [...new Set(pages.flatMap((html) => executableInlineScripts(html).map(hash)))].sort();
}

/** The origin part of a URL, rejecting anything that is not https (or http on loopback, for tests). */
export function normaliseOrigin(url: string): string {
  const parsed = new URL(url);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(loopback && parsed.protocol === 'http:')) {
    throw new Error(`An origin in the CSP must be an https origin, got ${url}`);
  }
  return parsed.origin;
}

export interface SecurityHeaderOptions {
  /** Hashes from inlineScriptHashes(). */
  scriptHashes: readonly string[];
  /** Origin of the embedded contact form, the only frame the site loads. */
  formOrigin: string;
  /** The visit-statistics collector, the one other origin pages may connect to; null when off. */
  analyticsOrigin?: string | null;
}

/** The CSP: scripts hash-only; inline styles allowed for React `style` props and the toast library. */
export function contentSecurityPolicy({scriptHashes, formOrigin, analyticsOrigin}: SecurityHeaderOptions): string {
  // No manifest-src: it would say what default-src says, and WebKit logs it as unknown.
  const directives: string[][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(analyticsOrigin ? [normaliseOrigin(analyticsOrigin)] : [])],
    ['worker-src', "'self'"],
    ['media-src', "'self'"],
    ['frame-src', normaliseOrigin(formOrigin)],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Features no page and no frame uses (the contact form asks for none of them): switched off. */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export function securityHeaders(options: SecurityHeaderOptions): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', ['fullscreen=(self)', ...DISABLED_FEATURES.map((feature) => `${feature}=()`)].join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/** Cache rules (Cloudflare joins every rule matching a path, so they never overlap). */
const CACHE_RULES = [
  ['assets', 'public, max-age=31536000, immutable'],
  ['fonts', 'public, max-age=86400'],
  ['img', 'public, max-age=86400'],
] as const;

/** `_headers`: the security headers on every path, then the cache rules of each language. */
export function renderHeadersFile(headers: readonly [string, string][], baseUrls: readonly string[]): string {
  return [
    '# Written by scripts/postbuild from the built pages (the CSP lists their inline scripts\u2019 hashes).',
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    ...baseUrls.flatMap((baseUrl) =>
      CACHE_RULES.flatMap(([folder, value]) => [`${baseUrl}${folder}/*`, `  Cache-Control: ${value}`]),
    ),
    '',
  ].join('\n');
}

/** `_redirects`: the old service addresses of every language (src/data/redirects.ts). */
export function renderRedirectsFile(redirects: readonly Redirect[]): string {
  return [
    '# Written by scripts/postbuild from src/data/redirects.ts. A rule applies before any file.',
    ...redirects.map(({from, to}) => `${from} ${to} 301`),
    '',
  ].join('\n');
}

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** security.txt (RFC 9116), valid for a year from the build. */
export function renderSecurityTxt({
  email,
  siteUrl,
  languages,
  now,
}: {
  email: string;
  siteUrl: string;
  languages: readonly string[];
  now: Date;
}): string {
  const expires = new Date(now.getTime() + 364 * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
}

/** A section's 404.html: its list page without scripts, noindex, moving on to the list at once. */
export function sectionFallbackPage(listHtml: string, listPath: string): string {
  const withoutScripts = listHtml
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<meta name="robots"[^>]*>/gi, '');
  const head = /<head[^>]*>/i.exec(withoutScripts);
  if (!head) {
    throw new Error(`The list page of ${listPath} has no <head>`);
  }
  const at = head.index + head[0].length;
  return `${withoutScripts.slice(0, at)}<meta http-equiv="refresh" content="0; url=${listPath}"><meta name="robots" content="noindex">${withoutScripts.slice(at)}`;
}
