import type {ReactNode} from 'react';
import BrandAssetPage from '@site/src/components/BrandAssetPage';

/** /favicon/dark: the {variant} route of spec 2.17 (static builds have no parameter routes). */
export default function FaviconDarkVariant(): ReactNode {
  return <BrandAssetPage variant="dark" />;
}
