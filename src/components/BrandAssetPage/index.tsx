import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import SitePage from '@site/src/components/SitePage';
import {company} from '@site/src/data/company';
import {readAssetQuery, resolveFavicon} from '@site/src/lib/brandAssets';
import OgCard from './OgCard';
import SectionHeading from '@site/src/components/SectionHeading';
import PlainLink from '@site/src/components/PlainLink';
import styles from './styles.module.css';

interface Props {
  /** 'light' or 'dark'; any other value shows 'Asset not found'. */
  variant: string;
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
        Failed to load image
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

/**
 * Brand asset page: the favicon of the requested variant and the Open Graph image at
 * 1200x630. The title and description query parameters are read and only logged. Noindex.
 */
export default function BrandAssetPage({variant}: Props): ReactNode {
  const favicon = resolveFavicon(variant);
  const {search} = useLocation();

  useEffect(() => {
    const {title, description} = readAssetQuery(search);
    if (title !== null || description !== null) {
      console.info('[brand asset] query parameters', {title, description});
    }
  }, [search]);

  const heading = favicon ? favicon.label : 'Asset not found';
  return (
    <SitePage
      theme="brand"
      title={heading}
      heading={heading}
      eyebrow="Brand asset"
      description={`Brand assets of ${company.name}: favicon and Open Graph image.`}
      noIndex>
      <div className="container site-section">
        {favicon ? (
          <>
            <section className={styles.block} aria-labelledby="asset-favicon">
              <SectionHeading as="h2" id="asset-favicon">
                Favicon
              </SectionHeading>
              <div className={styles.faviconStage} data-variant={favicon.variant}>
                <FaviconPreview
                  key={favicon.src}
                  src={favicon.src}
                  label={`${company.name} ${favicon.label.toLowerCase()}`}
                />
              </div>
              <p>
                File: <PlainLink href={favicon.src}>{favicon.src}</PlainLink> (SVG)
              </p>
            </section>
            <section className={styles.block} aria-labelledby="asset-og">
              <SectionHeading as="h2" id="asset-og">
                Open Graph image (1200 × 630)
              </SectionHeading>
              <div className={styles.ogFrame}>
                <OgCard className={styles.og} />
              </div>
            </section>
          </>
        ) : (
          <p className={styles.error} role="alert">
            Asset not found
          </p>
        )}
      </div>
    </SitePage>
  );
}
