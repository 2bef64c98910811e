// Stands in for theme-classic's prism-include-languages client module (see prismIncludeLanguages.ts).
export default function noop() {}
