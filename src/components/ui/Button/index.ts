/** The site's one button system: Infima's `.button` with the brand colours of custom.css. */
import clsx from 'clsx';

export const BUTTON_VARIANT_CLASSES = {
  primary: 'button--primary',
  secondary: 'button--secondary',
  link: 'button--link',
};

/** The size for where a button sits. */
export const BUTTON_CONTEXT_CLASSES = {
  section: undefined,
  hero: 'button--lg',
  header: 'button--sm',
  menu: 'button--block',
};

export type ButtonVariant = keyof typeof BUTTON_VARIANT_CLASSES;
export type ButtonContext = keyof typeof BUTTON_CONTEXT_CLASSES;

/** `className` adds layout (margins, width), never looks. */
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
