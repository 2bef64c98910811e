import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import {LogoMark} from '@site/src/components/layout/Logo';
import styles from './styles.module.css';

type Props = ComponentProps<'span'> & {
  /** Pixels; a smaller max-width scales it down. */
  size: number;
};

/** The logo mark turning once every 1.2 s, still for reduced motion. */
export default function LogoSpinner({size, className, style, ...props}: Props): ReactNode {
  return (
    <span className={clsx(styles.spinner, className)} style={{width: size, ...style}} {...props}>
      <LogoMark size={size} />
    </span>
  );
}
