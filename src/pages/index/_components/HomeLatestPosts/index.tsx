import type {ReactNode} from 'react';
import posts from '@site/src/internals/postSummaries';
import PostCard from '@site/src/components/PostCard';
import {getLatestPosts} from '@site/src/lib/blogPosts';
import HomePreview from '../HomePreview';

/** The home page's blog section: the 3 latest posts by publishedAt. */
export default function HomeLatestPosts(): ReactNode {
  return (
    <HomePreview
      id="home-latest-posts-title"
      eyebrow="Insights"
      title="Latest from the Blog"
      intro="Practical advice on IT, security, cloud and AI for Canadian organisations."
      more={{to: '/blog', label: 'View All Posts'}}>
      {getLatestPosts(posts, 3).map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={3} />
        </li>
      ))}
    </HomePreview>
  );
}
