import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import SectionHeader from '@site/src/components/SectionHeader';
import styles from './styles.module.css';

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  link: {label: string; to: string};
  tinted?: boolean;
  /** The cards, provided by the blog and case-study components. */
  children?: ReactNode;
}

/** The frame of the home page's case-studies and blog sections: heading, cards, "view all" link. */
export default function HomeFeed({id, eyebrow, title, intro, link, tinted = false, children}: Props): ReactNode {
  const body = (
    <>
      <SectionHeader eyebrow={eyebrow} title={title} id={id} intro={<p>{intro}</p>} />
      {children}
      <div className={styles.more}>
        <Link to={link.to} className="button button--primary button--lg">
          {link.label}
        </Link>
      </div>
    </>
  );
  return tinted ? (
    <section className="site-section site-section--tinted" aria-labelledby={id}>
      <div className="container">{body}</div>
    </section>
  ) : (
    <section className="container site-section" aria-labelledby={id}>
      {body}
    </section>
  );
}
