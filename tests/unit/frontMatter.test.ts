import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {parseFrontMatter} from '@site/src/remark';

const parse = (fileContent: string) =>
  parseFrontMatter({filePath: 'blog/x.md', fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});

describe('front matter', () => {
  it('refuses a file that opens with ---js or ---javascript, naming it, before anything runs', async () => {
    const globals = globalThis as {evaluated?: boolean};
    for (const opening of ['---js', '---javascript', '--- js']) {
      await expect(parse(`${opening}\n{title: (globalThis.evaluated = true, 'x')}\n---\nBody`)).rejects.toThrow(
        `blog/x.md must open with a line of exactly "---"`,
      );
    }
    expect(globals.evaluated).toBeUndefined();
  });

  it('parses YAML front matter as Docusaurus does', async () => {
    expect(await parse('---\ntitle: A post\n---\nBody')).toEqual({frontMatter: {title: 'A post'}, content: 'Body'});
  });
});
