import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import posts from '@generated/content-collections/default/posts.json';
import PostCard from '@site/src/components/PostCard';
import Reveal from '@site/src/components/Reveal';
import {getLatestPosts} from '@site/src/lib/blogPosts';
import SectionHeading from '@site/src/components/SectionHeading';
import styles from '../HomeCaseStudies/styles.module.css';

/** The home page's blog section: the 3 latest posts by publishedAt. */
export default function HomeLatestPosts(): ReactNode {
  const latest = getLatestPosts(posts, 3);
  return (
    <section className="site-section" aria-labelledby="home-latest-posts-title">
      <div className="container">
        <Reveal>
          <p className="site-section__eyebrow">Insights</p>
          <SectionHeading as="h2" id="home-latest-posts-title">
            Latest from the Blog
          </SectionHeading>
          <p className="site-section__intro">
            Practical advice on IT, security, cloud and AI for Canadian organisations.
          </p>
          <ul className={clsx('site-grid site-grid--auto', styles.grid)}>
            {latest.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className={styles.more}>
            <Link to="/blog" className="button button--primary">
              View All Posts
            </Link>
          </p>
        </Reveal>
      </div>
    </section>
  );
}
