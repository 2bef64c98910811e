/**
 * Links to the current page in the site's other languages. Each language is a separate build
 * (English at the root, French under /fr/), so these are plain links that load the other
 * build, not client-side navigations. The visitor chooses: nothing redirects by browser language.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@site/src/internals/themeCommonInternal';
import PlainLink from '@site/src/components/PlainLink';
import styles from './styles.module.css';

interface Props {
  /** `header`: the short code (FR) in the desktop header; `menu`: the language's name in the menu panel. */
  variant: 'header' | 'menu';
  inverted?: boolean;
  className?: string;
}

/** The two-letter code shown in the header: FR for fr-CA. */
function shortCode(htmlLang: string): string {
  return htmlLang.slice(0, 2).toUpperCase();
}

export default function LanguageSwitcher({variant, inverted = false, className}: Props): ReactNode {
  const {
    i18n: {currentLocale, locales, localeConfigs},
  } = useDocusaurusContext();
  const alternatePageUtils = useAlternatePageUtils();
  return (
    <ul className={clsx(styles.list, styles[variant], inverted && styles.inverted, className)}>
      {locales
        .filter((locale) => locale !== currentLocale)
        .map((locale) => {
          const {htmlLang, label} = localeConfigs[locale]!;
          return (
            <li key={locale}>
              <PlainLink
                className={styles.link}
                href={alternatePageUtils.createUrl({locale, fullyQualified: false})}
                hrefLang={htmlLang}
                lang={htmlLang}
                // The short code is part of the language's name ("FR" in "Français"), so the
                // accessible name still contains what is shown.
                aria-label={variant === 'header' ? label : undefined}>
                {variant === 'header' ? shortCode(htmlLang) : label}
              </PlainLink>
            </li>
          );
        })}
    </ul>
  );
}
