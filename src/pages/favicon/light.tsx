import type {ReactNode} from 'react';
import BrandAssetPage from '@site/src/components/brand/BrandAssetPage';

/** /favicon/light: one favicon variant as its own route (static builds have no parameter routes). */
export default function FaviconLightVariant(): ReactNode {
  return <BrandAssetPage variant="light" />;
}
