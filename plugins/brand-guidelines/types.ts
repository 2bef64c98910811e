/**
 * Shapes of the brand guidelines. The client imports
 * these types only; the values live in ./content.ts, which only the plugin reads at build time.
 */

export interface BrandLogoFile {
  name: string;
  /** Site path of the SVG in static/, downloadable as is. */
  file: string;
  usage: string;
  /** Intrinsic size of the preview, for width/height attributes. */
  width: number;
  height: number;
  /** Preview on a dark background (light artwork). */
  darkBackground?: boolean;
}

export interface BrandColour {
  name: string;
  token: string;
  hex: string;
  rgb: string;
  usage: string;
}

export interface BrandTypeStep {
  name: string;
  size: string;
  weight: number;
  usage: string;
}

export interface BrandCallToAction {
  label: string;
  variant: 'primary' | 'secondary' | 'outline';
  usage: string;
}

export interface BrandGuidelines {
  snapshot: {
    companyName: string;
    tagline: string;
    mission: string;
    elevatorPitch: string;
    audience: string;
    personality: readonly string[];
  };
  logos: {
    intro: string;
    files: readonly BrandLogoFile[];
    clearSpacePx: number;
    minimumHeightPx: number;
    rules: readonly string[];
    misuse: readonly string[];
  };
  colours: {
    intro: string;
    palette: readonly BrandColour[];
    accessibility: string;
  };
  typography: {
    family: string;
    fallback: string;
    baseSize: string;
    lineHeight: number;
    weights: readonly string[];
    scale: readonly BrandTypeStep[];
    rules: readonly string[];
  };
  imagery: {
    photography: readonly string[];
    illustration: readonly string[];
    iconography: readonly string[];
  };
  loading: {
    intro: string;
    sizesPx: readonly number[];
    rules: readonly string[];
  };
  callsToAction: {
    intro: string;
    buttons: readonly BrandCallToAction[];
    rules: readonly string[];
  };
  voice: {
    summary: string;
    traits: readonly {trait: string; description: string}[];
    preferred: readonly string[];
    avoid: readonly string[];
    spelling: string;
  };
  contact: {
    team: string;
    email: string;
    note: string;
    version: string;
    lastUpdated: string;
    changelog: readonly string[];
  };
}
