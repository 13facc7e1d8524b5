type Gl = WebGLRenderingContext | WebGL2RenderingContext;

const hasFences = (gl: Gl): gl is WebGL2RenderingContext => 'fenceSync' in gl;

/** How often the fence is read, and when an engine whose fence never signals is trusted anyway. */
export const fencePollMs = 16;
export const fenceGiveUpMs = 5000;

/**
 * Calls `done` once the GPU has carried out every command issued so far; returns what stops
 * waiting. WebGL only queues a frame when it is "drawn": a software GPU takes half a second to
 * run the first one (it compiles the shaders for the CPU then), more under load, and until it has,
 * the canvas shows nothing on screen. Without fences (WebGL 1) or a context, it calls at once. A
 * context lost meanwhile never signals: its restoration says when the scene shows again.
 */
export function afterGpuCatchesUp(gl: Gl | null, done: () => void): () => void {
  const sync = gl && hasFences(gl) ? gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0) : null;
  if (!gl || !hasFences(gl) || !sync) {
    done();
    return () => {};
  }
  gl.flush();
  const giveUpAt = performance.now() + fenceGiveUpMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    timer = undefined;
    gl.deleteSync(sync);
    done();
  };
  // A fence's status only changes between tasks, so it is read from timers, not in a loop.
  const check = () => {
    if (gl.isContextLost()) return;
    const signaled = gl.getSyncParameter(sync, gl.SYNC_STATUS) === gl.SIGNALED;
    if (signaled || performance.now() >= giveUpAt) return finish();
    timer = setTimeout(check, fencePollMs);
  };
  timer = setTimeout(check, fencePollMs);
  return () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    if (!gl.isContextLost()) gl.deleteSync(sync);
  };
}
