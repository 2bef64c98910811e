/**
 * Hosting rules shared by the nginx server block (deploy/nginx) and the Netlify / Cloudflare
 * Pages files (static/_headers, static/_redirects): security headers, cache policies and
 * redirects. Pure functions, so the same values reach every host and unit tests check them.
 */
import {createHash} from 'node:crypto';
import type {Redirect} from '../../src/data/redirects';

/** Pages and other files with stable names (robots.txt, security.txt) are revalidated on every use. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

const EXECUTABLE_SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/**
 * The bodies of the inline scripts a browser executes (no `src`, a JavaScript type), exactly as
 * written in the HTML: CSP hashes cover these bytes. JSON-LD and other data blocks are not
 * executed, so CSP does not apply to them.
 */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`)) {
      continue;
    }
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (EXECUTABLE_SCRIPT_TYPES.has(typeValue) && body.length > 0) {
      scripts.push(body);
    }
  }
  return scripts;
}

/** CSP source expression of one inline script: 'sha256-<base64>'. */
export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Sorted, de-duplicated CSP hashes of every executable inline script in the given pages. */
export function inlineScriptHashes(pages: readonly string[]): string[] {
  return [...new Set(pages.flatMap((html) => executableInlineScripts(html).map(cspHash)))].sort();
}

export interface SecurityHeaderOptions {
  /** Hashes from inlineScriptHashes(). */
  scriptHashes: readonly string[];
  /** Origin of the embedded contact form (the only frame the site loads). */
  formOrigin: string;
}

/** The origin part of a URL, rejecting anything that is not https (or http on loopback). */
export function normaliseOrigin(url: string): string {
  const parsed = new URL(url);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(loopback && parsed.protocol === 'http:')) {
    throw new Error(`The form origin must be an https origin, got ${url}`);
  }
  return parsed.origin;
}

/**
 * Content-Security-Policy. `style-src 'unsafe-inline'` is needed and limited to styles:
 * components set CSS custom properties and sizes through React `style` props, which the server
 * renders as `style` attributes (the page hero's theme gradient, for example), and the toast
 * library injects its stylesheet at runtime. Hashing style attributes would need
 * 'unsafe-hashes' per value across every page and break on each copy change; scripts, the real
 * injection risk, stay hash-only with no 'unsafe-inline' and no 'unsafe-eval'.
 */
export function contentSecurityPolicy({scriptHashes, formOrigin}: SecurityHeaderOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
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

/** Features the form frame may use (the contact form can attach a photo or share a location). */
const FORM_FEATURES = ['camera', 'microphone', 'geolocation'] as const;
/** Features no page uses: switched off for the page and every frame. */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'display-capture',
  'encrypted-media',
  'gyroscope',
  'hid',
  'magnetometer',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export function permissionsPolicy(formOrigin: string): string {
  const origin = normaliseOrigin(formOrigin);
  return [
    ...FORM_FEATURES.map((feature) => `${feature}=("${origin}")`),
    'fullscreen=(self)',
    ...DISABLED_FEATURES.map((feature) => `${feature}=()`),
  ].join(', ');
}

/** Headers sent with every response, by every host. */
export function securityHeaders(options: SecurityHeaderOptions): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', permissionsPolicy(options.formOrigin)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/** A header value as an nginx string literal (double quotes, or single when the value has some). */
export function nginxQuote(value: string): string {
  if (/[\r\n]/.test(value)) {
    throw new Error(`Header value spans lines: ${value}`);
  }
  if (!value.includes('"')) {
    return `"${value}"`;
  }
  if (!value.includes("'")) {
    return `'${value}'`;
  }
  throw new Error(`Header value has both quote kinds: ${value}`);
}

/** nginx include: `add_header ... always;` lines, included in every location of the server. */
export function renderNginxSecurityHeaders(headers: readonly [string, string][]): string {
  return [
    '# Generated at build by scripts/postbuild from the built HTML (CSP script hashes).',
    ...headers.map(([name, value]) => `add_header ${name} ${nginxQuote(value)} always;`),
    '',
  ].join('\n');
}

/**
 * nginx include: one exact-match location per redirect (and its trailing-slash form). The
 * locations set no header of their own, so they inherit the server's security headers.
 */
export function renderNginxRedirects(redirects: readonly Redirect[]): string {
  return [
    '# Generated at build by scripts/postbuild from src/data/redirects.ts.',
    ...redirects.flatMap(({from, to}) => [`location = ${from} { return 301 ${to}$is_args$args; }`]),
    '',
  ].join('\n');
}

/** Netlify / Cloudflare Pages `_redirects` lines. */
export function renderRedirectsFile(redirects: readonly Redirect[]): string {
  return redirects.flatMap(({from, to}) => [`${from} ${to} 301`, `${from}/ ${to} 301`]).join('\n');
}

/** `_headers` block: the security headers for every path. */
export function renderHeadersSecurityBlock(headers: readonly [string, string][]): string {
  return ['/*', ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}

/**
 * `_headers` blocks: revalidation for each HTML page. Netlify and Cloudflare Pages join the
 * values of one header from several matching rules with commas, so the HTML rule cannot be
 * `/*` (it would also match /assets/*); it lists the pages instead.
 */
