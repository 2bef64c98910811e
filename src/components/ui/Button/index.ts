/**
 * The site's one button system: three variants, one size per context, on light or dark
 * backgrounds. Every link or control drawn as a button takes its classes from `buttonClass`, so
 * two buttons that do the same job look the same (tests/output/buttons.test.ts checks the built
 * pages). The looks are Infima's `.button` with the brand colours of src/css/custom.css.
 */
import clsx from 'clsx';

/** The action a button stands for: the main one of its block, a second one, or a quiet one. */
export type ButtonVariant = 'primary' | 'secondary' | 'link';

/**
 * Where a button sits, which sets its size: the body of a section or a card (`section`), a page's
 * hero or a call-to-action band (`hero`), the header bar (`header`), a full-width row of the
 * mobile menu (`menu`).
 */
export type ButtonContext = 'section' | 'hero' | 'header' | 'menu';

export const BUTTON_VARIANT_CLASSES = {
  primary: 'button--primary',
  secondary: 'button--secondary',
  link: 'button--link',
} as const satisfies Record<ButtonVariant, string>;

export const BUTTON_CONTEXT_CLASSES = {
  section: undefined,
  hero: 'button--lg',
  header: 'button--sm',
  menu: 'button--block',
} as const satisfies Record<ButtonContext, string | undefined>;

/** On a dark band or hero the variants keep their roles with light colours. */
const BUTTON_ON_DARK_CLASS = 'button--on-dark';

export interface ButtonStyle {
  readonly variant: ButtonVariant;
  readonly context?: ButtonContext;
  readonly onDark?: boolean;
}

/** The classes of a button; `className` adds layout classes (margins, width), never looks. */
export function buttonClass({variant, context = 'section', onDark = false}: ButtonStyle, className?: string): string {
  return clsx(
    'button',
    BUTTON_VARIANT_CLASSES[variant],
    BUTTON_CONTEXT_CLASSES[context],
    onDark && BUTTON_ON_DARK_CLASS,
    className,
  );
}
