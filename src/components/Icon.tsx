import {
  Award,
  Bot,
  ChartNoAxesCombined,
  Check,
  Clock,
  Cloud,
  Compass,
  Database,
  Eye,
  Gauge,
  Globe,
  Handshake,
  Heart,
  Key,
  Layers,
  Lightbulb,
  Lock,
  MessageSquare,
  RefreshCw,
  Rocket,
  Search,
  Server,
  Shield,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Workflow,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import type { IconName } from '@/content/types'

const ICONS: Record<IconName, LucideIcon> = {
  search: Search,
  compass: Compass,
  rocket: Rocket,
  gauge: Gauge,
  shield: Shield,
  lock: Lock,
  key: Key,
  server: Server,
  cloud: Cloud,
  database: Database,
  workflow: Workflow,
  bot: Bot,
  sparkles: Sparkles,
  chart: ChartNoAxesCombined,
  users: Users,
  target: Target,
  lightbulb: Lightbulb,
  handshake: Handshake,
  award: Award,
  globe: Globe,
  clock: Clock,
  layers: Layers,
  wrench: Wrench,
  message: MessageSquare,
  check: Check,
  trending: TrendingUp,
  eye: Eye,
  heart: Heart,
  zap: Zap,
  refresh: RefreshCw,
}

export interface IconProps {
  name: IconName
  size?: number
  className?: string
}

/** A decorative icon from the one icon set, at one stroke width. */
export function Icon({ name, size = 22, className }: IconProps) {
  const Glyph = ICONS[name]
  return <Glyph aria-hidden="true" size={size} strokeWidth={1.75} className={className} />
}
