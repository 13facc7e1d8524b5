import type { SceneLayout } from '../../../../src/scene/story/story-position';

/**
 * The home page as the production build lays it out (measured in Chromium at these sizes, with the
 * sections below the hero drawn): where the hero, each section and the footer start.
 */
export const desktop: SceneLayout = {
  width: 1280,
  height: 800,
  // The desktop hero: the art takes its right 62 %, the hero's full height.
  art: { top: 0, left: 486.39, width: 793.61, height: 800 },
  marks: [0, 800, 1806, 2721, 3905, 5089, 6345],
  pageHeight: 7090,
};

export const phone: SceneLayout = {
  width: 390,
  height: 844,
  // Below the header, the full width, 44svh tall.
  art: { top: 64, left: 0, width: 390, height: 371.36 },
  marks: [0, 1030, 2828, 4572, 6316, 8060, 9876],
  pageHeight: 10621,
};

export const layouts = { desktop, phone };

/** The deepest the page scrolls. */
export const maxScroll = (layout: SceneLayout) => layout.pageHeight - layout.height;
