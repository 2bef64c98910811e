import type {ReactNode} from 'react';
import {
  Award, BookOpen, Briefcase, Calendar, ChartColumn, Check, Clock, Cloud, Code, Compass, Cpu,
  Database, FileText, Globe, GraduationCap, Handshake, Headset, Heart, KeyRound, Laptop, Layers,
  Lightbulb, Link, Lock, Mail, MapPin, Mic, Monitor, Phone, RefreshCw, Rocket, Scale, Server,
  Settings, Shield, Sparkles, Target, TrendingUp, TriangleAlert, Users, Video, Wifi, Wrench, Zap,
  type LucideIcon,
} from 'lucide-react';
import type {IconName} from '@site/src/data/icons';

const icons: Record<IconName, LucideIcon> = {
  server: Server, shield: Shield, cloud: Cloud, code: Code, headset: Headset, monitor: Monitor,
  'graduation-cap': GraduationCap, compass: Compass, lock: Lock, wifi: Wifi, database: Database,
  cpu: Cpu, users: Users, chart: ChartColumn, clock: Clock, check: Check, phone: Phone, mail: Mail,
  video: Video, wrench: Wrench, refresh: RefreshCw, key: KeyRound, file: FileText, globe: Globe,
  lightbulb: Lightbulb, handshake: Handshake, award: Award, target: Target, zap: Zap,
  layers: Layers, laptop: Laptop, mic: Mic, calendar: Calendar, 'map-pin': MapPin,
  alert: TriangleAlert, heart: Heart, book: BookOpen, rocket: Rocket, settings: Settings,
  'trending-up': TrendingUp, link: Link, sparkles: Sparkles, briefcase: Briefcase, scale: Scale,
};

interface Props {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative icon chosen by name from data modules; hidden from assistive technology. */
export default function Icon({name, size = 24, className}: Props): ReactNode {
  const Component = icons[name];
  return <Component size={size} className={className} aria-hidden="true" focusable="false" />;
}
