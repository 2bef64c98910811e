/**
 * Text normalisation, applied to the markdown source of posts and case studies
 * before it is parsed (Docusaurus `markdown.preprocessor`): line endings converted to "\n", runs
 * of blank lines collapsed to one, and the text trimmed. Front matter and fenced code blocks are
 * kept as written. Single line breaks become hard breaks in the remark step (remarkHardBreaks).
 */

const FRONT_MATTER = /^---\n[\s\S]*?\n---(?:\n|$)/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

export function normalizeLineEndings(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** Collapses runs of blank lines to a single blank line, except inside fenced code. */
export function collapseBlankLines(text: string): string {
  const output: string[] = [];
  let fence: string | null = null;
  let previousBlank = false;
  for (const line of text.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fence === null && fenceMatch) {
      fence = fenceMatch[1]!;
    } else if (
      fence !== null &&
      fenceMatch &&
      fenceMatch[1]!.startsWith(fence[0]!) &&
      fenceMatch[1]!.length >= fence.length
    ) {
      fence = null;
      output.push(line);
      previousBlank = false;
      continue;
    }
    const blank = fence === null && line.trim() === '';
    if (blank && previousBlank) {
      continue;
    }
    output.push(blank ? '' : line);
    previousBlank = blank;
  }
  return output.join('\n');
}

export function normalizeMarkdownText(source: string): string {
  const text = normalizeLineEndings(source);
  const frontMatter = FRONT_MATTER.exec(text)?.[0] ?? '';
  const body = collapseBlankLines(text.slice(frontMatter.length)).trim();
  return `${frontMatter}${frontMatter && !frontMatter.endsWith('\n') ? '\n' : ''}${body}\n`;
}

/**
 * The files the rule applies to: blog posts and case studies, and their translations
 * (i18n/<locale>/docusaurus-plugin-content-blog/ and …-docs-case-studies/current/).
 */
export function isCollectionMarkdown(filePath: string): boolean {
  return /[\\/](blog|case-studies|docusaurus-plugin-content-blog|docusaurus-plugin-content-docs-case-studies[\\/]current)[\\/][^\\/]+\.mdx?$/.test(
    filePath,
  );
}
