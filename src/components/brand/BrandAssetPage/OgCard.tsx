import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {company} from '@site/src/internals/siteData/company';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The brand Open Graph card at 1200x630, drawn as SVG so it scales to any screen. */
export default function OgCard({className}: {className?: string}): ReactNode {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${OG_WIDTH} ${OG_HEIGHT}`}
      width={OG_WIDTH}
      height={OG_HEIGHT}
      role="img"
      aria-label={translate(
        {
          id: 'brandAsset.og.label',
          message: 'Open Graph image: {company}, {tagline}',
          description:
            'Accessible name of the drawn Open Graph card; {company} and {tagline} are the company name and tagline',
        },
        {company: company.name, tagline: company.tagline},
      )}
      data-testid="og-card">
      <defs>
        <linearGradient id="og-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2a004d" />
          <stop offset="0.55" stopColor="#370065" />
          <stop offset="1" stopColor="#6c3fa6" />
        </linearGradient>
      </defs>
      <rect width={OG_WIDTH} height={OG_HEIGHT} fill="url(#og-bg)" />
      <circle cx="1030" cy="120" r="260" fill="#8f67c7" opacity="0.25" />
      <circle cx="120" cy="600" r="200" fill="#6c3fa6" opacity="0.35" />
      <g transform="translate(90 90)">
        <rect width="96" height="96" rx="24" fill="#fff" />
        <path
          d="M28 70V26l40 44V26"
          fill="none"
          stroke="#370065"
          strokeWidth="9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <text x="90" y="300" fill="#fff" fontFamily="Inter, Arial, sans-serif" fontSize="72" fontWeight="800">
        {company.name}
      </text>
      <text x="90" y="380" fill="#e9ddff" fontFamily="Inter, Arial, sans-serif" fontSize="40" fontWeight="600">
        {company.tagline}
      </text>
      <text x="90" y="540" fill="#d9ccee" fontFamily="Inter, Arial, sans-serif" fontSize="28">
        <Translate
          id="brandAsset.og.subtitle"
          description="Bottom line of the Open Graph card; {city} is the office city"
          values={{city: company.contact.address.city}}>
          {'Managed IT services for Canadian SMBs and non-profits · {city}'}
        </Translate>
      </text>
    </svg>
  );
}
