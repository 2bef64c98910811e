import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import PostCard from '@site/src/components/cards/PostCard';
import type {PostCardData} from '@site/src/lib/blogPosts';
import HomePreview from '../HomePreview';
import {insightsEyebrow} from '@site/src/components/sections/sharedLabels';

/** The home page's blog section: the latest posts it is given (the route picks them by publishedAt). */
export default function HomeLatestPosts({posts}: {readonly posts: readonly PostCardData[]}): ReactNode {
  return (
    <HomePreview
      tinted
      id="home-latest-posts-title"
      eyebrow={insightsEyebrow()}
      title={translate({
        id: 'home.latestPosts.title',
        message: 'Latest from the Blog',
        description: 'Heading of the home blog section',
      })}
      intro={translate({
        id: 'home.latestPosts.intro',
        message: 'Practical advice on IT, security, cloud and AI for Canadian organisations.',
        description: 'Intro of the home blog section',
      })}
      more={{
        to: '/blog',
        label: translate({
          id: 'home.latestPosts.more',
          message: 'View All Posts',
          description: 'Button from the home page to the blog',
        }),
      }}>
      {posts.map((post) => (
        <li key={post.permalink}>
          <PostCard post={post} headingLevel={3} />
        </li>
      ))}
    </HomePreview>
  );
}
