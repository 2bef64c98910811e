import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  blogPostFrontMatterSchema,
  caseStudyFrontMatterSchema,
  validateCollectionFrontMatter,
} from '@site/plugins/content-collections/schema';
import {editorFieldsOf, NOT_BLANK, type EditorField} from '@site/plugins/content-collections/editorFields';
import {blogPostFieldTexts, caseStudyFieldTexts} from '@site/src/data/editorFields';
import {serviceIds} from '@site/plugins/service-pages/ids';
import {collectionFields, editorConfig, EDITOR_COLLECTIONS} from '@site/scripts/postbuild/editor/config';
import {authorKeys, decapBrowserFiles} from '@site/scripts/postbuild/editor';
import {brandStyleParts, renderEditorOffPage, renderEditorPage} from '@site/scripts/postbuild/editor/page';
import {editorOrigins, editorSettingsFromEnv, type EditorSettings} from '@site/scripts/postbuild/editor/settings';
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  editorSecurityHeaders,
  renderHeadersEditorBlock,
  renderNginxEditor,
  securityHeaders,
} from '@site/scripts/postbuild/hosting';

const siteDir = path.resolve(__dirname, '../..');
const github = editorSettingsFromEnv({
  EDITOR_BACKEND: 'github',
  EDITOR_REPO: 'northbeam/website',
  EDITOR_AUTH_URL: 'https://auth.northbeam.example',
}) as EditorSettings;

describe('editor settings', () => {
  it('is off without EDITOR_BACKEND', () => {
    expect(editorSettingsFromEnv({})).toBeNull();
    expect(editorSettingsFromEnv({EDITOR_BACKEND: '  '})).toBeNull();
  });

  it('reads a GitHub backend with the default branch', () => {
    expect(github).toEqual({
      backend: 'github',
      repo: 'northbeam/website',
      branch: 'main',
      authUrl: 'https://auth.northbeam.example',
      apiUrl: null,
      appId: null,
      localBackend: null,
    });
  });

  it.each([
    [{EDITOR_REPO: 'northbeam/website'}, /without EDITOR_BACKEND/],
    [{EDITOR_BACKEND: 'bitbucket', EDITOR_REPO: 'a/b'}, /github or gitlab/],
    [{EDITOR_BACKEND: 'github'}, /EDITOR_REPO/],
    [{EDITOR_BACKEND: 'github', EDITOR_REPO: 'a/b/c'}, /owner\/name/],
    [{EDITOR_BACKEND: 'github', EDITOR_REPO: 'a/b', EDITOR_BRANCH: 'main..x'}, /EDITOR_BRANCH/],
    [{EDITOR_BACKEND: 'github', EDITOR_REPO: 'a/b', EDITOR_AUTH_URL: 'http://auth.example'}, /https/],
    [{EDITOR_BACKEND: 'github', EDITOR_REPO: 'a/b', EDITOR_AUTH_URL: 'not a url'}, /EDITOR_AUTH_URL/],
    [{EDITOR_BACKEND: 'github', EDITOR_REPO: 'a/b', EDITOR_APP_ID: 'x'}, /GitLab only/],
    [{EDITOR_BACKEND: 'github', EDITOR_REPO: 'a/b', EDITOR_LOCAL_BACKEND: 'http://example.com/api'}, /this machine/],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => editorSettingsFromEnv(env)).toThrow(message);
  });

  it('names the origins the editor talks to', () => {
    expect(editorOrigins(github)).toEqual({
      connect: ['https://api.github.com'],
      images: ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com', 'https://api.github.com'],
    });
    const gitlab = editorSettingsFromEnv({
      EDITOR_BACKEND: 'gitlab',
      EDITOR_REPO: 'northbeam/web/site',
      EDITOR_AUTH_URL: 'https://git.northbeam.example',
      EDITOR_API_URL: 'https://git.northbeam.example/api/v4',
      EDITOR_APP_ID: 'abc123',
      EDITOR_LOCAL_BACKEND: 'http://127.0.0.1:8081/api/v1',
    }) as EditorSettings;
    expect(editorOrigins(gitlab).connect).toEqual(['https://git.northbeam.example', 'http://127.0.0.1:8081']);
  });
});

/** Every field of a generated list, nested ones under "parent.child". */
function flatten(fields: readonly EditorField[], prefix = ''): Map<string, EditorField> {
  const all = new Map<string, EditorField>();
  for (const field of fields) {
    all.set(`${prefix}${field.name}`, field);
    for (const [name, child] of flatten(field.fields ?? [], `${prefix}${field.name}.`)) {
      all.set(name, child);
    }
  }
  return all;
}

interface Described {
  type: string;
  flags?: {presence?: string};
  keys?: Record<string, Described>;
  items?: Described[];
  rules?: {name: string; args?: {limit?: number; regex?: string}}[];
  matches?: {schema: Described}[];
}

