/** Comparing a site file with the upstream file it was copied from. */

/** The non-empty lines of a text, each without its leading and trailing white space. */
export function trimmedLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The changes that turn `before` into `after`, one string per hunk: the line of `before` just above
 * the hunk (`  `), then the removed (`- `) and the added lines (`+ `). Lines are matched by their
 * longest common subsequence.
 */
export function lineDiff(before: readonly string[], after: readonly string[]): string[] {
  // common[i][j]: length of the longest common subsequence of before[i..] and after[j..].
  const common = Array.from({length: before.length + 1}, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      common[i]![j] =
        before[i] === after[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const hunks: string[] = [];
  let hunk: string[] = [];
  const close = () => {
    if (hunk.length > 0) {
      hunks.push(hunk.join('\n'));
      hunk = [];
    }
  };
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      close();
      i++;
      j++;
      continue;
    }
    if (hunk.length === 0 && i > 0) {
      hunk.push(`  ${before[i - 1]}`);
    }
    if (j >= after.length || (i < before.length && common[i + 1]![j]! >= common[i]![j + 1]!)) {
      hunk.push(`- ${before[i]}`);
      i++;
    } else {
      hunk.push(`+ ${after[j]}`);
      j++;
    }
  }
  close();
  return hunks;
}
