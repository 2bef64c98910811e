import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogTagsListPage';
import SitePage from '@site/src/components/SitePage';
import styles from './styles.module.css';

/** /blog/tags, the blog plugin's `blogTagsListComponent`: every tag, prefixed with # like on posts. */
export default function BlogTagsListPage({tags}: Props): ReactNode {
  const sorted = [...tags].sort((a, b) => a.label.localeCompare(b.label));
  return (
    <SitePage
      theme="resources"
      title="Blog Tags"
      eyebrow="Blog"
      heading="Browse by Tag"
      description="Every topic covered on the Northbeam Technologies blog.">
      <div className="container site-section">
        <ul className={styles.tags}>
          {sorted.map((tag) => (
            <li key={tag.permalink}>
              <Link to={tag.permalink} className={clsx('site-pill', styles.tag)}>
                #{tag.label} <span className={styles.count}>({tag.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </SitePage>
  );
}
