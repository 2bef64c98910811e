import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import PageSection from '@site/src/components/sections/PageSection';
import ExternalLink, {NewTabNote} from '@site/src/components/ui/ExternalLink';
import Icon from '@site/src/components/ui/Icon';
import {resourceGroups} from '@site/src/internals/siteData/resources';
import styles from './styles.module.css';
import {sitePages} from '@site/src/internals/siteData/navigation';
import {buttonClass} from '@site/src/components/ui/Button';

const HOME_LINK_COUNT = 6;

/** Recommended links from the useful-links groups, with a way to the full page. */
export default function HomeUsefulLinks(): ReactNode {
  const links = resourceGroups
    .flatMap((group) =>
      group.links.filter((link) => link.isRecommended && !link.inProgress).map((link) => ({...link, group})),
    )
    .slice(0, HOME_LINK_COUNT);
  return (
    <PageSection
      eyebrow={sitePages['useful-links'].title}
      title={translate({
        id: 'home.usefulLinks.title',
        message: 'Tools and portals our clients use every day',
        description: 'Heading of the home useful links section',
      })}
      id="home-useful-links"
      intro={
        <p>
          <Translate id="home.usefulLinks.intro" description="Intro of the home useful links section">
            Quick access to sign-in pages, security resources and diagnostics, curated by our technicians.
          </Translate>
        </p>
      }>
      <ul className={clsx('site-grid site-grid--3', styles.grid)}>
        {links.map((link) => (
          <li key={link.url}>
            <ExternalLink href={link.url} note="inside" className={clsx('site-link-card', styles.link)}>
              <span className={clsx('site-icon-tile', styles.icon)}>
                <Icon name={link.group.icon} size={20} />
              </span>
              <span>
                <span className={clsx('site-link-card__name', styles.name)}>
                  {link.name}
                  <NewTabNote />
                </span>
                <span className={styles.description}>{link.description}</span>
              </span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <Link to="/useful-links" className={buttonClass({variant: 'secondary'})}>
          <Translate id="home.usefulLinks.more" description="Button from the home page to the Useful Links page">
            View All Useful Links
          </Translate>
        </Link>
      </div>
    </PageSection>
  );
}
