import type {ReactNode} from 'react';
import clsx from 'clsx';
import PostCard from '@site/src/components/cards/PostCard';
import type {PostSummary} from '@site/src/lib/blogPosts';

interface Props {
  posts: readonly PostSummary[];
  className?: string;
}

/** A grid of post cards, as on /blog and the tag pages. */
export default function PostGrid({posts, className}: Props): ReactNode {
  return (
    <ul className={clsx('site-grid', className)}>
      {posts.map((post) => (
        <li key={post.permalink}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
