// Stands in for the theme client modules the site leaves out (see leftOutClientModules.ts).
export default function noop() {}
