import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {CheckCircle2, ArrowRight} from 'lucide-react';
import {CARD_RESULTS, HORIZONTAL_CARD_RESULTS, type CaseStudyCardData} from '@site/src/lib/caseStudyCard';
import CardImage from '@site/src/components/cards/CardImage';
import styles from './styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

interface Props {
  study: CaseStudyCardData;
  horizontal?: boolean;
  headingLevel?: 2 | 3;
  priority?: boolean;
}

/** A case-study card: image, service, title, description, client, key results, link to the detail. */
function CaseStudyCard({study, horizontal = false, headingLevel = 2, priority = false}: Props): ReactNode {
  const Heading = `h${headingLevel}` as const;
  const results = study.results.slice(0, horizontal ? HORIZONTAL_CARD_RESULTS : CARD_RESULTS);
  const cta = horizontal
    ? translate({
        id: 'caseStudy.card.readFull',
        message: 'Read Full Case Study',
        description: 'Button of the large (horizontal) case study card',
      })
    : translate({id: 'caseStudy.card.read', message: 'Read Case Study', description: 'Button of a case study card'});
  return (
    <article className={clsx('site-card', styles.card, horizontal && styles.horizontal)} data-testid="case-study-card">
      <CardImage className={styles.image} src={study.image} alt={study.imageAlt} priority={priority} />
      <div className={clsx('site-card__body', styles.body)}>
        <p className={styles.service}>{study.service}</p>
        <Heading className={styles.title}>{study.title}</Heading>
        <p className={styles.description}>{study.description}</p>
        <p className={styles.client}>
          <strong>
            <Translate id="caseStudy.card.client" description="Label before the client name on a case study card">
              Client:
            </Translate>
          </strong>{' '}
          {study.client}
        </p>
        <ul
          className={styles.results}
          aria-label={translate({
            id: 'caseStudy.card.resultsLabel',
            message: 'Key results',
            description: 'Accessible name of the result list on a case study card',
          })}>
          {results.map((result) => (
            <li key={result}>
              <CheckCircle2 size={18} aria-hidden="true" className={styles.check} />
              {result}
            </li>
          ))}
        </ul>
        <Link
          to={study.permalink}
          className={buttonClass({variant: horizontal ? 'primary' : 'secondary'}, styles.cta)}
          aria-label={translate(
            {
              id: 'caseStudy.card.ctaLabel',
              message: '{action}: {title}',
              description: 'Accessible name of a case study card button: the button text, then the study title',
            },
            {action: cta, title: study.title},
          )}>
          {cta}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

// Memoised: the list page renders again after hydration (it reads the category from the address).
export default memo(CaseStudyCard);
