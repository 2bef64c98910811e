/** Links to this page in the other languages: plain links, since each language is its own build. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {alternatePageHref} from '@site/src/lib/localePath';
import useCanonicalPathname from '@site/src/hooks/useCanonicalPathname';
import PlainLink from '@site/src/components/ui/PlainLink';
import styles from './styles.module.css';

interface Props {
  /** `header`: the short code (FR); `menu`: the language's name. */
  variant: 'header' | 'menu';
  inverted?: boolean;
}

export default function LanguageSwitcher({variant, inverted = false}: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale, locales, localeConfigs},
  } = useDocusaurusContext();
  // The page's own path, never the address as typed (`//evil.example/..%2ffr/`); the query and
  // fragment join once hydrated.
  const location = useLocation();
  const pathname = useCanonicalPathname();
  const hydrated = useIsBrowser();
  const here = {pathname, search: hydrated ? location.search : '', hash: hydrated ? location.hash : ''};
  return (
    <ul className={clsx(styles.list, styles[variant], inverted && styles.inverted)}>
      {locales
        .filter((locale) => locale !== currentLocale)
        .map((locale) => {
          const {htmlLang, label, baseUrl: localeBaseUrl} = localeConfigs[locale]!;
          return (
            <li key={locale}>
              <PlainLink
                className={styles.link}
                href={alternatePageHref(here, baseUrl, localeBaseUrl)}
                hrefLang={htmlLang}
                lang={htmlLang}>
                {variant === 'header' ? (
                  // The accessible name starts with what is shown ("FR Français").
                  <>
                    {htmlLang.slice(0, 2).toUpperCase()}
                    <span className="visually-hidden"> {label}</span>
                  </>
                ) : (
                  label
                )}
              </PlainLink>
            </li>
          );
        })}
    </ul>
  );
}
