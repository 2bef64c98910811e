import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/BlogTagsListPage';
import SitePage from '@site/src/components/layout/SitePage';
import styles from './styles.module.css';
import {sitePages} from '@site/src/internals/siteData/navigation';
import {company} from '@site/src/internals/siteData/company';

/** /blog/tags, the blog plugin's `blogTagsListComponent`: every tag, prefixed with # like on posts. */
export default function BlogTagsListPage({tags}: Props): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const sorted = [...tags].sort((a, b) => a.label.localeCompare(b.label, currentLocale));
  return (
    <SitePage
      theme="resources"
      title={translate({id: 'blog.tags.title', message: 'Blog Tags'})}
      eyebrow={sitePages.blog.title}
      heading={translate({id: 'blog.tags.heading', message: 'Browse by Tag'})}
      description={translate(
        {
          id: 'blog.tags.description',
          message: 'Every topic covered on the {companyName} blog.',
          description: 'Meta description of the blog tags page; {companyName} is the company name',
        },
        {companyName: company.name},
      )}>
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
