import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {CheckCircle2} from 'lucide-react';
import {splitLesson, type CaseStudyFrontMatter} from '@site/src/lib/caseStudies';
import Section from './Section';
import styles from '../styles.module.css';

/** What the project achieved: client feedback, lessons learned, technologies and key results. */
export default function CaseStudyResults({study}: {readonly study: CaseStudyFrontMatter}): ReactNode {
  const description = 'Case study section heading';
  return (
    <>
      {study.qualitativeFeedback && study.qualitativeFeedback.length > 0 && (
        <Section
          id="feedback"
          title={translate({id: 'caseStudy.section.feedback', message: 'Qualitative Feedback', description})}>
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
          title={translate({id: 'caseStudy.section.lessons', message: 'Conclusion & Lessons Learned', description})}>
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
          title={translate({id: 'caseStudy.section.technologies', message: 'Technologies Used', description})}>
          <ul className={styles.technologies}>
            {study.technologies.map((technology) => (
              <li key={technology}>{technology}</li>
            ))}
          </ul>
        </Section>
      )}

      {study.results.length > 0 && (
        <Section id="results" title={translate({id: 'caseStudy.section.results', message: 'Key Results', description})}>
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
    </>
  );
}
