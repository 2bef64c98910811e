import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import SitePage from '@site/src/components/layout/SitePage';
import IconCard from '@site/src/components/cards/IconCard';
import CallToAction from '@site/src/components/sections/CallToAction';
import {resourceHubCards} from '@site/src/internals/siteData/resources';
import {sitePages} from '@site/src/internals/siteData/navigation';
import {buttonClass} from '@site/src/components/ui/Button';

/** Resources hub: four cards. */
export default function Resources(): ReactNode {
  return (
    <SitePage
      theme="resources"
      title={sitePages.resources.title}
      eyebrow={sitePages.resources.title}
      description={translate({
        id: 'resources.seo.description',
        message:
          'Case studies, articles, curated tools and legal information to help you make confident technology decisions.',
      })}
      keywords={translate({
        id: 'resources.seo.keywords',
        message: 'IT resources, case studies, IT blog, useful links, legal information',
        description: 'SEO keywords of the Resources page, separated by a comma and a space',
      }).split(', ')}
      descriptionAsIntro>
      <section
        className="container site-section"
        aria-label={translate({id: 'resources.sections.label', message: 'Resource sections'})}>
        <ul className="site-grid site-grid--2">
          {resourceHubCards.map((card) => (
            <IconCard
              key={card.id}
              variant="large"
              icon={card.icon}
              iconSize={28}
              title={card.title}
              headingLevel="h2"
              headingId={`resource-${card.id}`}
              action={
                <Link
                  to={card.link}
                  className={buttonClass({variant: 'primary'})}
                  aria-describedby={`resource-${card.id}`}>
                  {card.linkLabel}
                </Link>
              }>
              <p>{card.description}</p>
            </IconCard>
          ))}
        </ul>
      </section>
      <CallToAction variant="talk-to-expert" />
    </SitePage>
  );
}
