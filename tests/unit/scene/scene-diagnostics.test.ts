import type { RootState } from '@react-three/fiber';
import type { Vector2 } from 'three';
import { BoxGeometry, Mesh, MeshBasicMaterial, Scene } from 'three';
import { describe, expect, it } from 'vitest';
import { createFrameLoop } from '../../../src/scene/frame-loop';
import { diagnose, estimateGpuKb } from '../../../src/scene/scene-diagnostics';
import { createSceneState } from '../../../src/scene/scene-state';

/** A renderer as far as the estimate reads it: a drawing buffer of `width` × `height`. */
const renderer = (width: number, height: number) =>
  ({
    getDrawingBufferSize: (target: Vector2) => target.set(width, height),
    info: { render: { calls: 7, triangles: 1200 }, memory: { geometries: 3, textures: 1 } },
  }) as unknown as RootState['gl'];

const bytesOf = (geometry: BoxGeometry) =>
  Object.values(geometry.attributes).reduce((sum, a) => sum + a.array.byteLength, 0) +
  (geometry.index?.array.byteLength ?? 0);

describe('estimateGpuKb', () => {
  it('counts each geometry once, however many meshes share it, plus colour and depth', () => {
    const shared = new BoxGeometry(1, 1, 1, 4, 4, 4);
    const other = new BoxGeometry();
    const material = new MeshBasicMaterial();
    const scene = new Scene();
    scene.add(new Mesh(shared, material), new Mesh(shared, material), new Mesh(other, material));
    const kb = estimateGpuKb({ scene, gl: renderer(200, 100) });
    expect(kb * 1024).toBe(bytesOf(shared) + bytesOf(other) + 200 * 100 * 8);
  });
});

describe('diagnose', () => {
  const state = () =>
    createSceneState({
      inputs: { scrollY: 0, pointerX: 0, pointerY: 0 },
      layout: null,
      baseDpr: 1,
    });

  it('reports zeros before the renderer exists, and the story where it is', () => {
    const scene = state();
    scene.story.target = 1.5;
    scene.story.eased = 1.2;
    const report = diagnose(
      undefined,
      scene,
      createFrameLoop(() => undefined),
    );
    expect(report).toMatchObject({ drawCalls: 0, triangles: 0, dpr: 0, gpuMemoryKb: 0 });
    expect(report).toMatchObject({ story: 1.5, shownStory: 1.2, beat: 'character' });
    expect(report.drawing).toBe(false);
  });

  it('reads the renderer, and draws only with the loop open and not resting', () => {
    const three = {
      gl: renderer(10, 10),
      scene: new Scene(),
      viewport: { dpr: 0.5 },
    } as unknown as RootState;
    const loop = createFrameLoop(() => undefined);
    loop.set({ active: true, compiled: true });
    const report = diagnose(three, state(), loop);
    expect(report).toMatchObject({ drawCalls: 7, triangles: 1200, dpr: 0.5, geometries: 3 });
    expect(report.drawing).toBe(true);
    loop.set({ resting: true });
    expect(diagnose(three, state(), loop).drawing).toBe(false);
  });
});
