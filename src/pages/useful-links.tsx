import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import SitePage from '@site/src/components/layout/SitePage';
import ExternalLink, {NewTabNote} from '@site/src/components/ui/ExternalLink';
import Icon from '@site/src/components/ui/Icon';
import {resourceGroups} from '@site/src/internals/siteData/resources';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import styles from './useful-links/styles.module.css';
import {sitePages} from '@site/src/internals/siteData/navigation';
import {buttonClass} from '@site/src/components/ui/Button';

/** Useful links: six groups of external links, 1 to 4 columns by link count. */
export default function UsefulLinks(): ReactNode {
  // 1 to 4 columns by link count, so a group of two never leaves two empty columns.
  const groups = resourceGroups.map((group) => ({...group, columns: Math.min(group.links.length, 4)}));
  return (
    <SitePage
      theme="resources"
      title={sitePages['useful-links'].title}
      eyebrow={sitePages.resources.title}
      description={translate({
        id: 'usefulLinks.seo.description',
        message:
          'A curated collection of the portals and tools our clients use every day, from cloud office suites to password managers.',
      })}
      keywords={translate({
        id: 'usefulLinks.seo.keywords',
        message: 'Microsoft 365 portals, Google Workspace admin, password managers, AI tools, IT tools',
        description: 'SEO keywords of the Useful Links page, separated by a comma and a space',
      }).split(', ')}
      descriptionAsIntro>
      <div className="container site-section">
        {groups.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`group-${group.id}`}>
            <div className={styles.groupHeader}>
              <span className="site-icon-tile">
                <Icon name={group.icon} />
              </span>
              <div>
                <SectionHeading as="h2" id={`group-${group.id}`} className={styles.groupTitle}>
                  {group.title}
                </SectionHeading>
                <p className={styles.groupDescription}>{group.description}</p>
              </div>
            </div>
            <ul className={clsx('site-grid', `site-grid--${group.columns}`, styles.links)} data-columns={group.columns}>
              {group.links.map((link) => (
                <li key={link.url}>
                  <ExternalLink
                    href={link.url}
                    note="inside"
                    className={clsx('site-link-card', styles.link, link.inProgress && styles.inProgress)}
                    data-in-progress={link.inProgress ? 'true' : undefined}>
                    <span className={clsx('site-link-card__name', styles.linkName)}>
                      {link.name}
                      <NewTabNote />
                    </span>
                    {(link.isRecommended || link.inProgress) && (
                      <span className={styles.badges}>
                        {link.isRecommended && (
                          <span className={clsx(styles.badge, styles.recommended)}>
                            <Translate id="usefulLinks.link.recommended">Recommended</Translate>
                          </span>
                        )}
                        {link.inProgress && (
                          <span className={clsx(styles.badge, styles.progress)}>
                            <Translate id="usefulLinks.link.inProgress">In Progress</Translate>
                          </span>
                        )}
                      </span>
                    )}
                    <span className={styles.linkDescription}>{link.description}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <aside className={styles.help} aria-labelledby="useful-links-help">
          <SectionHeading as="h2" id="useful-links-help" className={styles.helpTitle}>
            <Translate id="usefulLinks.help.title">Not sure which tool is right for you?</Translate>
          </SectionHeading>
          <p>
            <Translate id="usefulLinks.help.text">
              Our technicians can recommend, set up and secure the right tools for your organisation.
            </Translate>
          </p>
          <Link to="/contact" className={buttonClass({variant: 'primary'})}>
            <Translate id="usefulLinks.help.button">Get Expert Help</Translate>
          </Link>
        </aside>
      </div>
    </SitePage>
  );
}
