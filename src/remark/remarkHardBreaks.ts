/**
 * A single line break inside a paragraph is a hard break, unless the next line starts
 * a heading, a list, a quote or is blank. Runs at build time (remark), so no markdown parser
 * ships to the browser.
 */
import type {Plugin} from 'unified';
import type {Root, Parent, Text, Break, PhrasingContent} from 'mdast';

/** A line that starts a heading, a list item or a quote keeps a soft break before it. */
const BLOCK_START = /^\s{0,3}(#{1,6}(\s|$)|[-*+](\s|$)|\d{1,9}[.)](\s|$)|>)/;

function splitText(node: Text): PhrasingContent[] {
  const lines = node.value.split('\n');
  if (lines.length === 1) {
    return [node];
  }
  const parts: PhrasingContent[] = [];
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (next === undefined) {
      if (line !== '') {
        parts.push({type: 'text', value: line});
      }
      return;
    }
    if (next.trim() === '' || BLOCK_START.test(next)) {
      parts.push({type: 'text', value: `${line}\n`});
      return;
    }
    const value = line.replace(/[ \t]+$/, '');
    if (value !== '') {
      parts.push({type: 'text', value});
    }
    parts.push({type: 'break'} satisfies Break);
  });
  return parts;
}

function transformPhrasing(parent: Parent): void {
  const children: Parent['children'] = [];
  for (const child of parent.children) {
    if (child.type === 'text') {
      children.push(...splitText(child));
    } else {
      if ('children' in child) {
        transformPhrasing(child as Parent);
      }
      children.push(child);
    }
  }
  parent.children = children;
}

function walk(node: Parent): void {
  for (const child of node.children) {
    if (child.type === 'paragraph') {
      transformPhrasing(child);
    } else if ('children' in child) {
      walk(child as Parent);
    }
  }
}

const remarkHardBreaks: Plugin<[], Root> = () => (tree) => {
  walk(tree);
};

export default remarkHardBreaks;
