import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import SitePage from '@site/src/components/SitePage';
import styles from './styles.module.css';

/** /blog/authors, the blog plugin's `blogAuthorsListComponent`: the writers, their roles and post counts. */
export default function BlogAuthorsListPage({authors}: Props): ReactNode {
  return (
    <SitePage
      theme="resources"
      title="Blog Authors"
      eyebrow="Blog"
      heading="Our Authors"
      description="The Northbeam Technologies team members who write our blog.">
      <div className="container site-section">
        <ul className={clsx('site-grid site-grid--auto', styles.authors)}>
          {authors.map((author) => (
            <li key={author.key} className={clsx('site-card site-card--flat', styles.author)}>
              <p className={styles.name}>{author.name}</p>
              {author.title && <p className={styles.role}>{author.title}</p>}
              <p className={styles.count}>
                {author.count} {author.count === 1 ? 'post' : 'posts'}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </SitePage>
  );
}
