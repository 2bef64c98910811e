import type {ReactNode} from 'react';
import BrandAssetPage from '@site/src/components/BrandAssetPage';

export default function FaviconDark(): ReactNode {
  return <BrandAssetPage variant="dark" />;
}
