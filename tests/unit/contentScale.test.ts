import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {validateCollectionFrontMatter} from '@site/plugins/content-collections/schema';
import {
  generateCaseStudy,
  generateCollection,
  generatePost,
  rewriteProse,
  seededRandom,
  splitMarkdown,
  vocabulary,
} from '@site/scripts/lib/contentScale.mjs';

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = {
  posts: {en: 'blog', fr: 'i18n/fr-CA/docusaurus-plugin-content-blog'},
  studies: {en: 'case-studies', fr: 'i18n/fr-CA/docusaurus-plugin-content-docs-case-studies/current'},
} as const;
const TAGS = [
  ...readFileSync(path.join(ROOT, FOLDERS.posts.fr, 'tags.yml'), 'utf8').matchAll(/^([a-z0-9-]+):\s*$/gm),
].map((match) => match[1]!);

function originals(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readFileSync(path.join(ROOT, folder, name), 'utf8'));
}

async function frontMatterOf(file: string, text: string): Promise<Record<string, unknown>> {
  return (await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: text})).frontMatter;
}

describe('the content-scale generator (npm run bench:scale)', () => {
  for (const language of ['en', 'fr'] as const) {
    it(`writes ${language} posts whose front matter passes the build's schema, with new ids, slugs and dates`, async () => {
      const sources = originals(FOLDERS.posts[language]);
      const copies = generateCollection(sources, sources.length + 7, generatePost, {
        language,
        words: vocabulary(sources),
        tags: TAGS,
      });
      expect(copies).toHaveLength(7);
      const seen = new Set<string>();
      for (const {file, text} of copies) {
        const frontMatter = await frontMatterOf(file, text);
        const valid = validateCollectionFrontMatter('blog post', file, frontMatter);
        expect(file).toBe(`${valid.slug}.md`);
        expect(seen.has(String(valid.postId))).toBe(false);
        seen.add(String(valid.postId));
        expect(valid.postId).toBeGreaterThan(1000);
        expect(valid.featured).toBe(false);
        expect(valid.title).toMatch(language === 'en' ? / \(part \d+\)$/ : / \(partie \d+\)$/);
        expect(new Date(String(frontMatter.date)).getTime()).toBeLessThan(Date.UTC(2025, 0, 11));
        expect(valid.tags.every((tag) => TAGS.includes(tag))).toBe(true);
        expect(text).toContain('{/* truncate */}');
      }
    });

    it(`writes ${language} case studies whose front matter passes the build's schema`, async () => {
      const sources = originals(FOLDERS.studies[language]);
      const copies = generateCollection(sources, sources.length + 4, generateCaseStudy, {
        language,
        words: vocabulary(sources),
      });
      for (const {file, text} of copies) {
        const valid = validateCollectionFrontMatter('case study', file, await frontMatterOf(file, text));
        expect(file).toBe(`${valid.id}.md`);
        expect(valid.slug).toBe(`/${valid.id}`);
        expect(valid.caseStudyId).toBeGreaterThan(1000);
      }
    });
  }

  it('gives a French copy the file name and tags of the English copy of the same original', () => {
    const copy = (language: 'en' | 'fr') =>
      generatePost(originals(FOLDERS.posts[language])[0]!, {index: 4, language, words: ['mot'], tags: TAGS});
    expect(copy('fr').file).toBe(copy('en').file);
    const tagsOf = (text: string) => /^tags: (.*)$/m.exec(text)?.[1];
    expect(tagsOf(copy('fr').text)).toBe(tagsOf(copy('en').text));
  });

  it('replaces about a quarter of the longer words and keeps links, code and MDX byte for byte', () => {
    const words = vocabulary(['alpha bravo charlie delta']);
    const prose = Array.from({length: 200}, (_, index) => `word${'x'.repeat(index % 3)}`).join(' ');
    const rewritten = rewriteProse(prose, seededRandom(1), words);
    const changed = rewritten.split(' ').filter((word, index) => word !== prose.split(' ')[index]).length;
    expect(changed).toBeGreaterThan(30);
    expect(changed).toBeLessThan(70);
    const kept =
      'See [the guide](/blog/some-guide) and `npm run build` {/* truncate */} <a href="/x">https://example.ca/path</a>';
    const rewrittenKept = rewriteProse(kept, seededRandom(2), ['zzzz']);
    for (const span of [
      '(/blog/some-guide)',
      '`npm run build`',
      '{/* truncate */}',
      '<a href="/x">',
      'https://example.ca/path',
    ]) {
      expect(rewrittenKept).toContain(span);
    }
    expect(() => splitMarkdown('no front matter')).toThrow('No front matter');
  });

  it('needs at least the site’s own entries', () => {
    expect(() => generateCollection(['a', 'b', 'c'], 2, generatePost, {})).toThrow('At least 3 entries');
  });
});
