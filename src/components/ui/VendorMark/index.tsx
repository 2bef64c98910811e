import type {ReactNode} from 'react';
import {siCisco, siDell, siLenovo} from 'simple-icons';
import styles from './styles.module.css';

/** simple-icons marks (CC0; trademarks shown unaltered), cut to their box and sized by eye. */
const marks = {
  dell: {icon: siDell, viewBox: '0 0 24 24', width: 48, height: 48},
  lenovo: {icon: siLenovo, viewBox: '0 7.99 24 8.02', width: 96, height: 32},
  cisco: {icon: siCisco, viewBox: '0 5.67 24 13.98', width: 72, height: 42},
} as const;

export type VendorMarkId = keyof typeof marks;

interface Props {
  readonly name: string;
  readonly mark?: VendorMarkId;
}

/** A vendor's mark in the text colour, or its name as a wordmark when it has none. */
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
