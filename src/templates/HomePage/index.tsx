import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {HomePageRouteProps} from '@site/plugins/content-collections';
import CaseStudyCard from '@site/src/components/cards/CaseStudyCard';
import PostCard from '@site/src/components/cards/PostCard';
import ServiceCard from '@site/src/components/cards/ServiceCard';
import Seo from '@site/src/components/head/Seo';
import CallToAction from '@site/src/components/sections/CallToAction';
import PageSection from '@site/src/components/sections/PageSection';
import TrustBand from '@site/src/components/sections/TrustBand';
import {insightsEyebrow, successStoriesEyebrow} from '@site/src/components/sections/sharedLabels';
import {buttonClass} from '@site/src/components/ui/Button';
import DarkActions from '@site/src/components/ui/DarkActions';
import ExternalLink, {NewTabNote} from '@site/src/components/ui/ExternalLink';
import HeroScene from '@site/src/components/ui/HeroScene';
import Icon from '@site/src/components/ui/Icon';
import {company} from '@site/src/internals/siteData/company';
import {homeHero, homeSections, testimonials} from '@site/src/internals/siteData/home';
import {sitePages} from '@site/src/internals/siteData/navigation';
import {resourceGroups} from '@site/src/internals/siteData/resources';
import styles from './styles.module.css';

const HOME_LINK_COUNT = 6;

/** A preview of a list page: a grid of cards (one `<li>` each) and a button to the full list. */
function HomePreview({
  more,
  children,
  ...section
}: Omit<ComponentProps<typeof PageSection>, 'reveal'> & {more: {to: string; label: string}}): ReactNode {
  return (
    <PageSection reveal tinted {...section}>
      <ul className={clsx('site-grid site-grid--auto', styles.previewGrid)}>{children}</ul>
      <p className={styles.previewMore}>
        <Link to={more.to} className={buttonClass({variant: 'secondary'})}>
          {more.label}
        </Link>
      </p>
    </PageSection>
  );
}

/**
 * Home: the hero behind the transparent fixed header, then the sections switched on in
 * src/data/home.ts, in a fixed order. Backgrounds alternate (plain, dark trust band, tinted, plain,
 * tinted) so each section reads as its own. The route passes only the posts, studies and service
 * cards it shows.
 */
export default function HomePage({latestPosts, caseStudies, headlineResults, services}: HomePageRouteProps): ReactNode {
  // The recommended links of the useful-links groups.
  const usefulLinks = resourceGroups
    .flatMap((group) =>
      group.links.filter((link) => link.isRecommended && !link.inProgress).map((link) => ({...link, group})),
    )
    .slice(0, HOME_LINK_COUNT);
  return (
    <HtmlClassNameProvider className="site-home">
      <Layout>
        <Seo
          title={translate(
            {id: 'home.seo.title', message: '{company} | Managed IT Services in Toronto'},
            {company: company.name},
          )}
          description={company.description}
          keywords={translate({
            id: 'home.seo.keywords',
            message: 'managed IT services Toronto, IT support, cybersecurity, cloud, non-profit IT',
          }).split(', ')}
        />
        <main>
          <header className={styles.hero}>
            <HeroScene image={homeHero.image} />
            <div className={`container ${styles.content}`}>
              <p className={clsx('site-hero-badge', styles.badge)}>{homeHero.badge}</p>
              <Heading as="h1" className={styles.title}>
                {homeHero.title}
              </Heading>
              <p className={styles.heroDescription}>{homeHero.description}</p>
              <div className={styles.actions}>
                <DarkActions primary={homeHero.primaryAction} secondary={homeHero.secondaryAction} />
              </div>
            </div>
          </header>
          {homeSections.services && (
            <PageSection
              eyebrow={translate({id: 'home.services.eyebrow', message: 'Our Services'})}
              title={translate({id: 'home.services.title', message: 'Technology services for growing organisations'})}
              id="home-services"
              intro={
                <p>
                  <Translate id="home.services.intro">
                    Eight service lines delivered by one accountable Toronto team, from day-to-day support to strategy,
                    security and cloud.
                  </Translate>
                </p>
              }>
              <div className="site-grid site-grid--4">
                {services.map((service) => (
                  <ServiceCard key={service.id} service={service} />
                ))}
              </div>
              <div className={styles.more}>
                <Link to="/services" className={buttonClass({variant: 'secondary'})}>
                  <Translate id="home.services.more">View All Services</Translate>
                </Link>
              </div>
            </PageSection>
          )}
          {homeSections.trustBand && <TrustBand results={headlineResults} />}
          {homeSections.caseStudies && (
            <HomePreview
              id="home-case-studies-title"
              eyebrow={successStoriesEyebrow()}
              title={sitePages['case-studies'].title}
              intro={translate({
                id: 'home.caseStudies.intro',
                message: 'Real projects with measurable results for Canadian businesses and non-profits.',
              })}
              more={{
                to: '/case-studies',
                label: translate({id: 'home.caseStudies.more', message: 'View All Case Studies'}),
              }}>
              {caseStudies.map((study) => (
                <li key={study.permalink}>
                  <CaseStudyCard study={study} headingLevel={3} />
                </li>
              ))}
            </HomePreview>
          )}
          {homeSections.usefulLinks && (
            <PageSection
              eyebrow={sitePages['useful-links'].title}
              title={translate({id: 'home.usefulLinks.title', message: 'Tools and portals our clients use every day'})}
              id="home-useful-links"
              intro={
                <p>
                  <Translate id="home.usefulLinks.intro">
                    Quick access to sign-in pages, security resources and diagnostics, curated by our technicians.
                  </Translate>
                </p>
              }>
              <ul className={clsx('site-grid site-grid--3', styles.links)}>
                {usefulLinks.map((link) => (
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
                        <span className={styles.linkDescription}>{link.description}</span>
                      </span>
                    </ExternalLink>
                  </li>
                ))}
              </ul>
              <div className={styles.more}>
                <Link to="/useful-links" className={buttonClass({variant: 'secondary'})}>
                  <Translate id="home.usefulLinks.more">View All Useful Links</Translate>
                </Link>
              </div>
            </PageSection>
          )}
          {homeSections.blog && (
            <HomePreview
              id="home-latest-posts-title"
              eyebrow={insightsEyebrow()}
              title={translate({id: 'home.latestPosts.title', message: 'Latest from the Blog'})}
              intro={translate({
                id: 'home.latestPosts.intro',
                message: 'Practical advice on IT, security, cloud and AI for Canadian organisations.',
              })}
              more={{to: '/blog', label: translate({id: 'home.latestPosts.more', message: 'View All Posts'})}}>
              {latestPosts.map((post) => (
                <li key={post.permalink}>
                  <PostCard post={post} headingLevel={3} />
                </li>
              ))}
            </HomePreview>
          )}
          {homeSections.testimonials && testimonials.length > 0 && (
            <PageSection
              eyebrow={translate({id: 'home.testimonials.eyebrow', message: 'Testimonials'})}
              title={translate({id: 'home.testimonials.title', message: 'What our clients say'})}
              id="home-testimonials"
              align="center">
              <div className={styles.testimonials}>
                {testimonials.map((testimonial) => (
                  <figure key={testimonial.id} className={styles.testimonial}>
                    <blockquote className={styles.quote}>{testimonial.quote}</blockquote>
                    <figcaption>
                      <strong>{testimonial.author}</strong>, {testimonial.position}, {testimonial.company}
                    </figcaption>
                  </figure>
                ))}
              </div>
            </PageSection>
          )}
          {homeSections.callToAction && <CallToAction />}
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
