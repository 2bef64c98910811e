import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import {MDXProvider} from '@mdx-js/react';
import type {Props} from '@theme/DocItem';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import {Building2, CalendarDays, CheckCircle2, Clock, ExternalLink as ExternalLinkIcon} from 'lucide-react';
import JsonLd from '@site/src/components/head/JsonLd';
import Seo from '@site/src/components/head/Seo';
import ExternalLink, {NewTabNote} from '@site/src/components/ui/ExternalLink';
import Reveal from '@site/src/components/ui/Reveal';
import StaticBody from '@site/src/components/ui/StaticBody';
import ZoomableImage from '@site/src/components/ui/ZoomableImage';
import ArticleLayout, {ArticleActions, ArticleTitle} from '@site/src/components/layout/ArticleLayout';
import {company} from '@site/src/internals/siteData/company';
import {absoluteUrl} from '@site/src/lib/seo';
import {completeArticle} from '@site/src/lib/structuredData';
import {splitLesson, toIsoDate, type CaseStudyFrontMatter} from '@site/src/lib/caseStudies';
import {formatLongDate} from '@site/src/lib/dates';
import type {ServiceCategoryKey} from '@site/src/data/serviceCategories';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import styles from './styles.module.css';

/** The markdown body's "##" blocks sit under the "Project Details" heading, so they render as h3. */
function BlockHeading(props: ComponentProps<'h2'>): ReactNode {
  return <Heading as="h3" {...props} />;
}
const projectDetailsComponents = {h2: BlockHeading};

/**
 * The category chips of the hero, one message per category key (the English text is the key in
 * title case, as formatCategoryChip writes it), so that each language words its own chips.
 */
