import { describe, expect, it, vi } from 'vitest';
import { createInputBatch } from '../../../../src/scene/host/input-batch';
import type { SceneInputs, SceneUpdate } from '../../../../src/scene/protocol';
import { desktop } from '../story/layouts';

/** Animation frames that run only when the test says a frame has come. */
function fakeFrames() {
  let nextId = 1;
  const waiting = new Map<number, FrameRequestCallback>();
  return {
    requestAnimationFrame: vi.fn((callback: FrameRequestCallback) => {
      waiting.set(nextId, callback);
      return nextId++;
    }),
    cancelAnimationFrame: vi.fn((id: number) => void waiting.delete(id)),
    /** The next frame: runs what was waiting for it. */
    frame() {
      const callbacks = [...waiting.values()];
      waiting.clear();
      for (const callback of callbacks) callback(16);
    },
    get waiting() {
      return waiting.size;
    },
  };
}

function setup() {
  const frames = fakeFrames();
  const sent: SceneUpdate[] = [];
  const batch = createInputBatch((update) => sent.push(update), frames);
  return { frames, sent, batch };
}

const at = (scrollY: number, pointerX = 0, pointerY = 0): SceneInputs => ({
  scrollY,
  pointerX,
  pointerY,
});

describe('createInputBatch', () => {
  it('sends nothing until the next frame', () => {
    const { frames, sent, batch } = setup();
    batch.inputs(at(10));
    expect(sent).toEqual([]);
    expect(frames.waiting).toBe(1);
    frames.frame();
    expect(sent).toEqual([{ type: 'inputs', inputs: at(10) }]);
  });

  it('sends one message for many inputs in one frame: the last of them', () => {
    const { frames, sent, batch } = setup();
    for (let y = 1; y <= 40; y++) batch.inputs(at(y * 3, y / 40, -y / 40));
    expect(frames.requestAnimationFrame).toHaveBeenCalledTimes(1);
    frames.frame();
    expect(sent).toEqual([{ type: 'inputs', inputs: at(120, 1, -1) }]);
  });

  it('sends nothing when the inputs are what was last sent', () => {
    const { frames, sent, batch } = setup();
    batch.inputs(at(50, 0.2));
    frames.frame();
    batch.inputs(at(50, 0.2));
    frames.frame();
    expect(sent).toHaveLength(1);
    // Away and back within one frame: nothing changed by the time it is sent.
    batch.inputs(at(90, 0.2));
    batch.inputs(at(50, 0.2));
    frames.frame();
    expect(sent).toHaveLength(1);
    batch.inputs(at(50, 0.3));
    frames.frame();
    expect(sent.at(-1)).toEqual({ type: 'inputs', inputs: at(50, 0.3) });
  });

  it('sends nothing for the inputs the scene started with', () => {
    const { frames, sent, batch } = setup();
    batch.markSent(at(300));
    batch.inputs(at(300));
    frames.frame();
    expect(sent).toEqual([]);
    batch.inputs(at(301));
    frames.frame();
    expect(sent).toEqual([{ type: 'inputs', inputs: at(301) }]);
  });

  it('sends copies, so the page may go on changing its own inputs', () => {
    const { frames, sent, batch } = setup();
    const inputs = at(20);
    batch.inputs(inputs);
    inputs.scrollY = 999;
    frames.frame();
    expect(sent).toEqual([{ type: 'inputs', inputs: at(20) }]);
    // The page's object now says 999; the same numbers again are news, 20 is not.
    batch.inputs(at(20));
    frames.frame();
    expect(sent).toHaveLength(1);
  });

  it('sends the viewport and the layout in the same frame, before the inputs', () => {
    const { frames, sent, batch } = setup();
    const viewport = { width: 1280, height: 800, dpr: 2 };
    batch.inputs(at(5));
    batch.layout(desktop);
    batch.viewport({ width: 1000, height: 800, dpr: 1 });
    batch.viewport(viewport);
    expect(frames.requestAnimationFrame).toHaveBeenCalledTimes(1);
    frames.frame();
    expect(sent).toEqual([
      { type: 'viewport', viewport },
      { type: 'layout', layout: desktop },
      { type: 'inputs', inputs: at(5) },
    ]);
  });

  it('sends a layout on its own, and each one it is given', () => {
    const { frames, sent, batch } = setup();
    batch.layout(desktop);
    frames.frame();
    batch.layout(desktop);
    frames.frame();
    expect(sent).toEqual([
      { type: 'layout', layout: desktop },
      { type: 'layout', layout: desktop },
    ]);
  });

  it('asks for a frame again once one has been sent, and only then', () => {
    const { frames, batch } = setup();
    frames.frame();
    expect(frames.requestAnimationFrame).not.toHaveBeenCalled();
    batch.inputs(at(1));
    batch.inputs(at(2));
    frames.frame();
    batch.inputs(at(3));
    expect(frames.requestAnimationFrame).toHaveBeenCalledTimes(2);
  });

  it('sends nothing once cancelled', () => {
    const { frames, sent, batch } = setup();
    batch.inputs(at(10));
    batch.cancel();
    expect(frames.cancelAnimationFrame).toHaveBeenCalledWith(1);
    frames.frame();
    expect(sent).toEqual([]);
  });
});
