// Stands in for the theme client modules the site leaves out (leftOutClientModules.ts).
export default function nothing() {
  return null;
}
