/**
 * Hosting rules shared by the nginx server block (deploy/nginx) and the Netlify / Cloudflare
 * Pages files (static/_headers, static/_redirects): security headers, cache policies and
 * redirects. Pure functions, so the same values reach every host and unit tests check them.
 */
import {createHash} from 'node:crypto';
import type {Redirect} from '../../src/data/redirects';
import {localizedSections, type SECTIONS} from '../../src/lib/sectionRedirects';
import {NON_CANONICAL_PATH_PATTERN} from '../lib/staticHost.mjs';
import {cspReportDirectives, reportingEndpointsHeader} from './cspReporting';

/**
 * Where deploy/nginx/northbeam.conf expects the generated nginx folder: beside the build, never
 * inside it, because Netlify and Cloudflare Pages publish every file of the build folder.
 */
export const SHIPPED_NGINX_DIR = '/srv/northbeam/build-nginx';

/**
 * nginx's client timeouts, in seconds: the one source of these values (rendered into
 * build-nginx/timeouts.conf, which every server block of deploy/nginx includes, the default server
 * too, because nginx reads a request header under the listen socket's default server). A client
 * that sends its header, its body or reads the answer slower than this is dropped, so slow
 * connections cannot pile up (nginx's defaults are 60 s for each, and 75 s of keep-alive).
 */
export const NGINX_TIMEOUT_SECONDS = {clientHeader: 10, clientBody: 10, send: 10, keepalive: 15} as const;

/** nginx include: the client timeouts, for every server block. */
export function renderNginxTimeouts(timeouts: typeof NGINX_TIMEOUT_SECONDS = NGINX_TIMEOUT_SECONDS): string {
  return [
    '# Generated at build by scripts/postbuild (NGINX_TIMEOUT_SECONDS in scripts/postbuild/hosting.ts).',
    `client_header_timeout ${timeouts.clientHeader}s;`,
    `client_body_timeout ${timeouts.clientBody}s;`,
    `send_timeout ${timeouts.send}s;`,
    `keepalive_timeout ${timeouts.keepalive}s;`,
    '',
  ].join('\n');
}

/** Pages and other files with stable names (robots.txt, security.txt) are revalidated on every use. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/**
 * The cache policies, the one source for every host: hashed bundles (`/assets/`) never change
 * under one name; fonts and images (`/fonts/`, `/img/`) keep their names from build to build, so
 * a day; pages and other stable names are revalidated on every use.
 */
export const CACHE_CONTROL = {
  assets: 'public, max-age=31536000, immutable',
  static: 'public, max-age=86400',
  pages: REVALIDATE_CACHE_CONTROL,
} as const;

/** The path patterns of each cache policy except pages, under a locale's base URL. */
export const CACHED_FOLDERS = {assets: ['assets'], static: ['fonts', 'img']} as const;

/**
 * nginx include for a location with a cache policy: the security headers again (nginx drops
 * inherited add_header lines in a location that has any) and the Cache-Control of the policy.
 */
export function renderNginxCache(kind: keyof typeof CACHE_CONTROL): string {
  return [
    '# Generated at build by scripts/postbuild (CACHE_CONTROL in scripts/postbuild/hosting.ts).',
    `include ${SHIPPED_NGINX_DIR}/security-headers.conf;`,
    `add_header Cache-Control ${nginxQuote(CACHE_CONTROL[kind])} always;`,
    '',
  ].join('\n');
}

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
  /**
   * The analytics collector's origin (customFields.analytics.endpoint), the one other origin the
   * pages may connect to; null or absent when analytics is off.
   */
  analyticsOrigin?: string | null;
  /** Where browsers report what the policy blocked (CSP_REPORT_URL, cspReporting.ts); absent: no reports. */
  reportUrl?: string;
}

/** The origin part of a URL, rejecting anything that is not https (or http on loopback). */
export function normaliseOrigin(url: string): string {
  const parsed = new URL(url);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(loopback && parsed.protocol === 'http:')) {
    throw new Error(`An origin in the CSP must be an https origin, got ${url}`);
  }
  return parsed.origin;
}

