/**
 * Links to the current page in the site's other languages. Each language is a separate build
 * (English at the root, French under /fr/), so these are plain links that load the other
 * build, not client-side navigations. The visitor chooses: nothing redirects by browser language.
 */
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
  /** `header`: the short code (FR) in the desktop header; `menu`: the language's name in the menu panel. */
  variant: 'header' | 'menu';
  inverted?: boolean;
}

export default function LanguageSwitcher({variant, inverted = false}: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale, locales, localeConfigs},
  } = useDocusaurusContext();
  // The page's own path (never the address as typed: `//evil.example/..%2ffr/` must not become a
  // link), with the visitor's filter and place on the page. The prerendered link has neither, and
  // hydration keeps the server's attributes, so the query and fragment join once hydrated.
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
