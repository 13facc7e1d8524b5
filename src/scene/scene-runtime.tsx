import {
  addAfterEffect,
  createRoot,
  extend,
  type RootState,
  unmountComponentAtNode,
} from '@react-three/fiber';
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
import { MaskedFlameScene } from './masked-flame-scene';
import type { SceneEvent, SceneInputs, SceneStart, SceneViewport } from './protocol';
import { createSceneState, medianFrameMs, recordFrame } from './scene-state';

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
}

export interface SceneController {
  setViewport(viewport: SceneViewport): void;
  setInputs(inputs: SceneInputs): void;
  setActive(active: boolean): void;
  diagnostics(): SceneDiagnostics;
  /** Stops time at `time` seconds (null lets it run): the tests compare pictures with it. */
  freeze(time: number | null): void;
  readonly renderer: WebGLRenderer | null;
  dispose(): Promise<void>;
}

export interface SceneOptions extends SceneStart {
  /** Freezes time for a still render. */
  fixedTime?: number;
  preserveDrawingBuffer?: boolean;
}

type Store = UseBoundStore<StoreApi<RootState>>;

const softwareRenderers = /swiftshader|llvmpipe|software|basic render/i;
const softwareFps = 20;

function isSoftwareRenderer(renderer: WebGLRenderer): boolean {
  const gl = renderer.getContext();
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
  return typeof name === 'string' && softwareRenderers.test(name);
}
type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;

/**
 * Starts the scene on a canvas: an HTMLCanvasElement on the main thread, or an OffscreenCanvas in
 * the worker. Shaders compile before the first frame is drawn, so no frame waits on them.
 */
export function startScene(
  canvas: AnyCanvas,
  options: SceneOptions,
  emit: (event: SceneEvent) => void,
): SceneController {
  const state = createSceneState(options.inputs, options.viewport.dpr, options.fixedTime ?? null);
  let store: Store | null = null;
  let active = options.active;
  let compiled = false;
  let disposed = false;
  let announced = false;

  // 0 draws at the display's rate; a software GPU is held to a slower pace so that its CPU work
  // leaves room for the page.
  let frameIntervalMs = 0;
  let pacer: ReturnType<typeof setInterval> | undefined;
  const applyLoop = () => {
    clearInterval(pacer);
    const current = store?.getState();
    if (!current) return;
    if (!(active && compiled && !disposed)) return current.setFrameloop('never');
    if (!frameIntervalMs) return current.setFrameloop('always');
    current.setFrameloop('demand');
    pacer = setInterval(() => current.invalidate(), frameIntervalMs);
  };
  const target = canvas as EventTarget;
  const onLost = () => emit({ type: 'context-lost' });
  const onRestored = () => emit({ type: 'context-restored' });
  target.addEventListener('webglcontextlost', onLost);
  target.addEventListener('webglcontextrestored', onRestored);

  const stopFrames = addAfterEffect(() => {
    const now = performance.now();
    if (!compiled) return;
    recordFrame(state, now);
    if (!announced) {
      announced = true;
      emit({ type: 'ready' });
    }
  });

  const root = createRoot(canvas);
  const { width, height, dpr } = options.viewport;
  // Antialiasing is a luxury on a dense screen: the pixels already hide the stairs.
  const antialias = dpr < 1.5;
  root
    .configure({
      size: { width, height, top: 0, left: 0 },
      dpr,
      frameloop: 'never',
      gl: {
        antialias,
        alpha: false,
        stencil: false,
        powerPreference: 'high-performance',
        preserveDrawingBuffer: options.preserveDrawingBuffer ?? false,
        toneMapping: NeutralToneMapping,
      },
      camera: { fov: 34, near: 0.1, far: 40, position: [0, 0.45, 7.9] },
    })
    .then(async () => {
      if (disposed) return;
      store = root.render(<MaskedFlameScene state={state} />) as Store;
      const { gl, scene, camera } = store.getState();
      // A software GPU draws every pixel on the CPU: start it where the performance monitor would
      // end up anyway, at half resolution, and at 20 frames a second. Stills keep full resolution.
      if (state.fixedTime === null && isSoftwareRenderer(gl)) {
        state.quality = 0.5;
        store.getState().setDpr(Math.max(0.5, state.baseDpr * state.quality));
        frameIntervalMs = 1000 / softwareFps;
      }
      await gl.compileAsync(scene, camera);
      if (disposed) return;
      compiled = true;
      applyLoop();
    })
    .catch((error: unknown) => {
      emit({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    });

  return {
    setViewport(viewport) {
      state.baseDpr = viewport.dpr;
      const current = store?.getState();
      if (!current) return;
      current.setSize(viewport.width, viewport.height);
      current.setDpr(Math.max(0.5, viewport.dpr * state.quality));
    },
    setInputs(inputs) {
      Object.assign(state.inputs, inputs);
    },
    setActive(next) {
      active = next;
      // A paused loop restarts with a fresh clock, so the scene does not jump forward.
      if (next) store?.getState().clock.getDelta();
      applyLoop();
    },
    diagnostics() {
      const info = store?.getState().gl.info.render;
      return {
        drawCalls: info?.calls ?? 0,
        triangles: info?.triangles ?? 0,
        dpr: store?.getState().viewport.dpr ?? 0,
        frames: state.frames.count,
        medianFrameMs: medianFrameMs(state),
      };
    },
    freeze(time) {
      state.fixedTime = time;
      if (time !== null) state.uniforms.uTime.value = time;
    },
    get renderer() {
      return store?.getState().gl ?? null;
    },
    dispose() {
      disposed = true;
      stopFrames();
      clearInterval(pacer);
      target.removeEventListener('webglcontextlost', onLost);
      target.removeEventListener('webglcontextrestored', onRestored);
      store?.getState().setFrameloop('never');
      // r3f disposes every geometry, material and the renderer, then releases the context.
      return new Promise((resolve) => unmountComponentAtNode(canvas, () => resolve()));
    },
  };
}
