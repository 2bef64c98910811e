/**
 * Useful-links grid width: 1 to 4 columns depending on how many links a group has,
 * so a group of two never leaves two empty columns.
 */
export type LinkColumns = 1 | 2 | 3 | 4;

export function columnsForLinkCount(count: number): LinkColumns {
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`A link group needs at least one link, got ${count}`);
  }
  return Math.min(count, 4) as LinkColumns;
}
