/** Interface texts that more than one component shows: one id each. */
import {translate} from '@docusaurus/Translate';

export function successStoriesEyebrow(): string {
  return translate({
    id: 'caseStudies.eyebrow',
    message: 'Success Stories',
    description: 'Small label above the case studies heading',
  });
}

export function insightsEyebrow(): string {
  return translate({
    id: 'home.latestPosts.eyebrow',
    message: 'Insights',
    description: 'Eyebrow of the home blog section',
  });
}

export function allPostsLabel(): string {
  return translate({
    id: 'blog.allPosts',
    message: 'All posts',
    description: 'Link to the full list of blog posts',
  });
}

export function readTimeLabel(minutes: number): string {
  return translate(
    {
      id: 'article.readTime',
      message: '{minutes} min read',
      description: 'Reading time of a blog post or case study, in minutes',
    },
    {minutes},
  );
}

export function postCountForms(count: number): string {
  return translate(
    {
      id: 'blog.postCount',
      message: '{count} post|{count} posts',
      description: "Number of blog posts (singular|plural), e.g. an author's or a tag's post count",
    },
    {count},
  );
}

export function scheduleMeetingLabel(): string {
  return translate({
    id: 'header.scheduleMeeting.button',
    message: 'Schedule Meeting',
    description: 'Header link to the meeting request form',
  });
}