export function renderHeadersHtmlBlock(routes: readonly string[]): string {
  return routes.map((route) => `${route}\n  Cache-Control: ${REVALIDATE_CACHE_CONTROL}`).join('\n');
}

/** Fills the `@generated <name>` marker lines of a template; every marker must be filled. */
export function fillTemplate(template: string, parts: Record<string, string>): string {
  const used = new Set<string>();
  const filled = template.replace(/^[ \t]*@generated ([\w-]+)[ \t]*$/gm, (_line, name: string) => {
    const part = parts[name];
    if (part === undefined) {
      throw new Error(`No generated content for the marker "@generated ${name}"`);
    }
    used.add(name);
    return part;
  });
  const unused = Object.keys(parts).filter((name) => !used.has(name));
  if (unused.length > 0) {
    throw new Error(`Template has no marker for: ${unused.join(', ')}`);
  }
  return filled;
}

/** Where an unknown path under a content section goes: its list page. */
export interface SectionFallback {
  /** The list page, also the path prefix of the section: "/blog". */
  section: `/${string}`;
  /** Every path the build serves under `${section}/`, without the prefix: "tags/security", "rss.xml". */
  known: readonly string[];
}

/** The URL paths the build serves under each section, from the site paths of its files. */
export function sectionFallbacks(sections: readonly `/${string}`[], servedPaths: readonly string[]): SectionFallback[] {
  return sections.map((section) => ({
    section,
    known: [
      ...new Set(
        servedPaths
          .filter((served) => served.startsWith(`${section}/`))
          .map((served) => served.slice(section.length + 1)),
      ),
    ]
      .filter((rest) => rest !== '')
      .sort(),
  }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * nginx include: one regex location per section that answers every path under it which the build
 * does not serve with a temporary redirect to the list (302: a slug unknown today may be
 * published tomorrow). The section prefix matches in any case, as the client-side redirect does;
 * the known paths match exactly. The targets are fixed strings, so the Location never depends on
 * the request. The locations set no header of their own, so they inherit the security headers.
 */
export function renderNginxSectionFallbacks(fallbacks: readonly SectionFallback[]): string {
  return [
    '# Generated at build by scripts/postbuild from the files of this build.',
    ...fallbacks.map(({section, known}) => {
      const knownPattern = known.length > 0 ? `(?!(?-i:${known.map(escapeRegExp).join('|')})$)` : '';
      const pattern = `^${escapeRegExp(section)}/${knownPattern}`;
      if (/["\s;{}]/.test(pattern)) {
        throw new Error(`Cannot write an nginx location for ${section}: ${pattern}`);
      }
      return `location ~* "${pattern}" { return 302 ${section}; }`;
    }),
    '',
  ].join('\n');
}

/**
 * `_redirects` lines for the same rule. Cloudflare Pages applies a matching rule even where a
 * file exists, so every known path first rewrites to itself (200); Netlify serves existing files
 * before any rule and so ignores those lines. Rules apply top to bottom, the first match wins.
 */
export function renderRedirectsSectionFallbacks(fallbacks: readonly SectionFallback[]): string {
  return fallbacks
    .flatMap(({section, known}) => [
      ...known.map((rest) => `${section}/${rest} ${section}/${rest} 200`),
      `${section}/* ${section} 302`,
    ])
    .join('\n');
}

/** What security.txt says; see RFC 9116. */
export interface SecurityTxtOptions {
  /** Address that receives vulnerability reports. */
  email: string;
  /** Site origin without a trailing slash. */
  siteUrl: string;
  /** Languages the reports may be written in (BCP 47 tags). */
  languages: readonly string[];
  /** Build time; the file expires a little under a year later, as RFC 9116 recommends. */
  now: Date;
}

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
const SECURITY_TXT_LIFETIME_DAYS = 364;

export function renderSecurityTxt({email, siteUrl, languages, now}: SecurityTxtOptions): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
}

/** The status codes nginx answers with its own error pages, and what each says to a visitor. */
export const ERROR_PAGES = {
  400: ['Bad request', 'The server could not read this request.'],
  405: ['Method not allowed', 'This site only answers GET and HEAD requests.'],
  413: ['Request too large', 'This site does not accept uploads.'],
  414: ['Address too long', 'The address of this request is too long.'],
} as const satisfies Record<number, readonly [title: string, message: string]>;

/** A minimal error page: no scripts, no server name, a link home. */
export function renderErrorPage(status: keyof typeof ERROR_PAGES, siteName: string): string {
  const [title, message] = ERROR_PAGES[status];
  return [
    '<!doctype html>',
    '<html lang="en-CA">',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${status} ${title} | ${siteName}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;line-height:1.5;color:#1a1a2e}a{color:#0b5cad}</style>',
    `<h1>${title}</h1>`,
    `<p>${message}</p>`,
    `<p><a href="/">Go to the ${siteName} home page</a></p>`,
    '',
  ].join('\n');
}

/**
 * nginx include: the pages of the other locales (base URLs such as `/fr/`), each answering
 * unknown paths with its own not-found page. A locale's home is its base URL with the slash
 * (`/fr/`), as its canonical link says; `/fr` moves there.
 */
export function renderNginxLocales(baseUrls: readonly string[]): string {
  const security = 'include /srv/northbeam/build/_nginx/security-headers.conf;';
  return [
    '# Generated at build by scripts/postbuild from the locales of docusaurus.config.ts.',
    ...baseUrls.flatMap((baseUrl) => {
      if (!/^\/[a-z-]+\/$/.test(baseUrl)) {
        throw new Error(`Cannot write nginx locations for the base URL ${baseUrl}`);
      }
      const bare = baseUrl.slice(0, -1);
      return [
        `location = ${bare} { return 301 ${baseUrl}; }`,
        `location ^~ ${baseUrl}assets/ { ${security} add_header Cache-Control "public, max-age=31536000, immutable" always; try_files $uri =404; }`,
        ...['fonts', 'img'].map(
          (folder) =>
            `location ^~ ${baseUrl}${folder}/ { ${security} add_header Cache-Control "public, max-age=86400" always; try_files $uri =404; }`,
        ),
        `location = ${baseUrl}404 { error_page 404 ${baseUrl}404.html; return 404; }`,
        `location = ${baseUrl}404.html { internal; ${security} add_header Cache-Control "no-cache" always; }`,
        `location ${baseUrl} { error_page 404 ${baseUrl}404.html; ${security} add_header Cache-Control "no-cache" always; try_files $uri $uri.html $uri/index.html =404; }`,
      ];
    }),
    '',
  ].join('\n');
}

/**
 * `_redirects` lines that answer unknown paths of the other locales with their own not-found
 * page (Netlify; Cloudflare Pages finds the nearest 404.html by itself). Last in the file: a
 * path that exists is served before any rule.
 */
export function renderRedirectsLocaleNotFound(baseUrls: readonly string[]): string {
  return baseUrls.map((baseUrl) => `${baseUrl}* ${baseUrl}404.html 404`).join('\n');
}
