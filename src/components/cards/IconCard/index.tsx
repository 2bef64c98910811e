import type {ReactNode} from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/ui/Icon';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import type {IconName} from '@site/src/data/icons';
import styles from './styles.module.css';

interface Props {
  icon: IconName;
  title: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** The heading's id; an article is labelled by it. */
  headingId?: string;
  as?: 'li' | 'article';
  /** `inline`: a plain icon beside the title, on the page background. */
  variant?: 'tile' | 'large' | 'inline';
  iconTone?: 'brand' | 'success';
  iconSize?: number;
  className?: string;
  children: ReactNode;
  /** Kept at the bottom of the card, so the actions of a row line up. */
  action?: ReactNode;
}

/** A card with an icon, a title and text: service features, core values, legal documents. */
export default function IconCard({
  icon,
  title,
  headingLevel = 'h3',
  headingId,
  as: As = 'li',
  variant = 'tile',
  iconTone = 'brand',
  iconSize,
  className,
  children,
  action,
}: Props): ReactNode {
  const inline = variant === 'inline';
  return (
    <As
      className={clsx(
        styles.card,
        inline ? styles.inline : 'site-card',
        variant === 'large' && styles.large,
        className,
      )}
      aria-labelledby={As === 'article' ? headingId : undefined}>
      {inline ? (
        <Icon name={icon} size={iconSize} className={clsx(styles.plainIcon, styles[iconTone])} />
      ) : (
        <span className={clsx('site-icon-tile', styles.tile, styles[iconTone])}>
          <Icon name={icon} size={iconSize} />
        </span>
      )}
      <div className={styles.content}>
        <SectionHeading as={headingLevel} id={headingId} className={styles.title}>
          {title}
        </SectionHeading>
        <div className={styles.body}>{children}</div>
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </As>
  );
}
