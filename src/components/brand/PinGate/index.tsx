import {useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  applyBackspace,
  applyChange,
  applyDigitKey,
  applyPaste,
  emptyPin,
  isComplete,
  PIN_LENGTH,
  type PinUpdate,
} from '@site/src/lib/pin';
import styles from './styles.module.css';

interface Props {
  /** Resolves false when the PIN is wrong (the boxes are then cleared). */
  onComplete: (pin: string) => Promise<boolean>;
  notice?: ReactNode;
  /** After Logout; not on page load, where it would skip the header. */
  autoFocus?: boolean;
}

/** The six single-digit boxes of the brand-guidelines gate (src/lib/pin.ts moves digits and focus). */
export default function PinGate({onComplete, notice, autoFocus = false}: Props): ReactNode {
  const [digits, setDigits] = useState<string[]>(() => emptyPin());
  const [checking, setChecking] = useState(false);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const labelId = useId();
  const hintId = useId();

  function focusBox(index: number): void {
    const input = inputs.current[index];
    input?.focus();
    input?.select();
  }

  async function check(pin: string): Promise<void> {
    setChecking(true);
    const accepted = await onComplete(pin);
    if (!accepted) {
      setDigits(emptyPin());
      setChecking(false);
      focusBox(0);
    }
  }

  function apply(update: PinUpdate): void {
    setDigits(update.digits);
    focusBox(update.focus);
    if (isComplete(update.digits)) {
      void check(update.digits.join(''));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number): void {
    if (checking) {
      return;
    }
    const typed = event.ctrlKey || event.metaKey || event.altKey ? null : applyDigitKey(digits, index, event.key);
    if (typed) {
      event.preventDefault();
      apply(typed);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      apply(applyBackspace(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < PIN_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>, index: number): void {
    event.preventDefault();
    if (!checking) {
      apply(applyPaste(digits, index, event.clipboardData.getData('text')));
    }
  }

  return (
    <div className={styles.gate}>
      <p id={labelId} className={styles.label}>
        Enter the brand team PIN
      </p>
      {notice && <div className={styles.notice}>{notice}</div>}
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-busy={checking}
        className={styles.boxes}>
        {digits.map((digit, index) => (
          <input
            // The boxes are positional: index is their identity.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={clsx('site-control', styles.box, digit !== '' && styles.filled)}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${PIN_LENGTH}`}
            value={digit}
            readOnly={checking}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the caller says the PIN is the visitor's next step
            autoFocus={autoFocus && index === 0}
            onChange={(event) => !checking && apply(applyChange(digits, index, event.target.value))}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPaste={(event) => onPaste(event, index)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      <div id={hintId} className={styles.hints}>
        <p>{checking ? 'Checking your PIN…' : 'Enter all 6 digits to access'}</p>
        <p>Contact the team if you need access</p>
      </div>
    </div>
  );
}
