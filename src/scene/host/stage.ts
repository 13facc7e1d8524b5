import styles from './stage.module.css';

/** The root's mark while the stage shows the scene: the page's own background steps aside. */
export const stageAttribute = 'data-scene-stage';

export interface Stage {
  element: HTMLDivElement;
  canvas: HTMLCanvasElement;
  /** Shows the scene (its first frame is drawn) or hides it again (a lost context). */
  show(live: boolean): void;
  remove(): void;
}

/**
 * The one canvas, in a layer fixed to the screen behind the whole page: the scene stays with the
 * reader from the hero to the footer. Created here rather than rendered, so a remount never reuses
 * a canvas already handed to a worker, and the pre-rendered HTML never holds it.
 */
export function createStage(): Stage {
  const element = document.createElement('div');
  element.className = styles.stage ?? '';
  element.setAttribute('aria-hidden', 'true');
  // What tests and diagnostics find the stage by: it has no role, being a picture for the eyes only.
  element.dataset.stage = '';
  const canvas = document.createElement('canvas');
  canvas.className = styles.canvas ?? '';
  element.append(canvas);
  document.body.prepend(element);
  const root = document.documentElement;
  return {
    element,
    canvas,
    show(live) {
      element.toggleAttribute('data-live', live);
      root.toggleAttribute(stageAttribute, live);
    },
    remove() {
      root.removeAttribute(stageAttribute);
      element.remove();
    },
  };
}