/** Directives every policy of the site shares, the editor's too: nothing frames a page, no plugin, no other base or form target. */
const LOCKED_DIRECTIVES: [string, ...string[]][] = [
  ['frame-ancestors', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['object-src', "'none'"],
];

/**
 * Content-Security-Policy. `style-src 'unsafe-inline'` is needed and limited to styles:
 * components set CSS custom properties and sizes through React `style` props, which the server
 * renders as `style` attributes (the page hero's theme gradient, for example), and the toast
 * library injects its stylesheet at runtime. Hashing style attributes would need
 * 'unsafe-hashes' per value across every page and break on each copy change; scripts, the real
 * injection risk, stay hash-only with no 'unsafe-inline' and no 'unsafe-eval'.
 */
export function contentSecurityPolicy({
  scriptHashes,
  formOrigin,
  analyticsOrigin,
  reportUrl,
}: SecurityHeaderOptions): string {
  // The web manifest falls back to default-src: a manifest-src directive would say the same, and
  // WebKit logs it as an unrecognised directive (a console error) on every page.
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(analyticsOrigin ? [normaliseOrigin(analyticsOrigin)] : [])],
    ['worker-src', "'self'"],
    ['media-src', "'self'"],
    ['frame-src', normaliseOrigin(formOrigin)],
    ...LOCKED_DIRECTIVES,
    ...cspReportDirectives(reportUrl),
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
    ...reportingEndpointsHeader(options.reportUrl),
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

/**
 * The static host the build is for: Netlify sets `NETLIFY` in its builds, Cloudflare Pages
 * `CF_PAGES`. The two read the same `_redirects` syntax but not the same statuses: Netlify needs
 * `301!` to redirect a path where a file exists (the service redirect pages), and a `404` rule for
 * the French not-found page; Cloudflare Pages accepts only 200, 301, 302, 303, 307 and 308 (no
 * `!`), applies its rules where files exist, and finds the nearest 404.html by itself. Any other
 * build writes the Cloudflare form, which Netlify also accepts.
 */
export type HostPlatform = 'netlify' | 'cloudflare';

export function hostPlatform(env: Record<string, string | undefined>): HostPlatform {
  return env.NETLIFY ? 'netlify' : 'cloudflare';
}

/** Netlify / Cloudflare Pages `_redirects` lines of the service redirects (forced on Netlify). */
export function renderRedirectsFile(redirects: readonly Redirect[], platform: HostPlatform = 'cloudflare'): string {
  const status = platform === 'netlify' ? '301!' : '301';
  return redirects.flatMap(({from, to}) => [`${from} ${to} ${status}`, `${from}/ ${to} ${status}`]).join('\n');
}

/** `_headers` block: the security headers for every path. */
export function renderHeadersSecurityBlock(headers: readonly [string, string][]): string {
  return ['/*', ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}

/**
 * `_headers` blocks: the cache policy of every path, per locale. Netlify and Cloudflare Pages join
 * the values of one header from several matching rules with commas, so no two cache rules may
 * match one path: the revalidation of pages cannot be `/*` (it would also match /assets/*).
 * Instead each locale gets its cached folders (`/assets/*`, `/fonts/*`, `/img/*`), its home, its
 * top-level names (`/:page`, one path segment: /about, /robots.txt) and one wildcard per other
 * top-level folder of the build (`/blog/*`, ...): a few rules, whatever the number of pages
 * (Cloudflare Pages reads at most 100).
 *
 * `locales` lists each locale's base URL with the names of its top-level folders in the build.
 */
export function renderHeadersCacheBlock(locales: readonly {baseUrl: string; folders: readonly string[]}[]): string {
  const otherBases = new Set(locales.map((locale) => locale.baseUrl.split('/').filter(Boolean)[0]).filter(Boolean));
  const rule = (pattern: string, kind: keyof typeof CACHE_CONTROL) =>
    `${pattern}\n  Cache-Control: ${CACHE_CONTROL[kind]}`;
  return locales
    .flatMap(({baseUrl, folders}) => {
      const cached = new Set<string>([...CACHED_FOLDERS.assets, ...CACHED_FOLDERS.static]);
      return [
        ...CACHED_FOLDERS.assets.map((folder) => rule(`${baseUrl}${folder}/*`, 'assets')),
        ...CACHED_FOLDERS.static.map((folder) => rule(`${baseUrl}${folder}/*`, 'static')),
        rule(baseUrl, 'pages'),
        rule(`${baseUrl}:page`, 'pages'),
        ...[...folders]
          .filter((folder) => !cached.has(folder) && !(baseUrl === '/' && otherBases.has(folder)))
          .sort()
          .map((folder) => rule(`${baseUrl}${folder}/*`, 'pages')),
      ];
    })
    .join('\n');
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A content section and the base URL of its language: `/fr/blog` under `/fr/`. */
export interface LocaleSection {
  section: `/${string}`;
  baseUrl: string;
}

/**
 * nginx include: per section, a regex location that serves the files of the build as the
 * language's pages are served (`try_files`, the language's error pages and page cache policy)
 * and answers every other path under the section with a temporary redirect to the list (302: a
 * slug unknown today may be published tomorrow). Two locations per section whatever the number
 * of posts: nginx reads a parameter of at most 4,095 bytes, which a list of every post outgrows.
 * The section prefix matches in any case, as the client-side redirect does; the files match as
 * the file system does. The targets are fixed strings, so the Location never depends on the
 * request. The redirect sets no header of its own, so it inherits the security headers.
 */
export function renderNginxSectionFallbacks(sections: readonly LocaleSection[]): string {
  return [
    '# Generated at build by scripts/postbuild from the sections of every locale.',
    ...sections.flatMap(({section, baseUrl}) => {
      if (!/^(\/[a-z-]+)+$/.test(section)) {
        throw new Error(`Cannot write an nginx location for the section ${section}`);
      }
      const fallback = `@fallback${section.replaceAll('/', '-')}`;
      return [
        `location ~* "^${escapeRegExp(section)}/" { ${nginxErrorPages(baseUrl)} include ${SHIPPED_NGINX_DIR}/cache-pages.conf; try_files $uri $uri.html $uri/index.html ${fallback}; }`,
        `location ${fallback} { return 302 ${section}; }`,
      ];
    }),
    '',
  ].join('\n');
}

/**
 * `_redirects` lines for the same rule. Netlify serves an existing file before any rule that is
 * not forced, so one wildcard per section is the whole rule there. Cloudflare Pages applies a
 * matching rule even where a file exists, so its form has no section rule: an unknown path there
 * gets the nearest 404.html up its folders, and each section has its own (renderSectionNotFoundPage),
 * which moves on to the list. Both forms are the same size whatever the number of posts.
 */
export function renderRedirectsSectionFallbacks(
  sections: readonly `/${string}`[],
  platform: HostPlatform = 'cloudflare',
): string {
  return platform === 'cloudflare'
    ? `# Cloudflare Pages answers unknown paths under ${sections.join(', ')} with the section's own 404.html.`
    : sections.map((section) => `${section}/* ${section} 302`).join('\n');
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

/** The status codes nginx answers with its own error pages. */
export const ERROR_STATUSES = [400, 405, 413, 414, 429] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

interface ErrorPageTexts {
  /** Title and message of each page. */
  pages: Record<ErrorStatus, readonly [title: string, message: string]>;
  /** The text of the link to the language's home page. */
  homeLink: (siteName: string) => string;
  /** A section's own not-found page, which moves on to the section's list at once. */
  sectionNotFound: {title: string; message: string; listLinks: Record<(typeof SECTIONS)[number], string>};
}

/** What each error page says to a visitor, in each language of the site (by `htmlLang`). */
export const ERROR_PAGES: Record<string, ErrorPageTexts> = {
  'en-CA': {
    pages: {
      400: ['Bad request', 'The server could not read this request.'],
      405: ['Method not allowed', 'This site only answers GET and HEAD requests.'],
      413: ['Request too large', 'This site does not accept uploads.'],
      414: ['Address too long', 'The address of this request is too long.'],
      429: ['Too many requests', 'Your address sent too many requests at once. Wait a few seconds, then try again.'],
    },
    homeLink: (siteName) => `Go to the ${siteName} home page`,
    sectionNotFound: {
      title: 'Page not found',
      message: 'Nothing is published at this address, so the list opens instead.',
      listLinks: {'/blog': 'Go to the blog', '/case-studies': 'Go to the case studies'},
    },
  },
  'fr-CA': {
    pages: {
      400: ['Requête invalide', 'Le serveur n’a pas pu lire cette requête.'],
      405: ['Méthode non autorisée', 'Ce site ne répond qu’aux requêtes GET et HEAD.'],
      413: ['Requête trop volumineuse', 'Ce site n’accepte pas de téléversement.'],
      414: ['Adresse trop longue', 'L’adresse de cette requête est trop longue.'],
      429: [
        'Trop de requêtes',
        'Votre adresse a envoyé trop de requêtes à la fois. Patientez quelques secondes, puis réessayez.',
      ],
    },
    homeLink: (siteName) => `Aller à la page d’accueil de ${siteName}`,
    sectionNotFound: {
      title: 'Page introuvable',
      message: 'Rien n’est publié à cette adresse\u00a0: la liste s’ouvre à la place.',
      listLinks: {'/blog': 'Aller au blogue', '/case-studies': 'Aller aux études de cas'},
    },
  },
};

/** The texts of the error pages in a language; the build fails for a language without them. */
export function errorPageTexts(htmlLang: string): ErrorPageTexts {
  const texts = ERROR_PAGES[htmlLang];
  if (!texts) {
    throw new Error(
      `No nginx error page texts for ${htmlLang}: add them to ERROR_PAGES in scripts/postbuild/hosting.ts`,
    );
  }
  return texts;
}

/**
 * The internal URI of an error page: `/_nginx/errors/405.html` for the default language,
 * `/_nginx/errors/fr/405.html` for the site under `/fr/` (deploy/nginx maps `/_nginx/errors/`
 * to the folder beside the build).
 */
export function errorPageUri(status: ErrorStatus, baseUrl = '/'): string {
  return `/_nginx/errors${baseUrl}${status}.html`;
}

/** A minimal page of the host's own: no scripts, no server name, one heading, a message and a link. */
function renderPlainPage({
  htmlLang,
  title,
  heading,
  message,
  link,
  refreshTo,
}: {
  htmlLang: string;
  title: string;
  heading: string;
  message: string;
  link: {href: string; text: string};
  /** Moves on to this path at once (a meta refresh: it works without JavaScript). */
  refreshTo?: string;
}): string {
  return [
    '<!doctype html>',
    `<html lang="${htmlLang}">`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    ...(refreshTo ? [`<meta http-equiv="refresh" content="0; url=${refreshTo}">`] : []),
    `<title>${title}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;line-height:1.5;color:#1a1a2e}a{color:#0b5cad}</style>',
    `<h1>${heading}</h1>`,
    `<p>${message}</p>`,
    `<p><a href="${link.href}">${link.text}</a></p>`,
    '',
  ].join('\n');
}

/** A minimal error page: no scripts, no server name, a link to the language's home. */
export function renderErrorPage(
  status: ErrorStatus,
  siteName: string,
  {htmlLang = 'en-CA', baseUrl = '/'}: {htmlLang?: string; baseUrl?: string} = {},
): string {
  const texts = errorPageTexts(htmlLang);
  const [title, message] = texts.pages[status];
  return renderPlainPage({
    htmlLang,
    title: `${status} ${title} | ${siteName}`,
    heading: title,
    message,
    link: {href: baseUrl, text: texts.homeLink(siteName)},
  });
}

/**
 * The not-found page of one content section (`blog/404.html`, `fr/case-studies/404.html`), for
 * hosts that answer an unknown path with the nearest 404.html up its folders (Cloudflare Pages):
 * it moves on to the section's list at once, with or without JavaScript, as the other hosts'
 * redirect does, and keeps the status 404 for crawlers.
 */
export function renderSectionNotFoundPage(
  {section, htmlLang, baseUrl}: {section: (typeof SECTIONS)[number]; htmlLang: string; baseUrl: string},
  siteName: string,
): string {
  const texts = errorPageTexts(htmlLang).sectionNotFound;
  const list = localizedSections(baseUrl, [section])[0]!;
  return renderPlainPage({
    htmlLang,
    title: `${texts.title} | ${siteName}`,
    heading: texts.title,
    message: texts.message,
    link: {href: list, text: texts.listLinks[section]},
    refreshTo: list,
  });
}

/**
 * `error_page` lines of a locale: its not-found page and its own error pages. nginx does not
 * inherit `error_page` into a location that sets any, so each location of a locale repeats them.
 */
function nginxErrorPages(baseUrl: string): string {
  return [
    `error_page 404 ${baseUrl}404.html;`,
    ...ERROR_STATUSES.map((status) => `error_page ${status} ${errorPageUri(status, baseUrl)};`),
  ].join(' ');
}

/**
 * nginx include: the pages of the other locales (base URLs such as `/fr/`), each answering
 * unknown paths, missing files and bad requests with its own pages (not-found page, 405 with
 * `Allow`, 413, ...). A locale's home is its base URL with the slash (`/fr/`), as its canonical
 * link says; `/fr` moves there.
 */
export function renderNginxLocales(baseUrls: readonly string[]): string {
  const security = `include ${SHIPPED_NGINX_DIR}/security-headers.conf;`;
  const cache = (kind: keyof typeof CACHE_CONTROL) => `include ${SHIPPED_NGINX_DIR}/cache-${kind}.conf;`;
  const errorsFolder = `${SHIPPED_NGINX_DIR}/errors`;
  return [
    '# Generated at build by scripts/postbuild from the locales of docusaurus.config.ts.',
    ...baseUrls.flatMap((baseUrl) => {
      if (!/^\/[a-z-]+\/$/.test(baseUrl)) {
        throw new Error(`Cannot write nginx locations for the base URL ${baseUrl}`);
      }
      const bare = baseUrl.slice(0, -1);
      const errors = nginxErrorPages(baseUrl);
      return [
        `location = ${bare} { return 301 ${baseUrl}; }`,
        `location ^~ ${baseUrl}assets/ { ${errors} ${cache('assets')} try_files $uri =404; }`,
        ...['fonts', 'img'].map(
          (folder) => `location ^~ ${baseUrl}${folder}/ { ${errors} ${cache('static')} try_files $uri =404; }`,
        ),
        `location = ${baseUrl}404 { error_page 404 ${baseUrl}404.html; return 404; }`,
        `location = ${baseUrl}404.html { internal; ${cache('pages')} }`,
        `location ^~ /_nginx/errors${baseUrl} { internal; alias ${errorsFolder}${baseUrl}; ${security} add_header Cache-Control "no-store" always; }`,
        `location = ${errorPageUri(405, baseUrl)} { internal; alias ${errorsFolder}${baseUrl}405.html; ${security} add_header Cache-Control "no-store" always; add_header Allow "GET, HEAD" always; }`,
        `location ${baseUrl} { ${errors} ${cache('pages')} try_files $uri $uri.html $uri/index.html =404; }`,
      ];
    }),
    '',
  ].join('\n');
}

/**
 * `_redirects` lines that answer unknown paths of the other locales with their own not-found
 * page: Netlify only. Cloudflare Pages finds the nearest 404.html by itself and rejects a 404
 * rule, so its file says so in a comment. Last in the file: a path that exists is served before
 * any rule.
 */
export function renderRedirectsLocaleNotFound(
  baseUrls: readonly string[],
  platform: HostPlatform = 'cloudflare',
): string {
  if (platform === 'cloudflare') {
    return `# Cloudflare Pages answers unknown paths under ${baseUrls.join(', ')} with the nearest 404.html by itself.`;
  }
  return baseUrls.map((baseUrl) => `${baseUrl}* ${baseUrl}404.html 404`).join('\n');
}

/**
 * The one address of every page, whatever case it is asked for in: each page's lower-case route
 * with its canonical path (a language's home keeps its slash: `/fr` → `/fr/`). Two pages whose
 * routes differ only in case would have no one address, so they fail the build.
 */
export function canonicalPages(routes: readonly string[], baseUrls: readonly string[]): Map<string, string> {
  const pages = new Map<string, string>();
  for (const route of routes) {
    const canonical = baseUrls.includes(`${route}/`) ? `${route}/` : route;
    const key = route.toLowerCase();
    const other = pages.get(key);
    if (other !== undefined && other !== canonical) {
      throw new Error(`The pages ${other} and ${canonical} differ only in case: give one of them another address`);
    }
    pages.set(key, canonical);
  }
  return pages;
}

/**
 * nginx include at http level (deploy/nginx includes it before the server blocks): the maps the
 * server's canonical-address rules read.
 * - `$northbeam_not_canonical` is 1 for a request path that is not in the one form the site
 *   serves (NON_CANONICAL_PATH_PATTERN, shared with scripts/serve.mjs), and 0 on the error pages
 *   nginx moves to internally, which keep the original request line (volatile: a map's value is
 *   otherwise kept for the whole request, and the not-found page would answer 404 itself).
 * - `$northbeam_page_case` is a page's canonical path when the path names it in another case
 *   (`/About`, `/FR/Contact/`), else empty. Its values are fixed paths of this build, so the
 *   Location never depends on the request.
 */
export function renderNginxCanonicalMaps(pages: ReadonlyMap<string, string>, errorPages: readonly string[]): string {
  const caseRules = [...pages.values()]
    .filter((canonical) => canonical !== '/')
    .map((canonical) => {
      const route = canonical.replace(/\/$/, '');
      if (!/^[\w\-./]+$/.test(route)) {
        throw new Error(`Cannot write an nginx case rule for the page ${canonical}`);
      }
      return `    "~^(?!${escapeRegExp(canonical)}$)(?i)${escapeRegExp(route)}(?:/|\\.html|/index\\.html)?$" ${canonical};`;
    });
  return [
    '# Generated at build by scripts/postbuild (canonical addresses, scripts/postbuild/hosting.ts).',
    'map $request_uri $northbeam_request_not_canonical {',
    '    default 0;',
    `    "~*${NON_CANONICAL_PATH_PATTERN}" 1;`,
    '}',
    'map $uri $northbeam_not_canonical {',
    // Evaluated again after nginx moves internally to the not-found page, which is exempt.
    '    volatile;',
    '    default $northbeam_request_not_canonical;',
    ...errorPages.map((page) => `    ${page} 0;`),
    '    "~^/_nginx/errors/" 0;',
    '}',
    'map $uri $northbeam_page_case {',
    '    default "";',
    '    "~^[^A-Z]*$" "";',
    ...caseRules,
    '}',
    '',
  ].join('\n');
}

/**
 * nginx include for the site's server block, before every other rule: a path that is not in
 * the one form is not found (never served, never redirected: its Location would echo it), and a
 * page asked for in another case moves to its address, query kept.
 */
export function renderNginxCanonicalRules(): string {
  return [
    '# Generated at build by scripts/postbuild (canonical addresses, scripts/postbuild/hosting.ts).',
    'if ($northbeam_not_canonical) { return 404; }',
    // The 404 above re-enters these server rules for its error page with the same request line:
    // stop here, or the rules below that read $request_uri (/path/ -> /path) would answer it.
    'if ($northbeam_request_not_canonical) { break; }',
    'if ($northbeam_page_case) { return 301 $northbeam_page_case$is_args$args; }',
    '',
  ].join('\n');
}

/** What the writers' editor at /admin/ connects to and shows images from (scripts/postbuild/editor). */
export interface EditorHostOptions {
  /** The git host's API (and, on GitLab, sign-in) origins, and a local backend's in tests. */
  connect: readonly string[];
  /** Origins of avatars and repository files the editor shows. */
  images: readonly string[];
  /** The site's CSP report collector (CSP_REPORT_URL), which hears of /admin/ too; absent: no reports. */
  reportUrl?: string;
}

/**
 * The CSP of /admin/ alone, when the editor is on. Decap CMS compiles its configuration schema
 * with `new Function` (ajv), so 'unsafe-eval', and decodes images with WebAssembly; it shows
 * uploads from `blob:` URLs and talks to the git host. No inline script (still hash-free), no
 * other frame than its own preview, and it cannot be framed.
 */
export function editorContentSecurityPolicy({connect, images, reportUrl}: EditorHostOptions): string {
  const origins = (list: readonly string[]) => list.map(normaliseOrigin);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...origins(images)],
    ['font-src', "'self'"],
    ['connect-src', "'self'", 'blob:', ...origins(connect)],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'"],
    ...LOCKED_DIRECTIVES,
    ...cspReportDirectives(reportUrl),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * The headers of /admin/ with the editor on: the site's, with the editor's CSP, and an opener
 * policy that lets the git host's sign-in window report back to the page that opened it.
 */
export function editorSecurityHeaders(
  siteHeaders: readonly [string, string][],
  editor: EditorHostOptions,
): [name: string, value: string][] {
  const replaced: Record<string, string> = {
    'Content-Security-Policy': editorContentSecurityPolicy(editor),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  return siteHeaders.map(([name, value]) => [name, replaced[name] ?? value]);
}

/** The paths of /admin/ in `_headers` (a `/admin/*` rule does not match `/admin` itself). */
const EDITOR_HEADER_PATHS = ['/admin', '/admin/*'] as const;

/**
 * `_headers` rules of /admin/: the headers the editor changes, each first detached from the `/*`
 * rule (`! Name`, Cloudflare Pages), so the two values are not joined; hosts that read the last
 * matching rule (Netlify) take the editor's. Empty while the editor is off.
 */
export function renderHeadersEditorBlock(
  siteHeaders: readonly [string, string][],
  editorHeaders: readonly [string, string][] | null,
): string {
  if (!editorHeaders) {
    return '# The writers’ editor is off: /admin/ has the headers of every page.';
  }
  const site = new Map(siteHeaders);
  const changed = editorHeaders.filter(([name, value]) => site.get(name) !== value);
  return EDITOR_HEADER_PATHS.map((pattern) =>
    [pattern, ...changed.flatMap(([name, value]) => [`  ! ${name}`, `  ${name}: ${value}`])].join('\n'),
  ).join('\n');
}

/**
 * nginx include: /admin/ with its own headers (an `add_header` in a location replaces the
 * server's), a comment only while the editor is off.
 */
export function renderNginxEditor(editorHeadersFile: string | null): string {
  if (!editorHeadersFile) {
    return '# Generated at build by scripts/postbuild: the writers’ editor is off, /admin/ has the headers of every page.\n';
  }
  const headers = `include ${editorHeadersFile}; add_header Cache-Control ${nginxQuote(CACHE_CONTROL.pages)} always;`;
  return [
    '# Generated at build by scripts/postbuild: the writers’ editor at /admin/, with its own CSP.',
    `location = /admin { ${headers} try_files /admin/index.html =404; }`,
    `location ^~ /admin/ { ${headers} try_files $uri =404; }`,
    '',
  ].join('\n');
}
