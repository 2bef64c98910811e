/**
 * The files of /admin/ besides Decap CMS itself: the page (the editor when it is configured, else
 * a short page saying how to turn it on) and the preview stylesheet, built from the site's own
 * font face and brand colours in src/css/custom.css.
 */
export const EDITOR_PATH = '/admin/';

/**
 * The site's own scripts of /admin/, run in this order after Decap CMS: the schema's rules that
 * Decap's checks miss, then the preview templates.
 */
export const EDITOR_SCRIPTS = ['schemaRules.js', 'preview.js'] as const;

const head = (title: string) => [
  '<!doctype html>',
  '<html lang="en-CA">',
  '<head>',
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="robots" content="noindex, nofollow">',
  `<title>${title}</title>`,
  '<link rel="icon" href="/img/favicon-light.svg" type="image/svg+xml">',
];

/** The editor: Decap CMS and the site's preview registrations, no inline script. */
export function renderEditorPage(siteName: string): string {
  return [
    ...head(`Editor | ${siteName}`),
    `<link rel="cms-config-url" type="text/yaml" href="${EDITOR_PATH}config.yml">`,
    `<script src="${EDITOR_PATH}decap-cms.js" defer></script>`,
    ...EDITOR_SCRIPTS.map((name) => `<script src="${EDITOR_PATH}${name}" defer></script>`),
    '</head>',
    '<body>',
    '<noscript><p>The editor needs JavaScript. Turn it on for this site and reload the page.</p></noscript>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The page /admin/ shows while the editor is off: what it is and how to turn it on. */
export function renderEditorOffPage(siteName: string): string {
  return [
    ...head(`Editor not set up | ${siteName}`),
    '<style>',
    "@font-face{font-family:'Inter';font-weight:400 800;font-display:swap;src:url('/fonts/inter-latin-variable.woff2') format('woff2')}",
    "body{margin:0;font-family:'Inter',system-ui,sans-serif;line-height:1.6;color:#1a1f2e;background:#fafbfd}",
    'header{background:#370065;color:#fff;padding:1rem 1.5rem}header a{color:#fff;font-weight:700;text-decoration:none}',
    'main{max-width:40rem;margin:3rem auto;padding:0 1.5rem}h1{line-height:1.2}code{background:#ede7f6;padding:0 .25rem;border-radius:.25rem;overflow-wrap:anywhere}',
    'a{color:#6c3fa6}a:focus-visible{outline:3px solid #370065;outline-offset:2px}',
    '</style>',
    '</head>',
    '<body>',
    `<header><a href="/">${siteName}</a></header>`,
    '<main>',
    '<h1>The writers’ editor is not set up</h1>',
    '<p>This page becomes the editor for blog posts and case studies, in English and French, once the site is built with a git host to save them to.</p>',
    '<p>To turn it on, set <code>EDITOR_BACKEND</code> (<code>github</code> or <code>gitlab</code>), <code>EDITOR_REPO</code> (<code>owner/name</code>) and, for GitHub, <code>EDITOR_AUTH_URL</code> (the sign-in service) in the build settings, then build and deploy again. The other settings and the writer’s guide are in <code>docs/content.md</code> of the repository.</p>',
    '<p><a href="/">Back to the home page</a></p>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The Inter font face and the `--brand-*` tokens of the site's stylesheet. */
export function brandStyleParts(customCss: string): {fontFace: string; tokens: string[]} {
  const fontFace = /@font-face\s*\{[^}]*font-family:\s*'Inter';[^}]*\}/.exec(customCss)?.[0];
  const root = /:root\s*\{([^}]*)\}/.exec(customCss)?.[1];
  const tokens = root?.match(/--brand-[\w-]+:[^;]+;/g) ?? [];
  if (!fontFace || tokens.length === 0) {
    throw new Error('src/css/custom.css has no Inter @font-face or no --brand-* tokens in :root');
  }
  return {fontFace: fontFace.replace('/* webpackIgnore: true */ ', '').replace('optional', 'swap'), tokens};
}

/** The stylesheet of the editor's preview pane: the site's font, colours and article layout. */
export function renderPreviewStylesheet(customCss: string): string {
  const {fontFace, tokens} = brandStyleParts(customCss);
  return [
    '/* Generated at build by scripts/postbuild/editor from src/css/custom.css. */',
    fontFace,
    `:root{${tokens.join('')}}`,
    "body{margin:0;font-family:'Inter',system-ui,sans-serif;font-size:1rem;line-height:1.6;color:var(--brand-foreground);background:var(--brand-background)}",
    '.nb-hero{background:var(--brand-primary);color:var(--brand-on-dark);padding:2.5rem 1.5rem}',
    '.nb-hero h1{color:#fff;font-size:clamp(2rem,1.4rem + 2.4vw,3rem);line-height:1.15;margin:.5rem 0 1rem}',
    '.nb-eyebrow{display:inline-block;background:var(--brand-tint);color:var(--brand-primary);border-radius:999px;padding:.1rem .75rem;font-size:.85rem;font-weight:600}',
    '.nb-meta{font-size:.9rem;opacity:.9}',
    '.nb-article{max-width:46rem;margin:0 auto;padding:2rem 1.5rem}',
    '.nb-article img{max-width:100%;height:auto;border-radius:var(--brand-radius)}',
    '.nb-article h2{font-size:1.6rem;line-height:1.25;margin:2rem 0 .75rem}',
    '.nb-article a{color:var(--brand-accent)}',
    '.nb-card{background:#fff;border:1px solid var(--brand-border);border-radius:var(--brand-radius);box-shadow:var(--brand-shadow);padding:1rem 1.25rem;margin:1rem 0}',
    '.nb-metric strong{display:block;font-size:2rem;color:var(--brand-primary)}',
    '',
  ].join('\n');
}
