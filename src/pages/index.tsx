import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import Seo from '@site/src/components/Seo';
import PageHero from '@site/src/components/PageHero';
import {company} from '@site/src/data/company';

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
          <PageHero
            theme="brand"
            eyebrow="IT & Technology Solutions"
            title="Innovative Technology Solutions"
            description={<p>{company.description}</p>}>
            <Link to="/contact#contact-form" className="button button--secondary button--lg">
              Get in Touch
            </Link>
          </PageHero>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
