import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import Seo from '@site/src/components/Seo';
import Reveal from '@site/src/components/Reveal';
import CallToAction from '@site/src/components/CallToAction';
import {company} from '@site/src/data/company';
import {homeSections} from '@site/src/data/home';
import HomeHero from './index/_components/HomeHero';
import HomeServices from './index/_components/HomeServices';
import HomeUsefulLinks from './index/_components/HomeUsefulLinks';
import HomeFeed from './index/_components/HomeFeed';
import HomeTestimonials from './index/_components/HomeTestimonials';

/** Home (spec 2.7): hero, then the sections switched on in src/data/home.ts, in spec order. */
export default function Home(): ReactNode {
  return (
    <HtmlClassNameProvider className="site-home">
      <Layout>
        <Seo
          title={`${company.name} | Managed IT Services in Toronto`}
          description={company.description}
          keywords={['managed IT services Toronto', 'IT support', 'cybersecurity', 'cloud', 'non-profit IT']}
        />
        <main>
          <HomeHero />
          {homeSections.services && <HomeServices />}
          {homeSections.caseStudies && (
            <Reveal>
              <HomeFeed
                id="home-case-studies"
                eyebrow="Case Studies"
                title="Real projects, measured results"
                intro="See how Canadian businesses and non-profits have modernised and secured their technology with our team."
                link={{label: 'View All Case Studies', to: '/case-studies'}}
                tinted>
                {/* SLOT(issue-4): <HomeCaseStudies /> */}
              </HomeFeed>
            </Reveal>
          )}
          {homeSections.usefulLinks && (
            <Reveal>
              <HomeUsefulLinks />
            </Reveal>
          )}
          {homeSections.blog && (
            <Reveal>
              <HomeFeed
                id="home-blog"
                eyebrow="Blog & Insights"
                title="Latest from our blog"
                intro="Practical advice on IT, security, cloud and AI for small and medium organisations."
                link={{label: 'Read the Blog', to: '/blog'}}>
                {/* SLOT(issue-4): <HomeLatestPosts /> */}
              </HomeFeed>
            </Reveal>
          )}
          {homeSections.testimonials && <HomeTestimonials />}
          {homeSections.callToAction && <CallToAction />}
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
