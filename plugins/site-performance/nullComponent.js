// Stands in for core components that the configuration switches off (see index.ts): renders nothing.
export default function NullComponent() {
  return null;
}
