import {
  addAfterEffect,
  createRoot,
  extend,
  type RootState,
  unmountComponentAtNode,
} from '@react-three/fiber';
import {
  type BufferAttribute,
  type BufferGeometry,
  Group,
  InstancedMesh,
  Mesh,
  NeutralToneMapping,
  Points,
  setConsoleFunction,
  Vector2,
  type WebGLRenderer,
} from 'three';
import type { StoreApi, UseBoundStore } from 'zustand';
import type { ArmoryLook } from '../content/armory-look';
import { createFrameLoop, type FrameLoop } from './frame-loop';
import { afterGpuCatchesUp } from './gpu-fence';
import { MaskedFlameScene } from './masked-flame-scene';
import type { SceneEvent, SceneInputs, SceneStart, SceneViewport } from './protocol';
import {
  createSceneState,
  medianFrameMs,
  recordFrame,
  type SceneState,
  takeFrameTimes,
} from './scene-state';
import { createInputYield } from './input-yield';
import { detectSoftwareGpu } from './software-gpu';
import { beatAt, beatNames, type BeatName } from './story/beats';
import { showsNothing } from './story/stage-frame';
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

export interface SceneDiagnostics {
  drawCalls: number;
  triangles: number;
  dpr: number;
  frames: number;
  medianFrameMs: number | null;
  /** The story position the scroll asks for, the eased one drawn, and the beat it shows. */
  story: number;
  shownStory: number;
  beat: BeatName;
  /** Whether the loop is drawing (false while the tab is hidden or the story rests at its end). */
  drawing: boolean;
  geometries: number;
  textures: number;
  /** An estimate of the GPU memory held: every geometry's buffers and the drawing buffer. */
  gpuMemoryKb: number;
}

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
/** Closer than this to its target, the eased story counts as settled. */
const settledWithin = 1e-3;

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
 * Whether there is nothing left to draw until the page moves the story: it has settled at its last
 * beat, or where the veil hides the whole scene.
 */
export function mayRest(state: SceneState, viewportHeight: number): boolean {
  const { story, frame, pointer, inputs } = state;
  if (Math.abs(story.target - story.eased) >= settledWithin) return false;
  // The pointer's parallax eases too: resting mid-way would leave the camera short of it.
  if (Math.abs(pointer.x - inputs.pointerX) >= settledWithin) return false;
  if (Math.abs(pointer.y - inputs.pointerY) >= settledWithin) return false;
  return beatAt(story.target).beat === beatNames.length - 1 || showsNothing(frame, viewportHeight);
}

/**
 * Reports context loss at once; a restored context is blank until it has drawn again, so its
 * restoration is left to `onRestored`. Returns what stops listening.
 */
function watchContext(
  canvas: AnyCanvas,
  emit: (event: SceneEvent) => void,
  onRestored: () => void,
): () => void {
  const target = canvas as EventTarget;
  const onLost = () => emit({ type: 'context-lost' });
  target.addEventListener('webglcontextlost', onLost);
  target.addEventListener('webglcontextrestored', onRestored);
  return () => {
    target.removeEventListener('webglcontextlost', onLost);
    target.removeEventListener('webglcontextrestored', onRestored);
  };
}

type GetContext = () => WebGLRenderingContext | WebGL2RenderingContext | null;

/**
 * After each drawn frame: records its time, announces the first (and the first after a restored
 * context) once the GPU has run it, for the page then swaps its still image for the canvas, and
 * rests at the story's end.
 */
function watchFrames(
  state: SceneState,
  loop: FrameLoop,
  emit: (event: SceneEvent) => void,
  context: GetContext,
) {
  let announcement: SceneEvent | null = { type: 'ready' };
  let stopWaiting = () => {};
  let dressed = state.lookVersion;
  const stopWatching = addAfterEffect(() => {
    if (!loop.gates.compiled) return;
    recordFrame(state, performance.now());
    if (announcement) {
      const event = announcement;
      announcement = null;
      stopWaiting();
      stopWaiting = afterGpuCatchesUp(context(), () => emit(event));
    }
    if (dressed !== state.lookVersion) {
      dressed = state.lookVersion;
      emit({ type: 'dressed', version: dressed });
    }
    const height = state.layout?.height ?? 0;
    if (state.fixedTime === null && state.layout && mayRest(state, height)) {
      loop.set({ resting: true });
    }
  });
  return {
    /** Announces `event` after the next frame the GPU has run. */
    announce(event: SceneEvent) {
      announcement = event;
    },
    stop() {
      stopWatching();
      stopWaiting();
    },
  };
}

