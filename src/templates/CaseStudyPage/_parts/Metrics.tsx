import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {CaseStudyFrontMatter} from '@site/src/lib/caseStudies';
import {withCardSemantics} from '@site/src/lib/tableLabel';
import Section from './Section';
import styles from '../styles.module.css';

/**
 * "Outcomes & Metrics": the before/after table of the study's KPIs, with its caption and footnote.
 * On phones each KPI is a card with its values labelled by their column headings (`data-label`).
 */
export default function CaseStudyMetrics({study}: {readonly study: CaseStudyFrontMatter}): ReactNode {
  if (!study.metricsTable || study.metricsTable.length === 0) {
    return null;
  }
  // When a study does not name the period of its figures.
  const metricsCaption =
    study.metricsCaption ??
    translate({
      id: 'caseStudy.metrics.defaultCaption',
      message: '90-Day Snapshot',
      description: 'Caption of a case study metrics table when the study does not name its period',
    });
  const description = 'Column heading of a case study metrics table';
  const headings = [
    translate({id: 'caseStudy.metrics.kpi', message: 'KPI', description}),
    translate({id: 'caseStudy.metrics.before', message: 'Before', description}),
    translate({id: 'caseStudy.metrics.after', message: 'After', description}),
    translate({id: 'caseStudy.metrics.delta', message: 'Delta', description}),
  ];
  return (
    <Section
      id="outcomes"
      title={translate({
        id: 'caseStudy.section.outcomes',
        message: 'Outcomes & Metrics',
        description: 'Case study section heading',
      })}>
      <div className="site-table-scroll" tabIndex={0} role="region" aria-label={metricsCaption}>
        {/* Explicit roles: phones show each row as a card (display: block), which drops the implicit ones. */}
        <table className={clsx(styles.table, 'site-table-cards')}>
          <caption>{metricsCaption}</caption>
          {withCardSemantics(
            [
              <thead key="head">
                <tr>
                  {headings.map((heading) => (
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
            headings,
          )}
        </table>
      </div>
      {study.metricsFootnote && (
        <p className={styles.footnote} data-testid="metrics-footnote">
          {study.metricsFootnote}
        </p>
      )}
    </Section>
  );
}
