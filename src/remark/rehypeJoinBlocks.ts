/** Drops the line breaks MDX keeps between a body's top-level blocks, as React sets a list of paragraphs. */
import type {Plugin} from 'unified';
import type {Root} from 'hast';

const rehypeJoinBlocks: Plugin<[], Root> = () => (tree) => {
  tree.children = tree.children.filter((node) => node.type !== 'text' || node.value.trim() !== '');
};

export default rehypeJoinBlocks;
