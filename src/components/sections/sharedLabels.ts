/**
 * Interface texts that more than one component shows: each is one `translate` call here, so one
 * id with one English message and one French translation, wherever it appears.
 */
import {translate} from '@docusaurus/Translate';

/**
 * The eyebrow over the case-study sections (the list page, the home page's, a service page's and a
 * study's related studies).
 */
export function successStoriesEyebrow(): string {
  return translate({
    id: 'caseStudies.eyebrow',
    message: 'Success Stories',
    description: 'Small label above the case studies heading',
  });
}

/** The eyebrow over the blog sections (the home page's latest posts, a post's related posts). */
export function insightsEyebrow(): string {
  return translate({
    id: 'home.latestPosts.eyebrow',
    message: 'Insights',
    description: 'Eyebrow of the home blog section',
  });
}

/** The link text to the whole blog (a post's footer, a tag page). */
export function allPostsLabel(): string {
  return translate({
    id: 'blog.allPosts',
    message: 'All posts',
    description: 'Link to the full list of blog posts',
  });
}

/** A post's or a case study's reading time. */
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

/** The plural forms of a number of posts (an author's, a tag's), for usePluralForm's selectMessage. */
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

/** The header's and the menu panel's link to the meeting request form. */
export function scheduleMeetingLabel(): string {
  return translate({
    id: 'header.scheduleMeeting.button',
    message: 'Schedule Meeting',
    description: 'Header link to the meeting request form',
  });
}
