import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** A plain bulleted list of guideline texts, under its own heading when it has a title. */
export default function List({title, items}: {readonly title?: string; readonly items: readonly string[]}): ReactNode {
  return (
    <>
      {title && (
        <Heading as="h3" className={styles.subheading}>
          {title}
        </Heading>
      )}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
