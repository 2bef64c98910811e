/**
 * Drops the line breaks that MDX keeps as text between a body's top-level blocks, so a body's
 * paragraphs are set side by side as React sets a list of paragraphs (the service pages' markup
 * stayed byte for byte the same when their copy moved to MDX).
 */
import type {Plugin} from 'unified';
import type {Root} from 'hast';

const rehypeJoinBlocks: Plugin<[], Root> = () => (tree) => {
  tree.children = tree.children.filter((node) => node.type !== 'text' || node.value.trim() !== '');
};

export default rehypeJoinBlocks;
