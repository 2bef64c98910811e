import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import SitePage from '@site/src/components/layout/SitePage';
import styles from './styles.module.css';
import {sitePages} from '@site/src/internals/siteData/navigation';
import {postCountForms} from '@site/src/components/sections/sharedLabels';
import {company} from '@site/src/internals/siteData/company';

/** /blog/authors, the blog plugin's `blogAuthorsListComponent`: the writers, their roles and post counts. */
export default function BlogAuthorsListPage({authors}: Props): ReactNode {
  const {selectMessage} = usePluralForm();
  return (
    <SitePage
      theme="resources"
      title={translate({id: 'blog.authors.title', message: 'Blog Authors'})}
      eyebrow={sitePages.blog.title}
      heading={translate({id: 'blog.authors.heading', message: 'Our Authors'})}
      description={translate(
        {
          id: 'blog.authors.description',
          message: 'The {companyName} team members who write our blog.',
          description: 'Meta description of the blog authors page; {companyName} is the company name',
        },
        {companyName: company.name},
      )}>
      <div className="container site-section">
        <ul className={clsx('site-grid site-grid--auto', styles.authors)}>
          {authors.map((author) => (
            <li key={author.key} className={clsx('site-card site-card--flat', styles.author)}>
              <p className={styles.name}>{author.name}</p>
              {author.title && <p className={styles.role}>{author.title}</p>}
              <p className={styles.count}>{selectMessage(author.count, postCountForms(author.count))}</p>
            </li>
          ))}
        </ul>
      </div>
    </SitePage>
  );
}
