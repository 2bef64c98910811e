import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {validateCollectionFrontMatter} from '@site/plugins/content-collections/schema';
import {parseFrontMatter} from '@site/src/remark';
import type {BlogPostFrontMatter} from '@site/src/lib/blogPosts';
import type {CaseStudyFrontMatter} from '@site/src/lib/caseStudies';

const ROOT = path.resolve(__dirname, '../..');

/** Front matter parsed the way Docusaurus parses it (gray-matter with js-yaml: dates become Date). */
async function readFrontMatter(relativePath: string): Promise<Record<string, unknown>> {
  const filePath = path.join(ROOT, relativePath);
  const fileContent = readFileSync(filePath, 'utf8');
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
  return frontMatter;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir))
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => `${dir}/${name}`);
}

describe('a writer’s front matter, checked at build', () => {
  it.each([
    [
      'case study',
      'broken-case-study.md',
      [
        '"readTime" must be a number',
        '"results" is required',
        '"categories[0]" must be one of',
        '"metricsTable[0].after"',
        '"partner.website"',
      ],
    ],
    ['blog post', 'broken-blog-post.md', ['"category" is required', '"featured" must be a boolean']],
  ] as const)('rejects a broken %s, naming the file and every bad field', async (kind, name, errors) => {
    const file = `tests/unit/fixtures/${name}`;
    const frontMatter = await readFrontMatter(file);
    const run = () => validateCollectionFrontMatter(kind, file, frontMatter);
    expect(run).toThrow(`Invalid ${kind} front matter in ${file}`);
    for (const error of errors) {
      expect(run).toThrow(error);
    }
  });

  it('refuses a file that opens with ---js or ---javascript, naming it, before anything runs', async () => {
    const globals = globalThis as {evaluated?: boolean};
    for (const opening of ['---js', '---javascript', '--- js']) {
      const fileContent = `${opening}\n{title: (globalThis.evaluated = true, 'x')}\n---\nBody`;
      await expect(
        parseFrontMatter({filePath: 'blog/x.md', fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER}),
      ).rejects.toThrow(`blog/x.md must open with a line of exactly "---"`);
    }
    expect(globals.evaluated).toBeUndefined();
  });

  it('gives the build a value of the type’s shape: dates parsed, defaults filled', () => {
    const post: BlogPostFrontMatter = validateCollectionFrontMatter('blog post', 'blog/x.md', {
      postId: 1,
      title: 'T',
      slug: 'x',
      description: 'D',
      authors: ['a'],
      date: '2025-01-14',
      category: 'Security',
      readTime: 3,
      tags: ['security'],
      image: '/img/x.svg',
      imageAlt: 'X',
    });
    expect(post.date).toBeInstanceOf(Date);
    expect(post.featured).toBe(false);
  });
});

describe('headline metrics (the trust band of the home and service pages)', () => {
  const FRENCH = 'i18n/fr-CA/docusaurus-plugin-content-docs-case-studies/current';
  /** The figures of a text, digits only: "45,000+" and "45 000" are both 45000, "99.8%" and "99,8 %" 998. */
  const figures = (text: string) => (text.replace(/(\d)[\s,.\u00a0\u202f](?=\d)/g, '$1').match(/\d+/g) ?? []).join(' ');

  it.each(markdownFiles('case-studies').map((file) => path.basename(file)))(
    '%s: the headline figure is one its results state, in English and in French (once translated), at the same rank',
    async (name) => {
      const english = (await readFrontMatter(`case-studies/${name}`)) as unknown as CaseStudyFrontMatter;
      // A study not translated yet is left out of the French site, its band included.
      const french = existsSync(path.join(ROOT, FRENCH, name))
        ? ((await readFrontMatter(`${FRENCH}/${name}`)) as unknown as CaseStudyFrontMatter)
        : english;
      expect(Boolean(french.headlineMetric)).toBe(Boolean(english.headlineMetric));
      for (const study of [english, french]) {
        if (study.headlineMetric) {
          const value = figures(study.headlineMetric.value);
          expect(value).not.toBe('');
          expect(study.results.map(figures).some((result) => ` ${result} `.includes(` ${value} `))).toBe(true);
        }
      }
      expect(french.headlineMetric?.rank).toBe(english.headlineMetric?.rank);
    },
  );

  it('at least three studies declare one, so the band is full', async () => {
    const studies = await Promise.all(markdownFiles('case-studies').map(readFrontMatter));
    expect(studies.filter((study) => study['headlineMetric']).length).toBeGreaterThanOrEqual(3);
  });
});
