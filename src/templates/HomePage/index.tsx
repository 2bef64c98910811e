import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import Seo from '@site/src/components/head/Seo';
import Reveal from '@site/src/components/ui/Reveal';
import CallToAction from '@site/src/components/sections/CallToAction';
import TrustBand from '@site/src/components/sections/TrustBand';
import {company} from '@site/src/internals/siteData/company';
import {homeSections} from '@site/src/internals/siteData/home';
import type {HomePageRouteProps} from '@site/plugins/content-collections';
import HomeHero from './_parts/HomeHero';
import HomeServices from './_parts/HomeServices';
import HomeUsefulLinks from './_parts/HomeUsefulLinks';
import HomeCaseStudies from './_parts/HomeCaseStudies';
import HomeLatestPosts from './_parts/HomeLatestPosts';
import HomeTestimonials from './_parts/HomeTestimonials';

/**
 * Home: hero, then the sections switched on in src/data/home.ts, in a fixed order. Backgrounds
 * alternate (plain, dark trust band, tinted, plain, tinted) so each section reads as its own.
 * The route (plugins/content-collections) passes only the posts, studies and service cards it shows.
 */
export default function HomePage({latestPosts, caseStudies, headlineResults, services}: HomePageRouteProps): ReactNode {
  return (
    <HtmlClassNameProvider className="site-home">
      <Layout>
        <Seo
          title={translate(
            {
              id: 'home.seo.title',
              message: '{company} | Managed IT Services in Toronto',
              description: 'SEO title of the home page',
            },
            {company: company.name},
          )}
          description={company.description}
          keywords={translate({
            id: 'home.seo.keywords',
            message: 'managed IT services Toronto, IT support, cybersecurity, cloud, non-profit IT',
            description: 'SEO keywords of the home page, separated by a comma and a space',
          }).split(', ')}
        />
        <main>
          <HomeHero />
          {homeSections.services && <HomeServices services={services} />}
          {homeSections.trustBand && (
            <Reveal>
              <TrustBand results={headlineResults} />
            </Reveal>
          )}
          {homeSections.caseStudies && <HomeCaseStudies caseStudies={caseStudies} />}
          {homeSections.usefulLinks && (
            <Reveal>
              <HomeUsefulLinks />
            </Reveal>
          )}
          {homeSections.blog && <HomeLatestPosts posts={latestPosts} />}
          {homeSections.testimonials && <HomeTestimonials />}
          {homeSections.callToAction && <CallToAction />}
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
