/** Names of the icons the content may ask for; components map them to SVGs. */
export type IconName =
  | 'compass'
  | 'swords'
  | 'coins'
  | 'key'
  | 'gem'
  | 'trophy'
  | 'flame'
  | 'trending-up'
  | 'crown'
  | 'landmark'
  | 'users'
  | 'shield'
  | 'droplets'
  | 'hammer'
  | 'vote'
  | 'sparkles'
  | 'shopping-bag'
  | 'lock'
  | 'feather'
  | 'check'
  | 'clock'
  | 'circle';

/** A color token defined in src/styles/tokens.css (`--color-<name>`). */
export type ColorToken = 'flame' | 'ember' | 'gold' | 'jade' | 'moss' | 'teal' | 'violet' | 'rose';

export interface Feature {
  title: string;
  description: string;
  color: ColorToken;
  icon: IconName;
}

export interface Mechanic {
  title: string;
  description: string;
  icon: IconName;
}

export interface AllocationEntry {
  name: string;
  percent: number;
  color: ColorToken;
  icon: IconName;
}

export interface UtilityEntry {
  text: string;
  icon: IconName;
}

export type PhaseStatus = 'completed' | 'current' | 'upcoming' | 'future';

export interface RoadmapPhase {
  phase: string;
  title: string;
  status: PhaseStatus;
  items: readonly string[];
}

/** A link the site opens in a new tab, or a placeholder that points nowhere yet. */
export type FooterLink =
  | { kind: 'internal'; label: string; href: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'placeholder'; label: string }
  | { kind: 'inert'; label: string };

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

/** A heading of a Markdown document, with the anchor id its rendered section gets. */
export interface MarkdownHeading {
  depth: number;
  title: string;
  id: string;
}
