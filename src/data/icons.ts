/**
 * Icon names that data modules may use. The Icon component maps each name to an SVG, so data
 * stays serialisable and only the icons in this list are bundled.
 */
export const iconNames = [
  'server', 'shield', 'cloud', 'code', 'headset', 'monitor', 'graduation-cap', 'compass',
  'lock', 'wifi', 'database', 'cpu', 'users', 'chart', 'clock', 'check', 'phone', 'mail',
  'video', 'wrench', 'refresh', 'key', 'file', 'globe', 'lightbulb', 'handshake', 'award',
  'target', 'zap', 'layers', 'laptop', 'mic', 'calendar', 'map-pin', 'alert', 'heart', 'book',
  'rocket', 'settings', 'trending-up', 'link', 'sparkles', 'briefcase', 'scale',
] as const;

export type IconName = (typeof iconNames)[number];
