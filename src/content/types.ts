import type { MessageId } from './messages';

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

/** The color tokens defined in src/styles/tokens.css (`--color-<name>`). */
export const colorTokens = [
  'flame',
  'ember',
  'gold',
  'jade',
  'moss',
  'teal',
  'violet',
  'rose',
] as const;
export type ColorToken = (typeof colorTokens)[number];

export interface Feature {
  title: MessageId;
  description: MessageId;
  color: ColorToken;
  icon: IconName;
}

export interface Mechanic {
  title: MessageId;
  description: MessageId;
  icon: IconName;
}

export interface AllocationEntry {
  name: MessageId;
  percent: number;
  color: ColorToken;
  icon: IconName;
}

export interface UtilityEntry {
  text: MessageId;
  icon: IconName;
}

export type PhaseStatus = 'completed' | 'current' | 'upcoming' | 'future';

export interface RoadmapPhase {
  /** Its number, shown as "Phase 1" in the page's language. */
  phase: number;
  title: MessageId;
  status: PhaseStatus;
  items: readonly MessageId[];
}

/** A link the site opens in a new tab, or a placeholder that points nowhere yet. */
export type FooterLink =
  | { kind: 'internal'; label: MessageId; href: string }
  | { kind: 'external'; label: MessageId; href: string }
  | { kind: 'placeholder'; label: MessageId }
  | { kind: 'inert'; label: MessageId };

export interface FooterColumn {
  title: MessageId;
  links: readonly FooterLink[];
}

/** A heading of a Markdown document, with the anchor id its rendered section gets. */
export interface MarkdownHeading {
  depth: number;
  title: string;
  id: string;
}
