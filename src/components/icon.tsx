import {
  Circle,
  CircleCheck,
  Clock,
  Coins,
  Compass,
  Crown,
  Droplets,
  Feather,
  Flame,
  Gem,
  Hammer,
  KeyRound,
  Landmark,
  Lock,
  Shield,
  ShoppingBag,
  Sparkles,
  Swords,
  TrendingUp,
  Trophy,
  Users,
  Vote,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../content/types';

const icons: Record<IconName, LucideIcon> = {
  compass: Compass,
  swords: Swords,
  coins: Coins,
  key: KeyRound,
  gem: Gem,
  trophy: Trophy,
  flame: Flame,
  'trending-up': TrendingUp,
  crown: Crown,
  landmark: Landmark,
  users: Users,
  shield: Shield,
  droplets: Droplets,
  hammer: Hammer,
  vote: Vote,
  sparkles: Sparkles,
  'shopping-bag': ShoppingBag,
  lock: Lock,
  feather: Feather,
  check: CircleCheck,
  clock: Clock,
  circle: Circle,
};

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative icon: the text next to it always carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  const Glyph = icons[name];
  return <Glyph aria-hidden="true" focusable="false" size={size} className={className} />;
}
