import { createRoot, extend, type RootState, unmountComponentAtNode } from '@react-three/fiber';
import {
  Group,
  InstancedMesh,
  Mesh,
  NeutralToneMapping,
  Points,
  setConsoleFunction,
  type WebGLRenderer,
} from 'three';
import type { StoreApi, UseBoundStore } from 'zustand';
import type { ArmoryLook } from '../content/armory-look';
import { createFrameLoop, type FrameLoop } from './frame-loop';
import { watchContext, watchFrames } from './frame-watch';
import { MaskedFlameScene } from './masked-flame-scene';
import type { SceneEvent, SceneInputs, SceneStart, SceneViewport } from './protocol';
import { diagnose, type SceneDiagnostics } from './scene-diagnostics';
import { createSceneState, type SceneState, takeFrameTimes } from './scene-state';
import { createInputYield } from './input-yield';
import { detectSoftwareGpu } from './software-gpu';
import type { SceneLayout } from './story/story-position';

// createRoot (unlike <Canvas>) registers no three.js classes, so only these four reach the bundle.
extend({ Group, InstancedMesh, Mesh, Points });

// Two notices are expected and say nothing actionable: r3f's clock uses the deprecated THREE.Clock,
// and engines without parallel shader compilation still compile (off the main thread, here).
const expectedNotices = [/THREE\.Clock/, /KHR_parallel_shader_compile/];
setConsoleFunction((type: 'log' | 'warn' | 'error', message: string, ...params: unknown[]) => {
  if (type === 'warn' && expectedNotices.some((notice) => notice.test(message))) return;
  console[type](message, ...params);
});

export interface SceneController {
  setViewport(viewport: SceneViewport): void;
  setLayout(layout: SceneLayout): void;
  setInputs(inputs: SceneInputs): void;
  setActive(active: boolean): void;
  /** The visitor pressed a pointer or a key (see input-yield.ts). */
  press(): void;
  /** Dresses the Masked Flame: shown in the next frame drawn, with no new GPU resource. */
  equip(look: ArmoryLook): void;
  diagnostics(): SceneDiagnostics;
  /** The frame intervals (ms) drawn since the last call: the bench's per-beat frame times. */
  takeFrameTimes(): number[];
  /** Stops time at `time` seconds (null lets it run): the tests compare pictures with it. */
  freeze(time: number | null): void;
  readonly renderer: WebGLRenderer | null;
  dispose(): Promise<void>;
}

export interface SceneOptions extends SceneStart {
  /** Freezes time for a still render. */
  fixedTime?: number;
  /** Holds the story at a position for a still render of a beat. */
  fixedStory?: number;
  preserveDrawingBuffer?: boolean;
}

type Store = UseBoundStore<StoreApi<RootState>>;
type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;

const softwareFps = 20;

/**
 * The renderer's settings: antialiasing is a luxury on a dense screen, whose pixels hide stairs,
 * and one a software GPU cannot afford: multisampling there is CPU time the page's own
 * compositing waits on, while the scene already draws at half resolution.
 */
export function rootConfig(
  { width, height, dpr }: SceneViewport,
  preserveDrawingBuffer = false,
  softwareGpu = false,
) {
  return {
    size: { width, height, top: 0, left: 0 },
    dpr,
    frameloop: 'never' as const,
    gl: {
      antialias: dpr < 1.5 && !softwareGpu,
      alpha: false,
      stencil: false,
      powerPreference: 'high-performance' as const,
      preserveDrawingBuffer,
      toneMapping: NeutralToneMapping,
    },
    camera: { fov: 34, near: 0.1, far: 40, position: [0, 0.45, 7.9] as [number, number, number] },
  };
}

/**
 * Renders the scene's first picture only once every shader has compiled. A software GPU draws
 * every pixel on the CPU: it starts where the performance monitor would end up anyway, at half
 * resolution and 20 frames a second. Stills keep full resolution.
 */
export async function compileFirst(
  store: Store,
  state: SceneState,
  loop: FrameLoop,
  softwareGpu: boolean,
) {
  const { gl, scene, camera } = store.getState();
  if (softwareGpu) {
    state.quality = 0.5;
    store.getState().setDpr(Math.max(0.5, state.baseDpr * state.quality));
    loop.pace(1000 / softwareFps);
  }
  await gl.compileAsync(scene, camera);
}

/** Everything one running scene holds, shared by its start, its controller and its disposal. */
export interface Running {
  canvas: AnyCanvas;
  state: SceneState;
  loop: FrameLoop;
  frames: ReturnType<typeof watchFrames>;
  inputYield: ReturnType<typeof createInputYield>;
  store: () => Store | null;
  /** Anything the host sends may move the story: a resting scene wakes up to show it. */
  wake: () => void;
  stopWatchingContext: () => void;
}

