// Stands in for what the site leaves out (see index.ts): the theme client modules of
// leftOutClientModules.ts, where it does nothing, and core components the configuration switches
// off, where it renders nothing.
export default function nothing() {
  return null;
}
