/**
 * The content generator of `npm run bench:scale` (scripts/benchScale.mjs), as pure functions:
 * copies of the site's own posts and case studies with valid front matter and bodies that
 * compress like real text. Copy `index` (1, 2, …) of an original keeps its structure, length,
 * category, authors, images, numbers and links; its ids, slug and date are new, its title gets
 * "(part n)" / "(partie n)", and about a quarter of the words of four letters or more in its
 * prose are swapped for words of the same language's originals (a seeded generator, so every
 * run writes the same files). Same method as the content-scale review of 2026-11-25.
 */

/** Seeded pseudo-random numbers in [0, 1) (mulberry32): the same seed gives the same files. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The share of eligible words a copy replaces. */
const REPLACED_SHARE = 0.25;
/** A word that may be replaced: four letters or more (accents included). */
const WORD = /\p{L}{4,}/gu;
/**
 * Spans left exactly as written: link targets, MDX expressions and comments, HTML tags, inline
 * code and addresses.
 */
const PROTECTED = /\]\([^)]*\)|\{[^}]*\}|<[^>]*>|`[^`]*`|https?:\/\/\S+/g;

/** The distinct words of four letters or more in a set of texts: what copies draw from. */
export function vocabulary(texts) {
  return [...new Set(texts.flatMap((text) => text.match(WORD) ?? []).map((word) => word.toLowerCase()))].sort();
}

function replaceWords(text, random, words) {
  return text.replace(WORD, (word) => {
    if (random() >= REPLACED_SHARE || words.length === 0) {
      return word;
    }
    const replacement = words[Math.floor(random() * words.length)];
    return word[0] === word[0].toUpperCase() ? replacement[0].toUpperCase() + replacement.slice(1) : replacement;
  });
}

/** Prose with about a quarter of its words replaced; protected spans are kept byte for byte. */
export function rewriteProse(text, random, words) {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(PROTECTED)) {
    result += replaceWords(text.slice(last, match.index), random, words) + match[0];
    last = match.index + match[0].length;
  }
  return result + replaceWords(text.slice(last), random, words);
}

/** A markdown body rewritten outside fenced code blocks. */
function rewriteBody(body, random, words) {
  let fenced = false;
  return body
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return line;
      }
      return fenced ? line : rewriteProse(line, random, words);
    })
    .join('\n');
}

/** The front matter lines and body of a markdown file with `---` fences. */
export function splitMarkdown(text) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) {
    throw new Error('No front matter fenced by --- lines');
  }
  return {frontMatter: match[1].split('\n'), body: match[2]};
}

/** The value written after `key:` on its own line, or undefined. */
export function frontMatterValue(lines, key) {
  const line = lines.find((candidate) => candidate.startsWith(`${key}:`));
  return line === undefined ? undefined : line.slice(key.length + 1).trim();
}

/**
 * Front matter lines with the given keys set (the line replaced in place, or added at the end),
 * and the texts rewritten: every double-quoted string and the lines of folded blocks (`>-`).
 */
function rewriteFrontMatter(lines, values, random, words) {
  const set = new Set();
  let folded = false;
  const rewritten = lines.map((line) => {
    const key = /^([A-Za-z]+):/.exec(line)?.[1];
    if (key !== undefined) {
      folded = /:\s*[>|]-?\s*$/.test(line);
    }
    if (key !== undefined && key in values) {
      set.add(key);
      return `${key}: ${values[key]}`;
    }
    if (folded && key === undefined) {
      return rewriteProse(line, random, words);
    }
    return line.replace(/"((?:[^"\\]|\\.)*)"/g, (_quoted, inner) => `"${rewriteProse(inner, random, words)}"`);
  });
  return [
    ...rewritten,
    ...Object.keys(values)
      .filter((key) => !set.has(key))
      .map((key) => `${key}: ${values[key]}`),
  ];
}

const PART = {en: 'part', fr: 'partie'};

function quote(text) {
  return JSON.stringify(text);
}

function titleOf(lines) {
  const raw = frontMatterValue(lines, 'title') ?? '';
  return raw.startsWith('"') ? JSON.parse(raw) : raw;
}

function isoDay(date) {
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Copy `index` (1, 2, …) of a blog post in language `language` ('en' or 'fr'): `postId`
 * 1000 + index, slug `<slug>-<index>`, dated 3·index days before 2025-01-10 (the site's own
 * posts stay the newest), not featured, 3 to 5 of `tags`. Returns the file name and text.
 */
export function generatePost(original, {index, language, words, tags}) {
  const random = seededRandom(index * 2 + (language === 'fr' ? 1 : 0));
  const {frontMatter, body} = splitMarkdown(original);
  const slug = `${frontMatterValue(frontMatter, 'slug')}-${index}`;
  const date = new Date(Date.UTC(2025, 0, 10, 14) - 3 * index * DAY_MS);
  // The tags are not text: both languages' copies get the same ones.
  const tagRandom = seededRandom(index + 104729);
  const shuffled = [...tags].sort(() => tagRandom() - 0.5);
  const chosen = shuffled.slice(0, 3 + Math.floor(tagRandom() * 3));
  const title = `${rewriteProse(titleOf(frontMatter), random, words)} (${PART[language]} ${index})`;
  const lines = rewriteFrontMatter(
    frontMatter,
    {
      postId: String(1000 + index),
      title: quote(title),
      slug,
      date: `${isoDay(date)}T09:00:00-05:00`,
      featured: 'false',
      tags: `[${chosen.join(', ')}]`,
    },
    random,
    words,
  );
  return {file: `${slug}.md`, text: `---\n${lines.join('\n')}\n---\n${rewriteBody(body, random, words)}`};
}

/**
 * Copy `index` of a case study: id and slug `<id>-<index>`, `caseStudyId` 1000 + index,
 * published 7·index days before 2025-01-01. Returns the file name and text.
 */
export function generateCaseStudy(original, {index, language, words}) {
  const random = seededRandom(index * 2 + (language === 'fr' ? 1 : 0) + 7919);
  const {frontMatter, body} = splitMarkdown(original);
  const id = `${frontMatterValue(frontMatter, 'id')}-${index}`;
  const published = new Date(Date.UTC(2025, 0, 1) - 7 * index * DAY_MS);
  const title = `${rewriteProse(titleOf(frontMatter), random, words)} (${PART[language]} ${index})`;
  const lines = rewriteFrontMatter(
    frontMatter,
    {
      id,
      slug: `/${id}`,
      caseStudyId: String(1000 + index),
      title: quote(title),
      publishedAt: isoDay(published),
    },
    random,
    words,
  );
  return {file: `${id}.md`, text: `---\n${lines.join('\n')}\n---\n${rewriteBody(body, random, words)}`};
}

/**
 * The copies that bring a collection of `originals` (sorted by file name) to `total` entries:
 * copy i takes the originals in turn. `generate` is generatePost or generateCaseStudy.
 */
export function generateCollection(originals, total, generate, options) {
  if (total < originals.length) {
    throw new Error(`At least ${originals.length} entries: the site's own are kept`);
  }
  return Array.from({length: total - originals.length}, (_, offset) =>
    generate(originals[offset % originals.length], {...options, index: offset + 1}),
  );
}
