/**
 * The nine visual page themes, used as hero backgrounds (their ids are the keys).
 * Gradients use the brand tokens; circles are decorative blurred shapes drawn in CSS.
 */
export const pageThemes = {
  brand: {
    gradient: 'linear-gradient(135deg, #370065 0%, #4b1a85 55%, #6c3fa6 100%)',
    patternOpacity: 0.08,
    circles: {primary: '#6c3fa6', secondary: '#8f67c7', tertiary: '#2a004d'},
  },
  tech: {
    gradient: 'linear-gradient(135deg, #23004a 0%, #370065 50%, #1f3a8a 100%)',
    patternOpacity: 0.1,
    circles: {primary: '#3b5bdb', secondary: '#6c3fa6', tertiary: '#15002e'},
  },
  security: {
    gradient: 'linear-gradient(135deg, #1a1f2e 0%, #2d0a52 55%, #370065 100%)',
    patternOpacity: 0.09,
    circles: {primary: '#6c3fa6', secondary: '#0f766e', tertiary: '#111827'},
  },
  infrastructure: {
    gradient: 'linear-gradient(135deg, #1e293b 0%, #312e81 55%, #370065 100%)',
    patternOpacity: 0.08,
    circles: {primary: '#4338ca', secondary: '#6c3fa6', tertiary: '#0f172a'},
  },
  communication: {
    gradient: 'linear-gradient(135deg, #370065 0%, #5b2a8f 50%, #0e7490 100%)',
    patternOpacity: 0.08,
    circles: {primary: '#0e7490', secondary: '#8f67c7', tertiary: '#2a004d'},
  },
  development: {
    gradient: 'linear-gradient(135deg, #0f172a 0%, #370065 60%, #6c3fa6 100%)',
    patternOpacity: 0.1,
    circles: {primary: '#6c3fa6', secondary: '#2563eb', tertiary: '#0b1020'},
  },
  consulting: {
    gradient: 'linear-gradient(135deg, #2a004d 0%, #370065 45%, #7c3aed 100%)',
    patternOpacity: 0.07,
    circles: {primary: '#7c3aed', secondary: '#6c3fa6', tertiary: '#1e0038'},
  },
  training: {
    gradient: 'linear-gradient(135deg, #370065 0%, #6c3fa6 60%, #a16207 100%)',
    patternOpacity: 0.07,
    circles: {primary: '#a16207', secondary: '#8f67c7', tertiary: '#2a004d'},
  },
  resources: {
    gradient: 'linear-gradient(135deg, #1a1f2e 0%, #370065 55%, #5b2a8f 100%)',
    patternOpacity: 0.08,
    circles: {primary: '#5b2a8f', secondary: '#6c3fa6', tertiary: '#111827'},
  },
};

export type PageThemeId = keyof typeof pageThemes;
