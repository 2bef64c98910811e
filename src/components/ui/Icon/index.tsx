import type {ReactNode} from 'react';
import * as lucide from 'lucide-react';
import type {IconName} from '@site/src/data/icons';

// Only the icons named here are bundled.
const icons: Record<IconName, lucide.LucideIcon> = {
  server: lucide.Server,
  shield: lucide.Shield,
  cloud: lucide.Cloud,
  code: lucide.Code,
  headset: lucide.Headset,
  monitor: lucide.Monitor,
  'graduation-cap': lucide.GraduationCap,
  compass: lucide.Compass,
  lock: lucide.Lock,
  wifi: lucide.Wifi,
  database: lucide.Database,
  cpu: lucide.Cpu,
  users: lucide.Users,
  chart: lucide.ChartColumn,
  clock: lucide.Clock,
  check: lucide.Check,
  phone: lucide.Phone,
  mail: lucide.Mail,
  video: lucide.Video,
  wrench: lucide.Wrench,
  refresh: lucide.RefreshCw,
  key: lucide.KeyRound,
  file: lucide.FileText,
  globe: lucide.Globe,
  lightbulb: lucide.Lightbulb,
  handshake: lucide.Handshake,
  award: lucide.Award,
  target: lucide.Target,
  zap: lucide.Zap,
  layers: lucide.Layers,
  laptop: lucide.Laptop,
  mic: lucide.Mic,
  calendar: lucide.Calendar,
  'map-pin': lucide.MapPin,
  alert: lucide.TriangleAlert,
  heart: lucide.Heart,
  book: lucide.BookOpen,
  rocket: lucide.Rocket,
  settings: lucide.Settings,
  'trending-up': lucide.TrendingUp,
  link: lucide.Link,
  sparkles: lucide.Sparkles,
  briefcase: lucide.Briefcase,
  scale: lucide.Scale,
};

interface Props {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative icon named by a data module. */
export default function Icon({name, size = 24, className}: Props): ReactNode {
  const Component = icons[name];
  return <Component size={size} className={className} aria-hidden="true" focusable="false" />;
}