function categoryChip(key: ServiceCategoryKey): string {
  const description = 'Category chip at the top of a case study';
  switch (key) {
    case 'managed-it-services':
      return translate({id: 'caseStudy.chip.managedItServices', message: 'Managed IT Services', description});
    case 'hardware-procurement':
      return translate({id: 'caseStudy.chip.hardwareProcurement', message: 'Hardware Procurement', description});
    case 'audio-visual-communications':
      return translate({
        id: 'caseStudy.chip.audioVisualCommunications',
        message: 'Audio Visual Communications',
        description,
      });
    case 'custom-software-development':
      return translate({
        id: 'caseStudy.chip.customSoftwareDevelopment',
        message: 'Custom Software Development',
        description,
      });
    case 'it-consulting-vcio':
      return translate({id: 'caseStudy.chip.itConsultingVcio', message: 'IT Consulting vCIO', description});
    case 'cybersecurity-services':
      return translate({id: 'caseStudy.chip.cybersecurityServices', message: 'Cybersecurity Services', description});
    case 'cloud-hosting-services':
      return translate({id: 'caseStudy.chip.cloudHostingServices', message: 'Cloud Hosting Services', description});
    case 'training-digital-adoption':
      return translate({
        id: 'caseStudy.chip.trainingDigitalAdoption',
        message: 'Training Digital Adoption',
        description,
      });
  }
}

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
  const {currentLocale} = useDocusaurusContext().i18n;
  const study = Content.frontMatter as unknown as CaseStudyFrontMatter;
  // When a study does not name the period of its figures.
  const metricsCaption =
    study.metricsCaption ??
    translate({
      id: 'caseStudy.metrics.defaultCaption',
      message: '90-Day Snapshot',
      description: 'Caption of a case study metrics table when the study does not name its period',
    });
  const {permalink} = Content.metadata;
  const published = formatLongDate(study.publishedAt, currentLocale);
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
      articleSection: translate({
        id: 'caseStudy.articleSection',
        message: 'Case Studies',
        description: 'Section name of a case study in its structured data (for search engines)',
      }),
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
      <ArticleLayout
        listPath="/case-studies"
        backLabel={translate({
          id: 'caseStudy.back',
          message: 'Back to Case Studies',
          description: 'Link above a case study back to the case studies list',
        })}
        wide>
        <header className={styles.hero} data-testid="section-hero">
          <ul
            className={styles.chips}
            aria-label={translate({
              id: 'caseStudy.chipsLabel',
              message: 'Service categories',
              description: 'Accessible name of the category chips of a case study',
            })}>
            {study.categories.map((category) => (
              <li key={category} className={clsx('site-pill', styles.chip)}>
                {categoryChip(category)}
              </li>
            ))}
          </ul>
          <ArticleTitle>{study.title}</ArticleTitle>
          {study.subtitle && <p className={styles.subtitle}>{study.subtitle}</p>}
          <p className={styles.description}>{study.description}</p>
          <dl className={styles.facts}>
            <div>
              <dt>
                <Building2 size={16} aria-hidden="true" />{' '}
                <Translate id="caseStudy.facts.client" description="Label of the client name in a case study's facts">
                  Client
                </Translate>
              </dt>
              <dd>{study.client}</dd>
            </div>
            {/* Date and reading time are a byline: left out of the search index. */}
            {published && publishedIso && (
              <div data-search-exclude="">
                <dt>
                  <CalendarDays size={16} aria-hidden="true" />{' '}
                  <Translate id="caseStudy.facts.published" description="Label of the publication date of a case study">
                    Published
                  </Translate>
                </dt>
                <dd>
                  <time dateTime={publishedIso}>{published}</time>
                </dd>
              </div>
            )}
            {study.readTime !== undefined && (
              <div data-search-exclude="">
                <dt>
                  <Clock size={16} aria-hidden="true" />{' '}
                  <Translate id="caseStudy.facts.readTime" description="Label of the reading time of a case study">
                    Read time
                  </Translate>
                </dt>
                <dd>
                  {translate(
                    {
                      id: 'article.readTime',
                      message: '{minutes} min read',
                      description: 'Reading time of a blog post or case study, in minutes',
                    },
                    {minutes: study.readTime},
                  )}
                </dd>
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
              alt={translate(
                {
                  id: 'caseStudy.partner.badgeAlt',
                  message: '{partner} badge',
                  description: "Alt text of the partner's badge on a case study image",
                },
                {partner: study.partner.name},
              )}
              width={240}
              height={64}
              data-testid="partner-badge"
            />
          )}
        </div>

        {study.background && (
          <Section
            id="background"
            title={translate({
              id: 'caseStudy.section.background',
              message: 'Background',
              description: 'Case study section heading',
            })}>
            <p>{study.background}</p>
          </Section>
        )}

        {study.objectives && study.objectives.length > 0 && (
          <Section
            id="objectives"
            title={translate({
              id: 'caseStudy.section.objectives',
              message: 'Objectives',
              description: 'Case study section heading',
            })}>
            <ol className={styles.objectives}>
              {study.objectives.map((objective) => (
                <li key={objective.target}>
                  <p className={styles.objectiveTarget}>{objective.target}</p>
                  <p className={styles.objectiveCriteria}>
                    <strong>
                      <Translate
                        id="caseStudy.objectives.successCriteria"
                        description="Label before the success criteria of a case study objective">
                        Success criteria:
                      </Translate>
                    </strong>{' '}
                    {objective.successCriteria}
                  </p>
                </li>
              ))}
            </ol>
          </Section>
        )}

        {hasBody && (
          <Section
            id="project-details"
            title={translate({
              id: 'caseStudy.section.projectDetails',
              message: 'Project Details',
              description: 'Case study section heading',
            })}>
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
          <Section
            id="outcomes"
            title={translate({
              id: 'caseStudy.section.outcomes',
              message: 'Outcomes & Metrics',
              description: 'Case study section heading',
            })}>
            <div className="site-table-scroll" tabIndex={0} role="region" aria-label={metricsCaption}>
              <table className={styles.table}>
                <caption>{metricsCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Translate id="caseStudy.metrics.kpi" description="Column heading of a case study metrics table">
                        KPI
                      </Translate>
                    </th>
                    <th scope="col">
                      <Translate
                        id="caseStudy.metrics.before"
                        description="Column heading of a case study metrics table">
                        Before
                      </Translate>
                    </th>
                    <th scope="col">
                      <Translate
                        id="caseStudy.metrics.after"
                        description="Column heading of a case study metrics table">
                        After
                      </Translate>
                    </th>
                    <th scope="col">
                      <Translate
                        id="caseStudy.metrics.delta"
                        description="Column heading of a case study metrics table">
                        Delta
                      </Translate>
                    </th>
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
          <Section
            id="feedback"
            title={translate({
              id: 'caseStudy.section.feedback',
              message: 'Qualitative Feedback',
              description: 'Case study section heading',
            })}>
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
          <Section
            id="lessons"
            title={translate({
              id: 'caseStudy.section.lessons',
              message: 'Conclusion & Lessons Learned',
              description: 'Case study section heading',
            })}>
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
          <Section
            id="technologies"
            title={translate({
              id: 'caseStudy.section.technologies',
              message: 'Technologies Used',
              description: 'Case study section heading',
            })}>
            <ul className={styles.technologies}>
              {study.technologies.map((technology) => (
                <li key={technology}>{technology}</li>
              ))}
            </ul>
          </Section>
        )}

        {study.results.length > 0 && (
          <Section
            id="results"
            title={translate({
              id: 'caseStudy.section.results',
              message: 'Key Results',
              description: 'Case study section heading',
            })}>
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
          <Section
            id="partner"
            title={translate({
              id: 'caseStudy.section.partner',
              message: 'Our Partner',
              description: 'Case study section heading',
            })}>
            <ExternalLink className={styles.partnerLink} href={study.partner.website} note="inside">
              <img
                src={study.partner.logo}
                alt={translate(
                  {
                    id: 'caseStudy.partner.logoAlt',
                    message: '{partner} logo',
                    description: "Alt text of the partner's logo in a case study",
                  },
                  {partner: study.partner.name},
                )}
                width={240}
                height={64}
                loading="lazy"
              />
              <span>
                {study.partner.name}
                <ExternalLinkIcon size={16} aria-hidden="true" />
                <NewTabNote />
              </span>
            </ExternalLink>
          </Section>
        )}

        <footer className={styles.footer}>
          <ArticleActions
            listPath="/case-studies"
            listLabel={translate({
              id: 'caseStudy.allCaseStudies',
              message: 'All case studies',
              description: 'Button at the end of a case study back to the list',
            })}
          />
        </footer>
      </ArticleLayout>
    </>
  );
}
