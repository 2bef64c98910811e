import type {ReactNode} from 'react';
import clsx from 'clsx';
// Named imports, so the bundle carries only these marks' paths, not the whole icon set.
import {siCisco, siDell, siLenovo} from 'simple-icons';
import {balancedMarkHeight} from '@site/src/lib/markSize';
import {svgPathBounds} from '@site/src/lib/svgPathBounds';
import styles from './styles.module.css';

/**
 * Vendors whose marks the site shows, from simple-icons (CC0; each mark stays its owner's
 * trademark, shown as the vendor's own guidelines allow: unaltered, one colour, with clear space).
 */
const marks = {dell: siDell, lenovo: siLenovo, cisco: siCisco} as const;

export type VendorMarkId = keyof typeof marks;

/** simple-icons draws every mark inside a 24 x 24 canvas. */
const CANVAS = 24;

/** Each mark's own box within the canvas, so that a wordmark is as tall as a round mark. */
const viewBoxes = Object.fromEntries(
  Object.entries(marks).map(([id, icon]) => {
    const box = svgPathBounds(icon.path);
    const x = Math.max(0, box.x);
    const y = Math.max(0, box.y);
    const width = Math.min(CANVAS, box.x + box.width) - x;
    const height = Math.min(CANVAS, box.y + box.height) - y;
    return [id, {x, y, width, height}];
  }),
) as Record<VendorMarkId, {x: number; y: number; width: number; height: number}>;

interface Props {
  /** The vendor's name: the mark's accessible name, and the wordmark when it has no mark. */
  readonly name: string;
  readonly mark?: VendorMarkId;
  readonly className?: string;
}

/**
 * A vendor's mark in the text colour (brand-neutral monochrome), its height balanced against the
 * other marks' (src/lib/markSize.ts) and its width from its own proportions; a vendor without a
 * mark in the set is written out as a wordmark.
 */
export default function VendorMark({name, mark, className}: Props): ReactNode {
  if (!mark) {
    return <span className={clsx(styles.wordmark, className)}>{name}</span>;
  }
  const box = viewBoxes[mark];
  // Sized by its proportions to cover about the area of the others, never stretched.
  const height = balancedMarkHeight(box.width / box.height);
  return (
    <svg
      role="img"
      aria-label={name}
      className={clsx(styles.mark, className)}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      width={Math.round((height * box.width) / box.height)}
      height={height}
      fill="currentColor"
      preserveAspectRatio="xMidYMid meet">
      <path d={marks[mark].path} />
    </svg>
  );
}
