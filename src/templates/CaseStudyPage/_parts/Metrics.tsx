import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {CaseStudyFrontMatter} from '@site/src/lib/caseStudies';
import Section from './Section';
import styles from '../styles.module.css';

/** "Outcomes & Metrics": the before/after table of the study's KPIs, with its caption and footnote. */
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
  return (
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
                <Translate id="caseStudy.metrics.before" description="Column heading of a case study metrics table">
                  Before
                </Translate>
              </th>
              <th scope="col">
                <Translate id="caseStudy.metrics.after" description="Column heading of a case study metrics table">
                  After
                </Translate>
              </th>
              <th scope="col">
                <Translate id="caseStudy.metrics.delta" description="Column heading of a case study metrics table">
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
  );
}
