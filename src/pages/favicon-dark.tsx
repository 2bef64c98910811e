import type {ReactNode} from 'react';
import BrandAssetPage from '@site/src/components/brand/BrandAssetPage';

export default function FaviconDark(): ReactNode {
  return <BrandAssetPage variant="dark" />;
}
