import {useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import SitePage from '@site/src/components/layout/SitePage';
import {company} from '@site/src/internals/siteData/company';
import {readAssetQuery, resolveFavicon, type FaviconVariant} from '@site/src/lib/brandAssets';
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

/** The brand Open Graph card at 1200x630, drawn as SVG so it scales to any screen. */
function OgCard(): ReactNode {
  return (
    <svg
      className={styles.og}
      viewBox="0 0 1200 630"
      width={1200}
      height={630}
      role="img"
      aria-label={translate(
        {
          id: 'brandAsset.og.label',
          message: 'Open Graph image: {company}, {tagline}',
          description:
            'Accessible name of the drawn Open Graph card; {company} and {tagline} are the company name and tagline',
        },
        {company: company.name, tagline: company.tagline},
      )}
      data-testid="og-card">
      <defs>
        <linearGradient id="og-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2a004d" />
          <stop offset="0.55" stopColor="#370065" />
          <stop offset="1" stopColor="#6c3fa6" />
        </linearGradient>
      </defs>
      <rect width={1200} height={630} fill="url(#og-bg)" />
      <circle cx="1030" cy="120" r="260" fill="#8f67c7" opacity="0.25" />
      <circle cx="120" cy="600" r="200" fill="#6c3fa6" opacity="0.35" />
      <g transform="translate(90 90)">
        <rect width="96" height="96" rx="24" fill="#fff" />
        <path
          d="M28 70V26l40 44V26"
          fill="none"
          stroke="#370065"
          strokeWidth="9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <text x="90" y="300" fill="#fff" fontFamily="Inter, Arial, sans-serif" fontSize="72" fontWeight="800">
        {company.name}
      </text>
      <text x="90" y="380" fill="#e9ddff" fontFamily="Inter, Arial, sans-serif" fontSize="40" fontWeight="600">
        {company.tagline}
      </text>
      <text x="90" y="540" fill="#d9ccee" fontFamily="Inter, Arial, sans-serif" fontSize="28">
        <Translate
          id="brandAsset.og.subtitle"
          description="Bottom line of the Open Graph card; {city} is the office city"
          values={{city: company.contact.address.city}}>
          {'Managed IT services for Canadian SMBs and non-profits · {city}'}
        </Translate>
      </text>
    </svg>
  );
}

/**
 * Brand asset page: the favicon of the variant ('light' or 'dark'; any other shows 'Asset not
 * found') and the Open Graph image at 1200x630. The title and description query parameters are read
 * and only logged. Noindex.
 */
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
              <div className={styles.ogFrame}>
                <OgCard />
              </div>
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
