import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ZoomableImage from '@site/src/components/ui/ZoomableImage';
import type {CaseStudyFrontMatter} from '@site/src/lib/caseStudies';
import styles from '../styles.module.css';

/** The case study's image (zoomable), with the partner's badge over it when there is a partner. */
export default function CaseStudyFigure({study}: {readonly study: CaseStudyFrontMatter}): ReactNode {
  return (
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
  );
}
