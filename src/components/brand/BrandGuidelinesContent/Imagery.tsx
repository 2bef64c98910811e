import type {ReactNode} from 'react';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import BrandSection from '@site/src/components/brand/BrandSection';
import List from './List';

/** Imagery & Iconography: photography, illustration and iconography rules. */
export default function Imagery({imagery}: {readonly imagery: BrandGuidelines['imagery']}): ReactNode {
  return (
    <BrandSection title="Imagery & Iconography">
      <List title="Photography" items={imagery.photography} />
      <List title="Illustration" items={imagery.illustration} />
      <List title="Iconography" items={imagery.iconography} />
    </BrandSection>
  );
}
