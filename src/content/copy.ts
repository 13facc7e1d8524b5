import type { MessageId } from './messages';

/** The home page's stations, in page order: the timeline and the section navigation. */
export const sectionIds = ['character', 'features', 'gameplay', 'tokenomics', 'roadmap'] as const;

export type SectionId = (typeof sectionIds)[number];

/** What each station is called in the navigation. */
export const sectionLabels = {
  character: 'nav.sections.character',
  features: 'nav.sections.features',
  gameplay: 'nav.sections.gameplay',
  tokenomics: 'nav.sections.tokenomics',
  roadmap: 'nav.sections.roadmap',
} as const satisfies Record<SectionId, MessageId>;

/** What a path no route matches shows as its code, in every language. */
export const notFoundCode = '404';

/** Logged, never shown, when a path matches no route: one fixed line for the operators' logs. */
export const notFoundLogPrefix = '404 Error: User attempted to access non-existent route:';
