import {
  addAfterEffect,
  createRoot,
  extend,
  type RootStore,
  unmountComponentAtNode,
} from '@react-three/fiber';
import { Group, InstancedMesh, Mesh, NeutralToneMapping, Points, setConsoleFunction } from 'three';
import { createFrameLoop, type FrameLoop } from './frame-loop';
import { MaskedFlameScene } from './parts/masked-flame-scene';
import type { SceneEvent, SceneStart, SceneUpdate, SceneViewport } from './scene-messages';
import { diagnose } from './scene-diagnostics';
import { createSceneState, mayRest, type SceneState } from './scene-state';

// createRoot (unlike <Canvas>) registers no three.js classes, so only these four reach the bundle.
extend({ Group, InstancedMesh, Mesh, Points });

// Two notices are expected and say nothing actionable: r3f's clock uses the deprecated THREE.Clock,
// and engines without parallel shader compilation still compile (off the main thread, here).
const expectedNotices = [/THREE\.Clock/, /KHR_parallel_shader_compile/];
setConsoleFunction((type: 'log' | 'warn' | 'error', message: string, ...params: unknown[]) => {
  if (type === 'warn' && expectedNotices.some((notice) => notice.test(message))) return;
  console[type](message, ...params);
});

/**
 * The scene's one handle for tests, the benchmarks and diagnostics: the live controller, on the
 * global scope of wherever the scene runs (the worker, or the page on the main-thread path and in
 * the still renderer). The page itself never reads it.
 */
export interface SceneDebugScope {
  __emberwildScene?: SceneController;
}
export type SceneController = ReturnType<typeof startScene>;
const debugScope = globalThis as SceneDebugScope;

export interface SceneOptions extends SceneStart {
  /** Freezes time for a still render. */
  fixedTime?: number;
  /** Holds the story at a position for a still render of a beat. */
  fixedStory?: number;
  preserveDrawingBuffer?: boolean;
}

export function rootConfig({ width, height, dpr }: SceneViewport, preserveDrawingBuffer = false) {
  return {
    size: { width, height, top: 0, left: 0 },
    dpr,
    frameloop: 'never' as const,
    gl: {
      antialias: true,
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
 * After each drawn frame: counts it, announces the scene once it is on screen (again after a
 * restored context), reports a newly dressed look, and lets the loop rest once the story has
 * settled. Reports a lost context at once. Returns what stops watching.
 */
function watchFrames(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  state: SceneState,
  loop: FrameLoop,
  emit: (event: SceneEvent) => void,
) {
  let announcement: SceneEvent | null = { type: 'ready' };
  // Announced after the second frame since the start (or a restore): a frame starts only once the
  // browser has taken the one before, so the page swaps its still for a drawn canvas, not a blank
  // one.
  let framesToAnnounce = 2;
  let dressed = state.lookVersion;
  const stopAfterFrame = addAfterEffect(() => {
    if (loop.state !== 'playing') return;
    state.frames += 1;
    state.framesSinceMoved += 1;
    if (announcement && --framesToAnnounce === 0) {
      emit(announcement);
      announcement = null;
    }
    if (dressed !== state.lookVersion)
      emit({ type: 'dressed', version: (dressed = state.lookVersion) });
    if (!announcement && mayRest(state)) loop.send('settled');
  });
  // A restored context is blank: even a resting scene draws once before it is shown again.
  const onLost = () => emit({ type: 'context-lost' });
  const onRestored = () => {
    emit({ type: 'context-returned' });
    announcement = { type: 'context-restored' };
    framesToAnnounce = 2;
    moved(state, loop);
  };
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.addEventListener('webglcontextrestored', onRestored);
  return () => {
    stopAfterFrame();
    canvas.removeEventListener('webglcontextlost', onLost);
    canvas.removeEventListener('webglcontextrestored', onRestored);
  };
}

/** Something the scene shows has changed: it draws until it may rest again. */
function moved(state: SceneState, loop: FrameLoop) {
  state.framesSinceMoved = 0;
  loop.send('moved');
}

/** Starts the scene on the page's canvas (the main thread) or an OffscreenCanvas (the worker). */
export function startScene(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  options: SceneOptions,
  emit: (event: SceneEvent) => void,
) {
  const state = createSceneState({ ...options, baseDpr: options.viewport.dpr });
  let store: RootStore | null = null;
  const three = () => store?.getState();
  const loop = createFrameLoop({ shown: options.active, playing: options.playing }, (draw) => {
    // A loop that stood still restarts with a fresh clock, so the scene does not jump forward.
    if (draw) three()?.clock.getDelta();
    three()?.setFrameloop(draw ? 'always' : 'never');
  });
  const stopWatching = watchFrames(canvas, state, loop, emit);

  // r3f's root on the canvas, then every shader compiled before the first frame, so no frame waits
  // on one. A failure is reported, not thrown: the page keeps its still image.
  void (async () => {
    const root = createRoot(canvas);
    await root.configure(rootConfig(options.viewport, options.preserveDrawingBuffer));
    if (loop.state === 'disposed') return;
    store = root.render(<MaskedFlameScene state={state} />);
    const { gl, scene, camera } = store.getState();
    await gl.compileAsync(scene, camera);
    loop.send('compiled');
  })().catch((error: unknown) => {
    emit({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  });

  const controller = {
    /** Hands the scene one of the host's updates, wherever it runs (the worker, or this thread). */
    update(message: SceneUpdate) {
      switch (message.type) {
        case 'active':
          return loop.send(message.active ? 'shown' : 'hidden');
        case 'playing':
          return loop.send(message.playing ? 'resumed' : 'paused');
        case 'layout': {
          const { viewport, layout } = message;
          state.baseDpr = viewport.dpr;
          state.layout = layout;
          three()?.setSize(viewport.width, viewport.height);
          three()?.setDpr(Math.max(0.5, viewport.dpr * state.quality));
          break;
        }
        case 'inputs':
          Object.assign(state.inputs, message.inputs);
          break;
        case 'equip':
          state.look = message.look;
          state.lookVersion += 1;
      }
      moved(state, loop);
    },
    diagnostics: () => diagnose(three(), state, loop.state),
    /** Stops time at `time` seconds (null lets it run): the tests compare pictures with it. */
    freeze(time: number | null) {
      state.fixedTime = time;
      if (time !== null) state.uniforms.uTime.value = time;
      moved(state, loop);
    },
    /** r3f's root state once it exists: the tests lose its context, the bench weighs its scene. */
    get three() {
      return three() ?? null;
    },
    dispose() {
      if (debugScope.__emberwildScene === controller) delete debugScope.__emberwildScene;
      loop.send('disposed');
      stopWatching();
      three()?.setFrameloop('never');
      // r3f disposes every geometry, material and the renderer, then releases the context.
      return new Promise<void>((resolve) => unmountComponentAtNode(canvas, () => resolve()));
    },
  };
  debugScope.__emberwildScene = controller;
  return controller;
}
