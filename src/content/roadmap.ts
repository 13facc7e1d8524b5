import type { MessageId } from './messages';
import type { PhaseStatus, RoadmapPhase } from './types';

export const roadmap = [
  {
    phase: 1,
    title: 'roadmap.ignition.title',
    status: 'current',
    items: [
      'roadmap.ignition.item1',
      'roadmap.ignition.item2',
      'roadmap.ignition.item3',
      'roadmap.ignition.item4',
    ],
  },
  {
    phase: 2,
    title: 'roadmap.awakening.title',
    status: 'upcoming',
    items: [
      'roadmap.awakening.item1',
      'roadmap.awakening.item2',
      'roadmap.awakening.item3',
      'roadmap.awakening.item4',
    ],
  },
  {
    phase: 3,
    title: 'roadmap.wildfire.title',
    status: 'future',
    items: [
      'roadmap.wildfire.item1',
      'roadmap.wildfire.item2',
      'roadmap.wildfire.item3',
      'roadmap.wildfire.item4',
    ],
  },
  {
    phase: 4,
    title: 'roadmap.legends.title',
    status: 'future',
    items: [
      'roadmap.legends.item1',
      'roadmap.legends.item2',
      'roadmap.legends.item3',
      'roadmap.legends.item4',
    ],
  },
] as const satisfies readonly RoadmapPhase[];

/** What each status is called on screen; status drives only color, icon and this label. */
export const phaseStatusLabel = {
  completed: 'roadmap.status.completed',
  current: 'roadmap.status.current',
  upcoming: 'roadmap.status.upcoming',
  future: 'roadmap.status.future',
} as const satisfies Record<PhaseStatus, MessageId>;
