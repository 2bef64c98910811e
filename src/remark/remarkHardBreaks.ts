/** A line break inside a paragraph is a hard break unless the next line is blank or starts a block. */
import type {Plugin} from 'unified';
import type {Root, Parent, Text, PhrasingContent} from 'mdast';

/** A line that starts a heading, a list item or a quote keeps a soft break before it. */
const BLOCK_START = /^\s{0,3}(#{1,6}(\s|$)|[-*+](\s|$)|\d{1,9}[.)](\s|$)|>)/;

function splitText(node: Text): PhrasingContent[] {
  const lines = node.value.split(/\r\n?|\n/);
  if (lines.length === 1) {
    return [node];
  }
  return lines.flatMap((line, index): PhrasingContent[] => {
    const next = lines[index + 1];
    if (next === undefined) {
      return line === '' ? [] : [{type: 'text', value: line}];
    }
    if (next.trim() === '' || BLOCK_START.test(next)) {
      return [{type: 'text', value: `${line}\n`}];
    }
    const value = line.replace(/[ \t]+$/, '');
    return [...(value === '' ? [] : [{type: 'text', value} satisfies Text]), {type: 'break'}];
  });
}

/** The texts of every paragraph below `parent`, at any depth, split at their line breaks. */
function transform(parent: Parent, inParagraph: boolean): void {
  parent.children = parent.children.flatMap((child) => {
    if (inParagraph && child.type === 'text') {
      return splitText(child);
    }
    if ('children' in child) {
      transform(child, inParagraph || child.type === 'paragraph');
    }
    return [child];
  }) as Parent['children'];
}

const remarkHardBreaks: Plugin<[], Root> = () => (tree) => transform(tree, false);

export default remarkHardBreaks;
