import type {ReactNode} from 'react';
import {siCisco, siDell, siLenovo} from 'simple-icons';
import styles from './styles.module.css';

/**
 * Vendor marks from simple-icons (CC0; each stays its owner's trademark, shown unaltered, in one
 * colour, with clear space), cut to their own box of the 24 x 24 canvas and sized by eye so that
 * the round mark, the wide wordmark and the one between read as one size side by side.
 */
const marks = {
  dell: {icon: siDell, viewBox: '0 0 24 24', width: 48, height: 48},
  lenovo: {icon: siLenovo, viewBox: '0 7.99 24 8.02', width: 96, height: 32},
  cisco: {icon: siCisco, viewBox: '0 5.67 24 13.98', width: 72, height: 42},
} as const;

export type VendorMarkId = keyof typeof marks;

interface Props {
  /** The vendor's name: the mark's accessible name, and the wordmark when it has no mark. */
  readonly name: string;
  readonly mark?: VendorMarkId;
}

/**
 * A vendor's mark in the text colour (brand-neutral monochrome) at its set size; a vendor without
 * a mark in the set is written out as a wordmark.
 */
export default function VendorMark({name, mark}: Props): ReactNode {
  if (!mark) {
    return <span className={styles.wordmark}>{name}</span>;
  }
  const {icon, viewBox, width, height} = marks[mark];
  return (
    <svg
      role="img"
      aria-label={name}
      className={styles.mark}
      viewBox={viewBox}
      width={width}
      height={height}
      fill="currentColor"
      preserveAspectRatio="xMidYMid meet">
      <path d={icon.path} />
    </svg>
  );
}
