import type {ComponentProps, ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {MDXProvider} from '@mdx-js/react';
import type {Props as DocItemProps} from '@theme/DocItem';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {CaseStudyFrontMatter} from '@site/src/lib/caseStudies';
import Section from './Section';
import styles from '../styles.module.css';

/** The markdown body's "##" blocks sit under the "Project Details" heading, so they render as h3. */
function BlockHeading(props: ComponentProps<'h2'>): ReactNode {
  return <Heading as="h3" {...props} />;
}
const projectDetailsComponents = {h2: BlockHeading};

interface Props {
  readonly study: CaseStudyFrontMatter;
  /** The markdown body; its titled ("##") blocks are the Project Details. */
  readonly content: DocItemProps['content'];
}

/** The story of a case study: background, objectives and the project details of the markdown body. */
export default function CaseStudyStory({study, content: Content}: Props): ReactNode {
  const description = 'Case study section heading';
  const hasBody = Content.toc.length > 0;
  return (
    <>
      {study.background && (
        <Section
          id="background"
          title={translate({id: 'caseStudy.section.background', message: 'Background', description})}>
          <p>{study.background}</p>
        </Section>
      )}

      {study.objectives && study.objectives.length > 0 && (
        <Section
          id="objectives"
          title={translate({id: 'caseStudy.section.objectives', message: 'Objectives', description})}>
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
          title={translate({id: 'caseStudy.section.projectDetails', message: 'Project Details', description})}>
          <div className="markdown">
            <MDXContent>
              <MDXProvider components={projectDetailsComponents}>
                <Content />
              </MDXProvider>
            </MDXContent>
          </div>
        </Section>
      )}
    </>
  );
}
