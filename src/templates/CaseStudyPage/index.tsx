import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import {MDXProvider} from '@mdx-js/react';
import type {Props} from '@theme/DocItem';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import {Building2, CalendarDays, CheckCircle2, Clock, ExternalLink as ExternalLinkIcon} from 'lucide-react';
import ArticleLayout, {ArticleActions, ArticleTitle} from '@site/src/components/layout/ArticleLayout';
import CaseStudyCard from '@site/src/components/cards/CaseStudyCard';
import JsonLd from '@site/src/components/head/JsonLd';
import Seo from '@site/src/components/head/Seo';
import ClosingCallToAction from '@site/src/components/sections/ClosingCallToAction';
import RelatedReading from '@site/src/components/sections/RelatedReading';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import {readTimeLabel, successStoriesEyebrow} from '@site/src/components/sections/sharedLabels';
import ExternalLink, {NewTabNote} from '@site/src/components/ui/ExternalLink';
import ZoomableImage from '@site/src/components/ui/ZoomableImage';
import {
  formatCategoryChip,
  splitLesson,
  startWithCapital,
  toIsoDate,
  type CaseStudyFrontMatter,
} from '@site/src/lib/caseStudies';
import {formatLongDate} from '@site/src/lib/dates';
import {relatedCards} from '@site/src/lib/relatedReading';
import {absoluteUrl} from '@site/src/lib/seo';
import {serviceCategoryLabel} from '@site/src/lib/serviceCategoryLabel';
import {completeArticle} from '@site/src/lib/structuredData';
import {withCardSemantics} from '@site/src/lib/tableLabel';
import {caseStudies} from '@site/src/internals/caseStudies';
import {serviceNames} from '@site/src/internals/serviceNames';
import {caseStudyCallToAction} from '@site/src/internals/siteData/articleCallToActions';
import {company} from '@site/src/internals/siteData/company';
import {sitePages} from '@site/src/internals/siteData/navigation';
import styles from './styles.module.css';

/** One titled block of a case study (a section: it fades in on scroll); `id` is its h2's, which labels it. */
function Section({id, title, children}: {id: string; title: string; children: ReactNode}): ReactNode {
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={`section-${id}`}>
      <SectionHeading as="h2" id={id} className={styles.sectionTitle}>
        {title}
      </SectionHeading>
      {children}
    </section>
  );
}

/** The markdown body's "##" blocks sit under the "Project Details" heading, so they render as h3. */
const projectDetailsComponents = {h2: (props: ComponentProps<'h2'>) => <Heading as="h3" {...props} />};

/**
 * /case-studies/{slug}, the `docItemComponent` of the case-studies docs instance. Every section
 * appears only when its data exists, in a fixed order; then related studies (chosen at build time)
 * and a call to action.
 */
