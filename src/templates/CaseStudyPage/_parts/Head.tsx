import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import JsonLd from '@site/src/components/head/JsonLd';
import Seo from '@site/src/components/head/Seo';
import {company} from '@site/src/internals/siteData/company';
import type {CaseStudyFrontMatter} from '@site/src/lib/caseStudies';
import {absoluteUrl} from '@site/src/lib/seo';
import {completeArticle} from '@site/src/lib/structuredData';
import {sitePages} from '@site/src/internals/siteData/navigation';

interface Props {
  readonly study: CaseStudyFrontMatter;
  readonly permalink: string;
  /** The publication date as an ISO string, when the study has one. */
  readonly publishedIso: string | null;
}

/** The case study's head: SEO and sharing tags, and its Article structured data. */
export default function CaseStudyHead({study, permalink, publishedIso}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const articleData = completeArticle(
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: study.title,
      description: study.description,
      image: absoluteUrl(siteConfig.url, study.image),
      ...(publishedIso && {datePublished: publishedIso}),
      mainEntityOfPage: absoluteUrl(siteConfig.url, permalink),
      url: absoluteUrl(siteConfig.url, permalink),
      keywords: study.keywords?.join(', '),
      articleSection: sitePages['case-studies'].title,
      about: study.service,
      author: {'@type': 'Organization', name: company.name, url: siteConfig.url},
    },
    company,
    siteConfig.url,
  );

  return (
    <>
      <Seo title={study.title} description={study.description} keywords={study.keywords} type="article">
        {publishedIso && <meta property="article:published_time" content={publishedIso} />}
      </Seo>
      <JsonLd data={articleData} />
    </>
  );
}
