import type {ReactNode} from 'react';
import BrandAssetPage from '@site/src/components/brand/BrandAssetPage';

/** /favicon/dark: one favicon variant as its own route (static builds have no parameter routes). */
export default function FaviconDarkVariant(): ReactNode {
  return <BrandAssetPage variant="dark" />;
}
