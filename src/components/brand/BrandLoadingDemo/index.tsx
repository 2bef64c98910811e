import {useEffect, useEffectEvent, useRef, type AnimationEvent, type ReactNode} from 'react';
import LogoSpinner from '@site/src/components/ui/LogoSpinner';
import {lockScroll} from '@site/src/lib/scrollLock';
import styles from './styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

interface Props {
  onClose: () => void;
}

/**
 * The full-screen loading-animation demo: the spinning logo mark on a veil that
 * fades out over 3 seconds (a CSS animation) and closes when the fade ends; 'Close Demo' (focused on open) or Escape closes it
 * earlier, and focus returns to the button that opened it.
 */
export default function BrandLoadingDemo({onClose}: Props): ReactNode {
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const releaseScroll = lockScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
      } else if (event.key === 'Tab') {
        // The only control: keep focus inside the dialog.
        event.preventDefault();
        closeButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      releaseScroll();
      opener?.focus();
    };
  }, []);

  function onAnimationEnd(event: AnimationEvent<HTMLDivElement>): void {
    if (event.target === event.currentTarget) {
      onClose();
    }
  }

  return (
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label="Loading animation demo"
      data-testid="loading-demo"
      onAnimationEnd={onAnimationEnd}>
      <LogoSpinner size={256} className={styles.spinner} />
      <p className={styles.caption}>Full-screen loading state: 256 px, fading out over 3 seconds.</p>
      <button ref={closeButton} type="button" className={buttonClass({variant: 'primary'})} onClick={onClose}>
        Close Demo
      </button>
    </div>
  );
}
