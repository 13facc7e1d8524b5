import type { RootState } from '@react-three/fiber';
import { type BufferAttribute, type BufferGeometry, type Mesh, Vector2 } from 'three';
import type { LoopState } from './frame-loop';
import type { SceneState } from './scene-state';
import { beatAt, beatNames } from './story/beats';

/** What the scene reports to the tests and the bench; zeros before its renderer exists. */
export function diagnose(three: RootState | undefined, state: SceneState, loop: LoopState) {
  const info = three?.gl.info;
  return {
    drawCalls: info?.render.calls ?? 0,
    triangles: info?.render.triangles ?? 0,
    /** Shader programs compiled, textures and geometries held. */
    programs: info?.programs?.length ?? 0,
    textures: info?.memory.textures ?? 0,
    geometries: info?.memory.geometries ?? 0,
    /** An estimate of the GPU memory held: every geometry's buffers and the drawing buffer. */
    gpuMemoryKb: three ? estimateGpuKb(three) : 0,
    dpr: three?.viewport.dpr ?? 0,
    frames: state.frames.count,
    /** The story position the scroll asks for, the eased one drawn, and the beat it shows. */
    story: state.story.target,
    shownStory: state.story.eased,
    beat: beatNames[beatAt(state.story.eased).beat] ?? 'hero',
    /** What the frame loop is doing (frame-loop.ts), and whether that is drawing. */
    loop,
    drawing: loop === 'playing',
  };
}

export type SceneDiagnostics = ReturnType<typeof diagnose>;

/** Buffers of every geometry in the scene, once each, plus a colour and a depth buffer. */
export function estimateGpuKb({ scene, gl }: Pick<RootState, 'scene' | 'gl'>): number {
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
