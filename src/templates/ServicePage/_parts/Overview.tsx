import {Children, isValidElement, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import SectionHeader from '@site/src/components/sections/SectionHeader';
import type {Facts} from '@site/src/lib/facts';
import type {Service} from '@site/src/lib/services';
import ServiceActions from './Actions';
import styles from '../styles.module.css';

/** The MDX body's components: the element of its paragraphs, and the facts it names. */
interface BodyComponents {
  p: (props: ComponentProps<'p'>) => ReactNode;
  Fact: (props: {name: keyof Facts}) => ReactNode;
}

/** "Overview": the service's detailed description (its MDX body) beside its image, with the calls to action. */
export default function Overview({
  service,
  body: Body,
  facts,
  caseStudiesPath,
}: {
  readonly service: Service;
  readonly body: ComponentType<{components: BodyComponents}>;
  /** The facts the body names, in the page's language. */
  readonly facts: Facts;
  readonly caseStudiesPath: string;
}): ReactNode {
  const Fact: BodyComponents['Fact'] = ({name}) => facts[name];
  // A paragraph's text and facts as one string, as a sentence written out renders.
  const paragraphText = (children: ReactNode): ReactNode => {
    const parts = Children.toArray(children).map((child) =>
      isValidElement<{name: keyof Facts}>(child) && child.type === Fact ? facts[child.props.name] : child,
    );
    return parts.every((part) => typeof part === 'string') ? parts.join('') : parts;
  };
  return (
    <section className="container site-section" aria-labelledby="service-overview">
      <div className={styles.overview}>
        <div>
          <SectionHeader
            eyebrow={translate({
              id: 'servicePage.overview.eyebrow',
              message: 'Overview',
              description: 'Eyebrow of the service overview section',
            })}
            title={translate(
              {
                id: 'servicePage.overview.title',
                message: 'How {service} works',
                description: 'Heading of the service overview section; {service} is the service title',
              },
              {service: service.title},
            )}
            id="service-overview"
          />
          <Body
            components={{
              p: ({children, ...props}) => (
                <p {...props} className={styles.paragraph}>
                  {paragraphText(children)}
                </p>
              ),
              Fact,
            }}
          />
          <div className={styles.actions}>
            <ServiceActions caseStudiesPath={caseStudiesPath} />
          </div>
        </div>
        <img
          className={styles.image}
          src={service.image}
          alt={service.imageAlt}
          width={800}
          height={600}
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
      </div>
    </section>
  );
}
