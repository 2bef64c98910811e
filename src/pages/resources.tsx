import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import SitePage from '@site/src/components/SitePage';
import IconCard from '@site/src/components/IconCard';
import CallToAction from '@site/src/components/CallToAction';
import {resourceHubCards} from '@site/src/data/resources';

/** Resources hub: four cards. */
export default function Resources(): ReactNode {
  return (
    <SitePage
      theme="resources"
      title="Resources"
      eyebrow="Resources"
      description="Case studies, articles, curated tools and legal information to help you make confident technology decisions."
      keywords={['IT resources', 'case studies', 'IT blog', 'useful links', 'legal information']}
      descriptionAsIntro>
      <section className="container site-section" aria-label="Resource sections">
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
                <Link to={card.link} className="button button--primary" aria-describedby={`resource-${card.id}`}>
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
