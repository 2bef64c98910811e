import type {ReactNode} from 'react';
import type {BrandGuidelines} from '@site/plugins/brand-guidelines/types';
import BrandSection from '@site/src/components/brand/BrandSection';
import Facts from './Facts';
import List from './List';

/** Voice & Tone: traits, preferred and avoided wording, spelling. */
export default function Voice({voice}: {readonly voice: BrandGuidelines['voice']}): ReactNode {
  return (
    <BrandSection title="Voice & Tone">
      <p>{voice.summary}</p>
      <Facts layout="stacked" facts={voice.traits.map(({trait, description}) => ({term: trait, value: description}))} />
      <List title="We write" items={voice.preferred} />
      <List title="We avoid" items={voice.avoid} />
      <p>{voice.spelling}</p>
    </BrandSection>
  );
}
