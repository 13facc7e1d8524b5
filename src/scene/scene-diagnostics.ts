import type { RootState } from '@react-three/fiber';
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
    dpr: three?.viewport.dpr ?? 0,
    frames: state.frames,
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
