import { sectionIds } from '../../content/copy';
import type { SceneLayout } from '../story/story-position';

/** The hero, the sections in page order, and the footer: one mark per beat. */
const beatParts = ['top', ...sectionIds];

/** The Armory's item lists, and the sticky stage above them where a phone frames him. */
export interface ArmoryBoxes {
  lists: Element;
  stage: Element;
}

/**
 * Where the page's parts are, for the scene's story. Reads layout: call it where layout is fresh
 * (a ResizeObserver callback), never in the middle of a scroll.
 */
export function measureLayout(
  art: Element,
  stage: Element,
  armory: ArmoryBoxes | null,
): SceneLayout {
  const scrollY = window.scrollY;
  const docTop = (element: Element | null) =>
    element ? element.getBoundingClientRect().top + scrollY : null;
  const marks: number[] = [];
  for (const id of beatParts) marks.push(docTop(document.getElementById(id)) ?? marks.at(-1) ?? 0);
  const footer = document.querySelector('footer');
  marks.push(docTop(footer) ?? document.documentElement.scrollHeight);
  const docSpan = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + scrollY, bottom: rect.bottom + scrollY };
  };
  const moments = [...document.querySelectorAll('[data-stage-moment]')].map(docSpan);
  const box = art.getBoundingClientRect();
  const view = stage.getBoundingClientRect();
  return {
    width: view.width,
    height: view.height,
    art: { top: box.top + scrollY, left: box.left, width: box.width, height: box.height },
    marks,
    pageHeight: document.documentElement.scrollHeight,
    rtl: document.documentElement.dir === 'rtl',
    moments,
    armory: armory ? { ...docSpan(armory.lists), ...stageBox(armory.stage) } : null,
  };
}

/** Where a sticky stage holds on the screen: its `top` and its height. */
function stageBox(element: Element) {
  return {
    stageTop: parseFloat(getComputedStyle(element).top) || 0,
    stageHeight: element.getBoundingClientRect().height,
  };
}
