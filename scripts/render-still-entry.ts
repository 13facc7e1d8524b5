// The page scripts/render-still.js opens to photograph the scene: the same runtime the hero runs,
// on this thread, with time frozen so the still is the same on every render.
import { lookOf, setOf } from '../src/content/armory';
import { startScene } from '../src/scene/scene-runtime';

const params = new URLSearchParams(location.search);
const number = (name: string, fallback: number) => Number(params.get(name) ?? fallback);
const width = number('width', 1440);
const height = number('height', 1620);
const live = params.get('time') === 'live';

const canvas = document.createElement('canvas');
document.body.append(canvas);
const status = window as unknown as { stillStatus?: string };

const scene = startScene(
  canvas,
  {
    viewport: { width, height, dpr: number('scale', 1) },
    inputs: { scrollY: 0, pointerX: number('pointerX', 0), pointerY: number('pointerY', 0) },
    layout: null,
    active: true,
    playing: true,
    fixedTime: live ? undefined : number('time', 2.6),
    // A beat's still: 0 is the hero, 1.2 the Character beat a fifth of the way in, and so on.
    fixedStory: number('story', 0),
    preserveDrawingBuffer: true,
  },
  (event) => {
    // A few frames after the first, so every uniform has settled.
    if (event.type === 'ready') setTimeout(() => (status.stillStatus = 'ready'), 300);
    if (event.type === 'failed') status.stillStatus = `failed: ${event.message}`;
  },
);
// An Armory item's still: the set the link would name (?mask=moon), the rest at their defaults.
scene.update({ type: 'equip', look: lookOf(setOf(Object.fromEntries(params))) });
