import type {ReactNode} from 'react';
import BrandAssetPage from '@site/src/components/brand/BrandAssetPage';

export default function FaviconLight(): ReactNode {
  return <BrandAssetPage variant="light" />;
}
