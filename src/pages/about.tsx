import type {ReactNode} from 'react';
import SitePage from '@site/src/components/SitePage';

export default function Page(): ReactNode {
  return (
    <SitePage
      theme="brand"
      title="About Us"
      heading="Helping Canadian SMBs Do More With Technology"
      eyebrow="About Us"
      description="Northbeam Technologies is a Toronto team of multilingual IT specialists helping small and medium businesses and non-profits solve technology challenges with custom solutions."
      intro={<p>Northbeam Technologies is a Toronto team of multilingual IT specialists helping small and medium businesses and non-profits solve technology challenges with custom solutions.</p>}
    />
  );
}
