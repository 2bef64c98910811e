import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {MDXProvider} from '@mdx-js/react';
import type {Props} from '@theme/DocItem';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import {Building2, CalendarDays, CheckCircle2, Clock, ExternalLink} from 'lucide-react';
import JsonLd from '@site/src/components/JsonLd';
import Seo from '@site/src/components/Seo';
import Reveal from '@site/src/components/Reveal';
import StaticBody from '@site/src/components/StaticBody';
import ZoomableImage from '@site/src/components/ZoomableImage';
import ArticleLayout, {ArticleActions, ArticleTitle} from '@site/src/components/ArticleLayout';
import {company} from '@site/src/data/company';
import {absoluteUrl} from '@site/src/lib/seo';
import {completeArticle} from '@site/src/lib/structuredData';
import {
  DEFAULT_METRICS_CAPTION,
  formatCategoryChip,
  formatLongUsDate,
  splitLesson,
  toIsoDate,
  type CaseStudyFrontMatter,
} from '@site/src/lib/caseStudies';
import SectionHeading from '@site/src/components/SectionHeading';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** The markdown body's "##" blocks sit under the "Project Details" heading, so they render as h3. */
function BlockHeading(props: ComponentProps<'h2'>): ReactNode {
  return <Heading as="h3" {...props} />;
}
const projectDetailsComponents = {h2: BlockHeading};

function Section({id, title, children}: {id: string; title: string; children: ReactNode}): ReactNode {
  return (
    <Reveal className={styles.section}>
      <section aria-labelledby={id} data-testid={`section-${id}`}>
        <SectionHeading as="h2" id={id} className={styles.sectionTitle}>
          {title}
        </SectionHeading>
        {children}
      </section>
    </Reveal>
  );
}

/**
 * /case-studies/{slug}, the `docItemComponent` of the case-studies docs instance.
 * Every section appears only when its data exists, in a fixed order.
 */
