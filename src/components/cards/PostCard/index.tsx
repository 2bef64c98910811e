import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {PostCardData} from '@site/src/lib/blogPosts';
import {formatLongDate} from '@site/src/lib/dates';
import CardImage from '@site/src/components/cards/CardImage';
import styles from './styles.module.css';

interface Props {
  post: PostCardData;
  /** A wide card with the image beside the text. */
  featured?: boolean;
  headingLevel?: 2 | 3;
  priority?: boolean;
}

/** A blog post card: image, category, title, excerpt clamped to 3 lines, author, date. */
export default function PostCard({post, featured = false, headingLevel = 2, priority = false}: Props): ReactNode {
  const Heading = `h${headingLevel}` as const;
  const {currentLocale} = useDocusaurusContext().i18n;
  return (
    <article
      className={clsx('site-card site-card--interactive', styles.card, featured && styles.featured)}
      data-testid="post-card">
      <CardImage className={styles.image} src={post.image} alt={post.imageAlt} priority={priority} />
      <div className={clsx('site-card__body', styles.body)}>
        <p className={styles.meta}>
          <span className={clsx('site-pill', styles.category)}>{post.category}</span>
          {featured && (
            <span className={clsx('site-pill', styles.badge)}>
              <Translate id="blog.postCard.featured" description="Badge on the featured blog post card">
                Featured
              </Translate>
            </span>
          )}
        </p>
        <Heading className={styles.title}>
          <Link to={post.permalink} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <p className={styles.byline} data-search-exclude="">
          <span>{post.author.name}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, currentLocale)}</time>
        </p>
      </div>
    </article>
  );
}