/**
 * Renders the scene's first picture only once every shader has compiled. A software GPU draws
 * every pixel on the CPU: it starts where the performance monitor would end up anyway, at half
 * resolution and 20 frames a second. Stills keep full resolution.
 */
async function compileFirst(
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

function diagnose(store: Store | null, state: SceneState, loop: FrameLoop): SceneDiagnostics {
  const three = store?.getState();
  const info = three?.gl.info;
  return {
    drawCalls: info?.render.calls ?? 0,
    triangles: info?.render.triangles ?? 0,
    dpr: three?.viewport.dpr ?? 0,
    frames: state.frames.count,
    medianFrameMs: medianFrameMs(state),
    story: state.story.target,
    shownStory: state.story.eased,
    beat: beatNames[beatAt(state.story.eased).beat] ?? 'hero',
    drawing: !loop.gates.resting && loop.gates.active && loop.gates.compiled,
    geometries: info?.memory.geometries ?? 0,
    textures: info?.memory.textures ?? 0,
    gpuMemoryKb: three ? estimateGpuKb(three) : 0,
  };
}

/** Buffers of every geometry in the scene, once each, plus a colour and a depth buffer. */
function estimateGpuKb({ scene, gl }: RootState): number {
  const seen = new Set<BufferGeometry>();
  scene.traverse((object) => {
    const geometry = (object as Partial<Mesh>).geometry;
    if (geometry) seen.add(geometry);
  });
  let bytes = 0;
  for (const geometry of seen) {
    for (const attribute of Object.values(geometry.attributes)) {
      bytes += (attribute as BufferAttribute).array.byteLength;
    }
    bytes += geometry.index?.array.byteLength ?? 0;
  }
  const buffer = gl.getDrawingBufferSize(drawingBuffer);
  return (bytes + buffer.x * buffer.y * 8) / 1024;
}
const drawingBuffer = new Vector2();

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
  const inputYield = createInputYield(state, loop);
  // Anything the host sends may move the story: a resting scene wakes up to show it.
  const wake = () => loop.gates.resting && loop.set({ resting: false });
  // A restored context is blank: even a resting scene draws once before it is shown again.
  const stopWatchingContext = watchContext(canvas, emit, () => {
    frames.announce({ type: 'context-restored' });
    wake();
  });

  // Stills are drawn once, so they keep every pixel and their antialiasing.
  const softwareGpu = state.fixedTime === null && detectSoftwareGpu();
  const root = createRoot(canvas);
  root
    .configure(rootConfig(options.viewport, options.preserveDrawingBuffer, softwareGpu))
    .then(async () => {
      if (loop.gates.disposed) return;
      store = root.render(<MaskedFlameScene state={state} />) as Store;
      await compileFirst(store, state, loop, softwareGpu);
      if (!loop.gates.disposed) loop.set({ compiled: true });
    })
    .catch((error: unknown) => {
      emit({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    });

  return {
    setViewport(viewport) {
      state.baseDpr = viewport.dpr;
      const current = store?.getState();
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
      if (next) store?.getState().clock.getDelta();
      loop.set({ active: next });
    },
    press: () => inputYield.pressed(),
    equip(look) {
      state.look = look;
      state.lookVersion += 1;
      // The press that chose the item made a slow scene pause: the item is its answer.
      inputYield.end();
      wake();
      store?.getState().invalidate();
    },
    diagnostics: () => diagnose(store, state, loop),
    takeFrameTimes: () => takeFrameTimes(state),
    freeze(time) {
      state.fixedTime = time;
      if (time !== null) state.uniforms.uTime.value = time;
      wake();
    },
    get renderer() {
      return store?.getState().gl ?? null;
    },
    dispose() {
      loop.stop();
      inputYield.cancel();
      frames.stop();
      stopWatchingContext();
      store?.getState().setFrameloop('never');
      // r3f disposes every geometry, material and the renderer, then releases the context.
      return new Promise((resolve) => unmountComponentAtNode(canvas, () => resolve()));
    },
  };
}