export default function CaseStudyPage({content: Content}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const study = Content.frontMatter as unknown as CaseStudyFrontMatter;
  const metricsCaption = study.metricsCaption ?? DEFAULT_METRICS_CAPTION;
  const {permalink} = Content.metadata;
  const published = formatLongUsDate(study.publishedAt);
  const publishedIso = toIsoDate(study.publishedAt);
  // Project Details are the titled ("##") blocks of the markdown body.
  const hasBody = Content.toc.length > 0;
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
      articleSection: 'Case Studies',
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
      <ArticleLayout listPath="/case-studies" backLabel="Back to Case Studies" wide>
        <header className={styles.hero} data-testid="section-hero">
          <ul className={styles.chips} aria-label="Service categories">
            {study.categories.map((category) => (
              <li key={category} className={clsx('site-pill', styles.chip)}>
                {formatCategoryChip(category)}
              </li>
            ))}
          </ul>
          <ArticleTitle>{study.title}</ArticleTitle>
          {study.subtitle && <p className={styles.subtitle}>{study.subtitle}</p>}
          <p className={styles.description}>{study.description}</p>
          <dl className={styles.facts}>
            <div>
              <dt>
                <Building2 size={16} aria-hidden="true" /> Client
              </dt>
              <dd>{study.client}</dd>
            </div>
            {/* Date and reading time are a byline: left out of the search index. */}
            {published && publishedIso && (
              <div data-search-exclude="">
                <dt>
                  <CalendarDays size={16} aria-hidden="true" /> Published
                </dt>
                <dd>
                  <time dateTime={publishedIso}>{published}</time>
                </dd>
              </div>
            )}
            {study.readTime !== undefined && (
              <div data-search-exclude="">
                <dt>
                  <Clock size={16} aria-hidden="true" /> Read time
                </dt>
                <dd>{study.readTime} min read</dd>
              </div>
            )}
          </dl>
        </header>

        <div className={styles.figure} data-testid="section-image">
          <ZoomableImage src={study.image} alt={study.imageAlt} width={1200} height={630} priority />
          {study.partner && (
            <img
              className={styles.partnerBadge}
              src={study.partner.logo}
              alt={`${study.partner.name} badge`}
              width={240}
              height={64}
              data-testid="partner-badge"
            />
          )}
        </div>

        {study.background && (
          <Section id="background" title="Background">
            <p>{study.background}</p>
          </Section>
        )}

        {study.objectives && study.objectives.length > 0 && (
          <Section id="objectives" title="Objectives">
            <ol className={styles.objectives}>
              {study.objectives.map((objective) => (
                <li key={objective.target}>
                  <p className={styles.objectiveTarget}>{objective.target}</p>
                  <p className={styles.objectiveCriteria}>
                    <strong>Success criteria:</strong> {objective.successCriteria}
                  </p>
                </li>
              ))}
            </ol>
          </Section>
        )}

        {hasBody && (
          <Section id="project-details" title="Project Details">
            <StaticBody className="markdown">
              <MDXContent>
                <MDXProvider components={projectDetailsComponents}>
                  <Content />
                </MDXProvider>
              </MDXContent>
            </StaticBody>
          </Section>
        )}

        {study.metricsTable && study.metricsTable.length > 0 && (
          <Section id="outcomes" title="Outcomes & Metrics">
            <div className="site-table-scroll" tabIndex={0} role="region" aria-label={metricsCaption}>
              <table className={styles.table}>
                <caption>{metricsCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">KPI</th>
                    <th scope="col">Before</th>
                    <th scope="col">After</th>
                    <th scope="col">Delta</th>
                  </tr>
                </thead>
                <tbody>
                  {study.metricsTable.map((row) => (
                    <tr key={row.kpi}>
                      <th scope="row">{row.kpi}</th>
                      <td>{row.before}</td>
                      <td>{row.after}</td>
                      <td className={styles.delta}>{row.delta}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {study.metricsFootnote && (
              <p className={styles.footnote} data-testid="metrics-footnote">
                {study.metricsFootnote}
              </p>
            )}
          </Section>
        )}

        {study.qualitativeFeedback && study.qualitativeFeedback.length > 0 && (
          <Section id="feedback" title="Qualitative Feedback">
            <div className={styles.quotes}>
              {study.qualitativeFeedback.map((feedback) => (
                <figure key={feedback.quote} className={styles.quote}>
                  <blockquote>
                    <p>{feedback.quote}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{feedback.author}</strong>, {feedback.role}
                  </figcaption>
                </figure>
              ))}
            </div>
          </Section>
        )}

        {study.lessonsLearned && study.lessonsLearned.length > 0 && (
          <Section id="lessons" title="Conclusion & Lessons Learned">
            <p>{study.outcome}</p>
            <ul className={styles.lessons}>
              {study.lessonsLearned.map((lesson) => {
                const {lead, rest} = splitLesson(lesson);
                return (
                  <li key={lesson}>
                    {lead && <strong>{lead}</strong>}
                    {lead && ' – '}
                    {rest}
                  </li>
                );
              })}
            </ul>
          </Section>
        )}

        {study.technologies.length > 0 && (
          <Section id="technologies" title="Technologies Used">
            <ul className={styles.technologies}>
              {study.technologies.map((technology) => (
                <li key={technology}>{technology}</li>
              ))}
            </ul>
          </Section>
        )}

        {study.results.length > 0 && (
          <Section id="results" title="Key Results">
            <ul className={styles.results}>
              {study.results.map((result) => (
                <li key={result}>
                  <CheckCircle2 size={20} aria-hidden="true" className={styles.check} />
                  {result}
                </li>
              ))}
            </ul>
          </Section>
        )}

        {study.partner && (
          <Section id="partner" title="Our Partner">
            <Link className={styles.partnerLink} href={study.partner.website} target="_blank" rel="noopener noreferrer">
              <img src={study.partner.logo} alt={`${study.partner.name} logo`} width={240} height={64} loading="lazy" />
              <span>
                {study.partner.name}
                <ExternalLink size={16} aria-hidden="true" />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </span>
            </Link>
          </Section>
        )}

        <footer className={styles.footer}>
          <ArticleActions listPath="/case-studies" listLabel="All case studies" />
        </footer>
      </ArticleLayout>
    </>
  );
}