/** Every key of a schema description, nested ones under "parent.child". */
function schemaKeys(description: Described, prefix = ''): Map<string, Described> {
  const all = new Map<string, Described>();
  for (const [name, child] of Object.entries(description.keys ?? {})) {
    all.set(`${prefix}${name}`, child);
    const nested = child.type === 'array' ? child.items?.[0] : child;
    for (const [key, value] of schemaKeys(nested ?? {type: 'any'}, `${prefix}${name}.`)) {
      all.set(key, value);
    }
  }
  return all;
}

describe.each([
  ['blog post', blogPostFrontMatterSchema, blogPostFieldTexts, 'blog'],
  ['case study', caseStudyFrontMatterSchema, caseStudyFieldTexts, 'case-studies'],
] as const)('the editor fields of a %s', (_kind, schema, texts, collection) => {
  const fields = flatten(editorFieldsOf(schema, texts, {choices: {authors: ['a']}, dateTimes: ['date']}));
  const keys = schemaKeys(schema.describe() as Described);

  it('has one field for each schema key, and no other', () => {
    expect([...fields.keys()].sort()).toEqual([...keys.keys()].sort());
  });

  it('requires exactly what the schema requires, with its minimum list lengths', () => {
    for (const [name, description] of keys) {
      const field = fields.get(name)!;
      expect([name, field.required]).toEqual([name, description.flags?.presence === 'required']);
      const list =
        description.type === 'alternatives'
          ? description.matches?.find((m) => m.schema.type === 'array')?.schema
          : description;
      const min = list?.type === 'array' ? list.rules?.find((r) => r.name === 'min')?.args?.limit : undefined;
      expect([name, field.min]).toEqual([name, description.type === 'number' ? field.min : min]);
    }
  });

  it('asks for whole positive numbers where the schema does', () => {
    for (const [name, description] of keys) {
      if (description.type === 'number') {
        expect([name, fields.get(name)]).toEqual([name, expect.objectContaining({value_type: 'int', min: 1})]);
      }
    }
  });

  it('checks each pattern of the schema with the same expression', () => {
    for (const [name, description] of keys) {
      const regex = description.rules?.find((r) => r.name === 'pattern')?.args?.regex;
      // An image's path is written by the editor from the collection's public folder (checked below).
      if (regex && fields.get(name)?.widget !== 'image') {
        expect([name, `/${fields.get(name)?.pattern?.[0]}/`]).toEqual([name, regex]);
      }
    }
    expect(fields.get('slug')?.pattern?.[1]).toMatch(/^Must be a /);
  });

  it('refuses a text of spaces alone wherever the schema trims a text before its minimum length', () => {
    const trimmed = (description: Described) =>
      description.type === 'string' && description.rules?.some((r) => r.name === 'trim');
    const texts = [...keys].filter(([, description]) => trimmed(description));
    expect(texts.length).toBeGreaterThan(3);
    for (const [name] of texts) {
      const pattern = fields.get(name)?.pattern;
      expect([name, pattern]).toEqual([name, [NOT_BLANK, 'Must not be blank']]);
      expect(new RegExp(NOT_BLANK).test(' \t ')).toBe(false);
      expect(new RegExp(NOT_BLANK).test(' a ')).toBe(true);
    }
  });

  it('ends with the text of the page and uploads images to the collection folder', () => {
    const config = editorConfig(github, {siteUrl: 'https://www.northbeam.example', authors: ['a']});
    const entry = config.collections.find((c) => c.name === collection)!;
    expect(entry.fields.at(-1)).toMatchObject({name: 'body', widget: 'markdown', required: true});
    expect(entry.media_folder).toBe(`/static/img/${collection === 'blog' ? 'blog' : 'case-studies'}`);
    expect(entry.public_folder).toBe(entry.media_folder.replace('/static', ''));
    expect(`${entry.public_folder}/x.svg`).toMatch(/^(?:\/[^/\s]|https?:\/\/[^/\s])\S*$/);
    expect(fields.get('image')).toMatchObject({widget: 'image', required: true});
  });
});

