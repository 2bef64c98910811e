/**
 * The site's one button system: every link or control drawn as a button takes its classes from
 * `buttonClass`, so two buttons that do the same job look the same (tests/output/buttons.test.ts
 * checks the built pages). The looks are Infima's `.button` with the brand colours of custom.css.
 */
import clsx from 'clsx';

/** The main action of its block, a second one, or a quiet one. */
export const BUTTON_VARIANT_CLASSES = {
  primary: 'button--primary',
  secondary: 'button--secondary',
  link: 'button--link',
};

/** The size for where a button sits: a section or card, a hero or band, the header bar, a mobile menu row. */
export const BUTTON_CONTEXT_CLASSES = {
  section: undefined,
  hero: 'button--lg',
  header: 'button--sm',
  menu: 'button--block',
};

export type ButtonVariant = keyof typeof BUTTON_VARIANT_CLASSES;
export type ButtonContext = keyof typeof BUTTON_CONTEXT_CLASSES;

/** The classes of a button, in light colours on a dark band; `className` adds layout (margins, width), never looks. */
export function buttonClass(
  {variant, context = 'section', onDark = false}: {variant: ButtonVariant; context?: ButtonContext; onDark?: boolean},
  className?: string,
): string {
  return clsx(
    'button',
    BUTTON_VARIANT_CLASSES[variant],
    BUTTON_CONTEXT_CLASSES[context],
    onDark && 'button--on-dark',
    className,
  );
}