/**
 * Creates r3f's root on the canvas, renders the scene into it, and opens the loop once every shader
 * has compiled. A failure is reported, not thrown: the page keeps its still image.
 */
function mountRoot(
  canvas: AnyCanvas,
  options: SceneOptions,
  { state, loop }: { state: SceneState; loop: FrameLoop },
  emit: (event: SceneEvent) => void,
  onStore: (store: Store) => void,
) {
  // Stills are drawn once, so they keep every pixel and their antialiasing.
  const softwareGpu = state.fixedTime === null && detectSoftwareGpu();
  const root = createRoot(canvas);
  root
    .configure(rootConfig(options.viewport, options.preserveDrawingBuffer, softwareGpu))
    .then(async () => {
      if (loop.gates.disposed) return;
      const store = root.render(<MaskedFlameScene state={state} />) as Store;
      onStore(store);
      await compileFirst(store, state, loop, softwareGpu);
      if (!loop.gates.disposed) loop.set({ compiled: true });
    })
    .catch((error: unknown) => {
      emit({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
}

/** What the host (the worker's port, or the page on the main thread) drives the scene with. */
export function controlScene(running: Running): SceneController {
  const { state, loop, inputYield, wake } = running;
  const three = () => running.store()?.getState();
  return {
    setViewport(viewport) {
      state.baseDpr = viewport.dpr;
      const current = three();
      wake();
      if (!current) return;
      current.setSize(viewport.width, viewport.height);
      current.setDpr(Math.max(0.5, viewport.dpr * state.quality));
    },
    setLayout(layout) {
      state.layout = layout;
      wake();
    },
    setInputs(inputs) {
      const scrolled = inputs.scrollY !== state.inputs.scrollY;
      Object.assign(state.inputs, inputs);
      wake();
      if (scrolled) inputYield.scrolled();
    },
    setActive(next) {
      // A paused loop restarts with a fresh clock, so the scene does not jump forward.
      if (next) three()?.clock.getDelta();
      loop.set({ active: next });
    },
    press: () => inputYield.pressed(),
    equip(look) {
      state.look = look;
      state.lookVersion += 1;
      // The press that chose the item made a slow scene pause: the item is its answer.
      inputYield.end();
      wake();
      three()?.invalidate();
    },
    diagnostics: () => diagnose(three(), state, loop),
    takeFrameTimes: () => takeFrameTimes(state),
    freeze(time) {
      state.fixedTime = time;
      if (time !== null) state.uniforms.uTime.value = time;
      wake();
    },
    get renderer() {
      return three()?.gl ?? null;
    },
    dispose: () => disposeScene(running),
  };
}

function disposeScene({ canvas, loop, inputYield, frames, stopWatchingContext, store }: Running) {
  loop.stop();
  inputYield.cancel();
  frames.stop();
  stopWatchingContext();
  store()?.getState().setFrameloop('never');
  // r3f disposes every geometry, material and the renderer, then releases the context.
  return new Promise<void>((resolve) => unmountComponentAtNode(canvas, () => resolve()));
}

/**
 * Starts the scene on a canvas: an HTMLCanvasElement on the main thread, or an OffscreenCanvas in
 * the worker. Shaders compile before the first frame is drawn, so no frame waits on them.
 */
export function startScene(
  canvas: AnyCanvas,
  options: SceneOptions,
  emit: (event: SceneEvent) => void,
): SceneController {
  const state = createSceneState({
    inputs: options.inputs,
    layout: options.layout,
    baseDpr: options.viewport.dpr,
    fixedTime: options.fixedTime ?? null,
    fixedStory: options.fixedStory ?? null,
  });
  let store: Store | null = null;
  const loop = createFrameLoop(() => store?.getState());
  loop.gates.active = options.active;
  const frames = watchFrames(state, loop, emit, () => store?.getState().gl.getContext() ?? null);
  const wake = () => loop.gates.resting && loop.set({ resting: false });
  // A restored context is blank: even a resting scene draws once before it is shown again.
  const stopWatchingContext = watchContext(canvas as EventTarget, emit, () => {
    frames.announce({ type: 'context-restored' });
    wake();
  });
  const inputYield = createInputYield(state, loop);
  mountRoot(canvas, options, { state, loop }, emit, (mounted) => (store = mounted));
  return controlScene({
    canvas,
    state,
    loop,
    frames,
    inputYield,
    store: () => store,
    wake,
    stopWatchingContext,
  });
}
