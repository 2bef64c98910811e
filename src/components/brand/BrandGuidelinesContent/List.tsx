import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** A plain bulleted list of guideline texts. */
export default function List({items}: {readonly items: readonly string[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