export default function CaseStudyPage({content: Content}: Props): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const study = Content.frontMatter as unknown as CaseStudyFrontMatter;
  const {permalink} = Content.metadata;
  const published = formatLongDate(study.publishedAt, i18n.currentLocale);
  const publishedIso = toIsoDate(study.publishedAt);
  const related = relatedCards(caseStudies, permalink);
  const metricsCaption =
    study.metricsCaption ?? translate({id: 'caseStudy.metrics.defaultCaption', message: '90-Day Snapshot'});
  const metricsHeadings = [
    translate({id: 'caseStudy.metrics.kpi', message: 'KPI'}),
    translate({id: 'caseStudy.metrics.before', message: 'Before'}),
    translate({id: 'caseStudy.metrics.after', message: 'After'}),
    translate({id: 'caseStudy.metrics.delta', message: 'Delta'}),
  ];

  return (
    <>
      <Seo title={study.title} description={study.description} keywords={study.keywords} type="article">
        {publishedIso && <meta property="article:published_time" content={publishedIso} />}
      </Seo>
      <JsonLd
        data={completeArticle(
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
        )}
      />
      <ArticleLayout
        listPath="/case-studies"
        backLabel={translate({id: 'caseStudy.back', message: 'Back to Case Studies'})}
        wide
        end={
          <>
            {related.length > 0 && (
              <RelatedReading
                id="related-case-studies-title"
                eyebrow={successStoriesEyebrow()}
                title={translate({id: 'caseStudy.related.title', message: 'More Case Studies'})}>
                {related.map((relatedStudy) => (
                  <li key={relatedStudy.permalink}>
                    <CaseStudyCard study={relatedStudy} headingLevel={3} />
                  </li>
                ))}
              </RelatedReading>
            )}
            <ClosingCallToAction id="case-study-call-to-action" callToAction={caseStudyCallToAction} />
          </>
        }>
        <header className={styles.hero} data-testid="section-hero">
          <ul
            className={styles.chips}
            aria-label={translate({id: 'caseStudy.chipsLabel', message: 'Service categories'})}>
            {study.categories.map((category) => (
              <li key={category} className={clsx('site-pill', styles.chip)}>
                {/* English shows the key in title case; another language, its category label. */}
                {i18n.currentLocale === i18n.defaultLocale
                  ? formatCategoryChip(category)
                  : serviceCategoryLabel(serviceNames, category)}
              </li>
            ))}
          </ul>
          <ArticleTitle>{study.title}</ArticleTitle>
          {study.subtitle && <p className={styles.subtitle}>{study.subtitle}</p>}
          <p className={styles.description}>{study.description}</p>
          <dl className={styles.facts}>
            <div>
              <dt>
                <Building2 size={16} aria-hidden="true" /> <Translate id="caseStudy.facts.client">Client</Translate>
              </dt>
              <dd>{startWithCapital(study.client)}</dd>
            </div>
            {/* Date and reading time are a byline: left out of the search index. */}
            {published && publishedIso && (
              <div data-search-exclude="">
                <dt>
                  <CalendarDays size={16} aria-hidden="true" />{' '}
                  <Translate id="caseStudy.facts.published">Published</Translate>
                </dt>
                <dd>
                  <time dateTime={publishedIso}>{published}</time>
                </dd>
              </div>
            )}
            {study.readTime !== undefined && (
              <div data-search-exclude="">
                <dt>
                  <Clock size={16} aria-hidden="true" /> <Translate id="caseStudy.facts.readTime">Read time</Translate>
                </dt>
                <dd>{readTimeLabel(study.readTime)}</dd>
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
                {id: 'caseStudy.partner.badgeAlt', message: '{partner} badge'},
                {partner: study.partner.name},
              )}
              width={240}
              height={64}
              data-testid="partner-badge"
            />
          )}
        </div>

        {study.background && (
          <Section id="background" title={translate({id: 'caseStudy.section.background', message: 'Background'})}>
            <p>{study.background}</p>
          </Section>
        )}

        {study.objectives && study.objectives.length > 0 && (
          <Section id="objectives" title={translate({id: 'caseStudy.section.objectives', message: 'Objectives'})}>
            <ol className={styles.objectives}>
              {study.objectives.map((objective) => (
                <li key={objective.target}>
                  <p className={styles.objectiveTarget}>{objective.target}</p>
                  <p className={styles.objectiveCriteria}>
                    <strong>
                      <Translate id="caseStudy.objectives.successCriteria">Success criteria:</Translate>
                    </strong>{' '}
                    {objective.successCriteria}
                  </p>
                </li>
              ))}
            </ol>
          </Section>
        )}

        {/* The markdown body's titled ("##") blocks are the project details. */}
        {Content.toc.length > 0 && (
          <Section
            id="project-details"
            title={translate({
              id: 'caseStudy.section.projectDetails',
              message: 'Project Details',
            })}>
            <div className="markdown">
              <MDXContent>
                <MDXProvider components={projectDetailsComponents}>
                  <Content />
                </MDXProvider>
              </MDXContent>
            </div>
          </Section>
        )}

        {study.metricsTable && study.metricsTable.length > 0 && (
          <Section id="outcomes" title={translate({id: 'caseStudy.section.outcomes', message: 'Outcomes & Metrics'})}>
            <div className="site-table-scroll" tabIndex={0} role="region" aria-label={metricsCaption}>
              {/* Phones show each KPI as a card, its values labelled by their column headings. */}
              <table className={clsx(styles.table, 'site-table-cards')}>
                <caption>{metricsCaption}</caption>
                {withCardSemantics(
                  [
                    <thead key="head">
                      <tr>
                        {metricsHeadings.map((heading) => (
                          <th key={heading} scope="col">
                            {heading}
                          </th>
                        ))}
                      </tr>
                    </thead>,
                    <tbody key="body">
                      {study.metricsTable.map((row) => (
                        <tr key={row.kpi}>
                          <th scope="row">{row.kpi}</th>
                          <td>{row.before}</td>
                          <td>{row.after}</td>
                          <td className={styles.delta}>{row.delta}</td>
                        </tr>
                      ))}
                    </tbody>,
                  ],
                  metricsHeadings,
                )}
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
            })}>
            <ul className={styles.technologies}>
              {study.technologies.map((technology) => (
                <li key={technology}>{technology}</li>
              ))}
            </ul>
          </Section>
        )}

        {study.results.length > 0 && (
          <Section id="results" title={translate({id: 'caseStudy.section.results', message: 'Key Results'})}>
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
          <Section id="partner" title={translate({id: 'caseStudy.section.partner', message: 'Our Partner'})}>
            <ExternalLink className={styles.partnerLink} href={study.partner.website} note="inside">
              <img
                src={study.partner.logo}
                alt={translate(
                  {id: 'caseStudy.partner.logoAlt', message: '{partner} logo'},
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
            listLabel={translate({id: 'caseStudy.allCaseStudies', message: 'All case studies'})}
          />
        </footer>
      </ArticleLayout>
    </>
  );
}
