import {useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import SitePage from '@site/src/components/layout/SitePage';
import {company} from '@site/src/internals/siteData/company';
import {readAssetQuery, resolveFavicon, type FaviconVariant} from '@site/src/lib/brandAssets';
import {DEFAULT_SOCIAL_IMAGE_PATH} from '@site/src/lib/ogImage';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import PlainLink from '@site/src/components/ui/PlainLink';
import styles from './styles.module.css';

function faviconLabel(variant: FaviconVariant): string {
  return variant === 'light'
    ? translate({
        id: 'brandAsset.favicon.light',
        message: 'Favicon (light)',
        description: 'Title of the light favicon page',
      })
    : translate({
        id: 'brandAsset.favicon.dark',
        message: 'Favicon (dark)',
        description: 'Title of the dark favicon page',
      });
}

function FaviconPreview({src, label}: {src: string; label: string}): ReactNode {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An error before hydration fires no React onError: check the settled image once on mount.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) {
      setFailed(true);
    }
  }, []);
  if (failed) {
    return (
      <p className={styles.error} role="alert">
        <Translate id="brandAsset.favicon.failed" description="Shown when the favicon image fails to load">
          Failed to load image
        </Translate>
      </p>
    );
  }
  return (
    <img
      ref={ref}
      className={styles.favicon}
      src={src}
      alt={label}
      width={192}
      height={192}
      loading="eager"
      fetchPriority="high"
      onError={() => setFailed(true)}
    />
  );
}

/** The favicon of the variant and the Open Graph image; the title and description query parameters are only logged. */
export default function BrandAssetPage({variant}: {variant: string}): ReactNode {
  const favicon = resolveFavicon(variant);
  const {search} = useLocation();

  useEffect(() => {
    const {title, description} = readAssetQuery(search);
    if (title !== null || description !== null) {
      console.info('[brand asset] query parameters', {title, description});
    }
  }, [search]);

  const notFound = translate({
    id: 'brandAsset.notFound',
    message: 'Asset not found',
    description: 'Title and message of a brand asset page for an unknown variant',
  });
  const heading = favicon ? faviconLabel(favicon.variant) : notFound;
  return (
    <SitePage
      theme="brand"
      title={heading}
      heading={heading}
      eyebrow={translate({
        id: 'brandAsset.eyebrow',
        message: 'Brand asset',
        description: 'Eyebrow of the brand asset pages',
      })}
      description={translate(
        {
          id: 'brandAsset.description',
          message: 'Brand assets of {company}: favicon and Open Graph image.',
          description: 'Meta description of the brand asset pages',
        },
        {company: company.name},
      )}
      noIndex>
      <div className="container site-section">
        {favicon ? (
          <>
            <section className={styles.block} aria-labelledby="asset-favicon">
              <SectionHeading as="h2" id="asset-favicon">
                <Translate id="brandAsset.favicon.heading" description="Heading of the favicon block">
                  Favicon
                </Translate>
              </SectionHeading>
              <div className={styles.faviconStage} data-variant={favicon.variant}>
                <FaviconPreview
                  key={favicon.src}
                  src={favicon.src}
                  label={`${company.name} ${heading.toLowerCase()}`}
                />
              </div>
              <p>
                <Translate
                  id="brandAsset.favicon.file"
                  description="The favicon's file; {file} is its linked path"
                  values={{file: <PlainLink href={favicon.src}>{favicon.src}</PlainLink>}}>
                  {'File: {file} (SVG)'}
                </Translate>
              </p>
            </section>
            <section className={styles.block} aria-labelledby="asset-og">
              <SectionHeading as="h2" id="asset-og">
                <Translate id="brandAsset.og.heading" description="Heading of the Open Graph image block">
                  Open Graph image (1200 × 630)
                </Translate>
              </SectionHeading>
              <img
                className={styles.og}
                src={DEFAULT_SOCIAL_IMAGE_PATH}
                width={1200}
                height={630}
                loading="lazy"
                alt={translate(
                  {
                    id: 'brandAsset.og.label',
                    message: 'Open Graph image: {company}, {tagline}',
                    description:
                      'Text of the Open Graph image; {company} and {tagline} are the company name and tagline',
                  },
                  {company: company.name, tagline: company.tagline},
                )}
                data-testid="og-card"
              />
            </section>
          </>
        ) : (
          <p className={styles.error} role="alert">
            {notFound}
          </p>
        )}
      </div>
    </SitePage>
  );
}