describe('the editor collections', () => {
  it('offers the service category keys and the blog authors as choices', () => {
    const study = flatten(collectionFields('case-studies', []));
    expect(study.get('categories')).toMatchObject({widget: 'select', multiple: true, min: 1});
    expect(study.get('categories')?.options).toEqual(serviceIds);
    const authors = authorKeys(readFileSync(path.join(siteDir, 'blog/authors.yml'), 'utf8'));
    expect(authors).toContain('mathieu-lavoie');
    const post = flatten(collectionFields('blog', authors));
    expect(post.get('authors')).toMatchObject({widget: 'select', multiple: true, options: authors, required: true});
    expect(post.get('date')).toMatchObject({widget: 'datetime', required: true});
  });

  it('pairs each English collection with a French one under the same file names', () => {
    const byName = new Map(EDITOR_COLLECTIONS.map((c) => [c.name, c]));
    for (const name of ['blog', 'case-studies'] as const) {
      const french = byName.get(`${name}-fr`)!;
      expect(french.folder).toMatch(/^i18n\/fr-CA\//);
      expect(french.fileName).toBe(byName.get(name)!.fileName);
      expect(collectionFields(french.name, ['a'])).toEqual(collectionFields(name, ['a']));
    }
  });

  it('configures the backend and, for tests, a local backend on loopback only', () => {
    const config = editorConfig(
      {...github, localBackend: 'http://127.0.0.1:8081/api/v1'},
      {siteUrl: 'https://www.northbeam.example', authors: []},
    );
    expect(config.backend).toMatchObject({name: 'github', repo: 'northbeam/website', branch: 'main'});
    expect(config.local_backend).toEqual({
      url: 'http://127.0.0.1:8081/api/v1',
      allowed_hosts: ['127.0.0.1', 'localhost'],
    });
    expect(editorConfig(github, {siteUrl: 'https://x.example', authors: []})).not.toHaveProperty('local_backend');
  });

  it('accepts what the schema accepts: a complete post of the editor’s fields validates', () => {
    const post = {
      postId: 1,
      title: 'T',
      slug: 'a-b',
      description: 'D',
      authors: ['a'],
      date: '2026-11-20T09:00:00-05:00',
      category: 'Security',
      readTime: 3,
      featured: false,
      tags: ['x'],
      image: '/img/blog/a.svg',
      imageAlt: 'A',
      keywords: [],
    };
    expect(() => validateCollectionFrontMatter('blog post', 'blog/a-b.md', post)).not.toThrow();
  });
});

describe('the /admin/ files', () => {
  it('ships Decap CMS’s own browser files, not its source maps', () => {
    const files = decapBrowserFiles(path.join(siteDir, 'node_modules/decap-cms/dist'));
    expect(files).toContain('decap-cms.js');
    expect(files.some((file) => file.endsWith('.map') || file.startsWith('cms'))).toBe(false);
  });

  it('is noindex, with no inline script, on or off', () => {
    for (const html of [renderEditorPage('Northbeam'), renderEditorOffPage('Northbeam')]) {
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    }
    expect(renderEditorOffPage('Northbeam')).toContain('EDITOR_BACKEND');
  });

  it('builds the preview style from the site’s font and brand tokens', () => {
    const {fontFace, tokens} = brandStyleParts(readFileSync(path.join(siteDir, 'src/css/custom.css'), 'utf8'));
    expect(fontFace).toContain('/fonts/inter-latin-variable.woff2');
    expect(tokens.some((token) => token.startsWith('--brand-primary:'))).toBe(true);
  });
});

describe('the /admin/ headers', () => {
  const site = securityHeaders({scriptHashes: ["'sha256-abc'"], formOrigin: 'https://forms.fillout.com'});
  const editor = editorSecurityHeaders(site, editorOrigins(github));
  const csp = (headers: readonly [string, string][]) => new Map(headers).get('Content-Security-Policy')!;

  it('loosens only what Decap CMS needs, and never script-src to inline code', () => {
    const policy = csp(editor);
    expect(policy).toBe(editorContentSecurityPolicy(editorOrigins(github)));
    expect(policy).toMatch(/script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval';/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toMatch(/connect-src 'self' blob: https:\/\/api\.github\.com;/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(new Map(editor).get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    expect(new Map(editor).get('X-Frame-Options')).toBe('DENY');
  });

  it('reports to the site’s CSP collector when it has one', () => {
    const reportUrl = 'https://reports.northbeam.example/csp';
    const reporting = editorSecurityHeaders(
      securityHeaders({scriptHashes: [], formOrigin: 'https://forms.fillout.com', reportUrl}),
      {...editorOrigins(github), reportUrl},
    );
    expect(csp(reporting)).toMatch(new RegExp(`; report-uri ${reportUrl}; report-to csp$`));
    expect(new Map(reporting).get('Reporting-Endpoints')).toBe(`csp="${reportUrl}"`);
    expect(csp(editor)).not.toContain('report-');
  });

  it('leaves the site’s policy as it was', () => {
    expect(csp(site)).toBe(
      contentSecurityPolicy({scriptHashes: ["'sha256-abc'"], formOrigin: 'https://forms.fillout.com'}),
    );
    expect(csp(site)).not.toContain('unsafe-eval');
  });

  it('writes a path rule for /admin/ only while the editor is on', () => {
    expect(renderHeadersEditorBlock(site, null)).toMatch(/^#/);
    const block = renderHeadersEditorBlock(site, editor);
    expect(block.split('\n').filter((line) => !line.startsWith(' '))).toEqual(['/admin', '/admin/*']);
    expect(block).toContain('  ! Content-Security-Policy\n  Content-Security-Policy: default-src');
    expect(block).not.toContain('Strict-Transport-Security');
    expect(renderNginxEditor(null)).toMatch(/^#[^\n]*\n$/);
    expect(renderNginxEditor('/srv/x/editor-headers.conf')).toContain(
      'location ^~ /admin/ { include /srv/x/editor-headers.conf;',
    );
  });
});
