import { describe, expect, it, vi } from 'vitest';
import {
  createFrameLoop,
  type LoopEvent,
  type LoopFacts,
  type LoopState,
  stateOf,
  transition,
} from '../../../src/scene/frame-loop';

const events: LoopEvent[] = [
  'compiled',
  'shown',
  'hidden',
  'paused',
  'resumed',
  'settled',
  'moved',
  'disposed',
];

/** A scene drawing a frame each display frame: compiled, shown, played, not at rest. */
const drawing: LoopFacts = {
  compiled: true,
  shown: true,
  playing: true,
  settled: false,
  disposed: false,
};

/** One typical set of facts behind each state, as a scene reaches it. */
const typical: Record<LoopState, LoopFacts> = {
  starting: { ...drawing, compiled: false },
  playing: drawing,
  settled: { ...drawing, settled: true },
  paused: { ...drawing, playing: false },
  hidden: { ...drawing, shown: false },
  disposed: { ...drawing, disposed: true },
};

const after = (from: LoopState, ...sequence: LoopEvent[]): LoopState =>
  stateOf(sequence.reduce(transition, typical[from]));

describe('the states', () => {
  it.each(Object.entries(typical))('names %s for its facts', (state, facts) => {
    expect(stateOf(facts)).toBe(state);
  });

  it('is the first that applies: disposed, then hidden, then paused, then starting', () => {
    const all = { compiled: false, shown: false, playing: false, settled: true, disposed: true };
    expect(stateOf(all)).toBe('disposed');
    expect(stateOf({ ...all, disposed: false })).toBe('hidden');
    expect(stateOf({ ...all, disposed: false, shown: true })).toBe('paused');
    expect(stateOf({ ...all, disposed: false, shown: true, playing: true })).toBe('starting');
  });
});

describe('the transitions', () => {
  it.each<[LoopState, LoopEvent, LoopState]>([
    // Starting: the still image shows while the shaders compile.
    ['starting', 'compiled', 'playing'],
    ['starting', 'moved', 'starting'],
    ['starting', 'shown', 'starting'],
    ['starting', 'resumed', 'starting'],
    ['starting', 'paused', 'paused'],
    ['starting', 'hidden', 'hidden'],
    ['starting', 'disposed', 'disposed'],
    // Playing: a frame each display frame.
    ['playing', 'settled', 'settled'],
    ['playing', 'moved', 'playing'],
    ['playing', 'compiled', 'playing'],
    ['playing', 'shown', 'playing'],
    ['playing', 'resumed', 'playing'],
    ['playing', 'paused', 'paused'],
    ['playing', 'hidden', 'hidden'],
    ['playing', 'disposed', 'disposed'],
    // Settled: the last frame stays until the page moves the story again.
    ['settled', 'moved', 'playing'],
    ['settled', 'resumed', 'playing'],
    ['settled', 'shown', 'settled'],
    ['settled', 'settled', 'settled'],
    ['settled', 'paused', 'paused'],
    ['settled', 'hidden', 'hidden'],
    ['settled', 'disposed', 'disposed'],
    // Paused by the visitor: only the control plays it again.
    ['paused', 'resumed', 'playing'],
    ['paused', 'moved', 'paused'],
    ['paused', 'shown', 'paused'],
    ['paused', 'compiled', 'paused'],
    ['paused', 'settled', 'paused'],
    ['paused', 'paused', 'paused'],
    ['paused', 'hidden', 'hidden'],
    ['paused', 'disposed', 'disposed'],
    // Hidden tab: nothing is drawn until it is shown again.
    ['hidden', 'shown', 'playing'],
    ['hidden', 'moved', 'hidden'],
    ['hidden', 'resumed', 'hidden'],
    ['hidden', 'paused', 'hidden'],
    ['hidden', 'compiled', 'hidden'],
    ['hidden', 'disposed', 'disposed'],
  ])('%s, then %s: %s', (from, event, to) => {
    expect(after(from, event)).toBe(to);
  });

  it.each(events)('keeps a disposed loop disposed on %s', (event) => {
    const disposed = typical.disposed;
    expect(transition(disposed, event)).toBe(disposed);
    expect(stateOf(transition(disposed, event))).toBe('disposed');
  });

  it('leaves the facts it was given as they were', () => {
    const facts = { ...drawing };
    transition(facts, 'paused');
    expect(facts).toEqual(drawing);
  });
});

describe('facts that hold at once', () => {
  it('keeps a scene paused before its shaders compiled paused once they have', () => {
    expect(after('paused', 'compiled')).toBe('paused');
    expect(after('starting', 'paused', 'compiled')).toBe('paused');
    expect(after('starting', 'paused', 'compiled', 'resumed')).toBe('playing');
  });

  it('keeps a scene paused in a hidden tab paused when the tab is shown again', () => {
    expect(after('playing', 'paused', 'hidden', 'shown')).toBe('paused');
    expect(after('playing', 'hidden', 'paused', 'resumed')).toBe('hidden');
    expect(after('playing', 'hidden', 'paused', 'resumed', 'shown')).toBe('playing');
  });

  it('keeps a hidden scene starting until its shaders compile', () => {
    expect(after('starting', 'hidden', 'shown')).toBe('starting');
    expect(after('starting', 'hidden', 'compiled', 'shown')).toBe('playing');
  });

  it('keeps a settled scene settled across a hidden tab, and draws it again once moved', () => {
    expect(after('settled', 'hidden', 'shown')).toBe('settled');
    expect(after('settled', 'hidden', 'moved', 'shown')).toBe('playing');
  });

  it('draws what moved while paused once the visitor plays it again', () => {
    expect(after('settled', 'paused', 'resumed')).toBe('playing');
  });
});

describe('createFrameLoop', () => {
  /** A loop and the calls it made to start (true) or stop (false) r3f's frame loop. */
  function loopFrom(initial: { shown: boolean; playing: boolean }) {
    const onDraw = vi.fn<(draw: boolean) => void>();
    const loop = createFrameLoop(initial, onDraw);
    const calls = () => onDraw.mock.calls.map(([draw]) => draw);
    return { loop, calls };
  }

  it('starts before compiling, drawing nothing yet', () => {
    const { loop, calls } = loopFrom({ shown: true, playing: true });
    expect(loop.state).toBe('starting');
    expect(calls()).toEqual([]);
  });

  it('starts in a hidden tab, or paused by the visitor, as such', () => {
    expect(loopFrom({ shown: false, playing: true }).loop.state).toBe('hidden');
    expect(loopFrom({ shown: true, playing: false }).loop.state).toBe('paused');
  });

  it('starts and stops the frames only when drawing changes', () => {
    const { loop, calls } = loopFrom({ shown: true, playing: true });
    loop.send('moved');
    loop.send('compiled');
    expect(calls()).toEqual([true]);
    loop.send('moved');
    loop.send('moved');
    loop.send('shown');
    loop.send('resumed');
    expect(calls()).toEqual([true]);
    loop.send('settled');
    loop.send('settled');
    expect(loop.state).toBe('settled');
    expect(calls()).toEqual([true, false]);
    loop.send('moved');
    expect(loop.state).toBe('playing');
    expect(calls()).toEqual([true, false, true]);
  });

  it('stops at once when the visitor pauses, and draws again when they play', () => {
    const { loop, calls } = loopFrom({ shown: true, playing: true });
    loop.send('compiled');
    loop.send('paused');
    expect(loop.state).toBe('paused');
    expect(calls()).toEqual([true, false]);
    // Scrolling a paused scene draws nothing.
    loop.send('moved');
    expect(calls()).toEqual([true, false]);
    loop.send('resumed');
    expect(calls()).toEqual([true, false, true]);
  });

  it('never draws a scene paused before it compiled until the visitor plays it', () => {
    const { loop, calls } = loopFrom({ shown: true, playing: false });
    loop.send('compiled');
    loop.send('moved');
    expect(loop.state).toBe('paused');
    expect(calls()).toEqual([]);
    loop.send('resumed');
    expect(loop.state).toBe('playing');
    expect(calls()).toEqual([true]);
  });

  it('stops while the tab is hidden and goes on where it was when shown', () => {
    const { loop, calls } = loopFrom({ shown: true, playing: true });
    loop.send('compiled');
    loop.send('hidden');
    expect(calls()).toEqual([true, false]);
    loop.send('shown');
    expect(calls()).toEqual([true, false, true]);
  });

  it('stops for good when disposed: no event draws again', () => {
    const { loop, calls } = loopFrom({ shown: true, playing: true });
    loop.send('compiled');
    loop.send('disposed');
    expect(calls()).toEqual([true, false]);
    for (const event of events) loop.send(event);
    expect(loop.state).toBe('disposed');
    expect(calls()).toEqual([true, false]);
  });

  it('never starts the frames of a scene disposed before it compiled', () => {
    const { loop, calls } = loopFrom({ shown: true, playing: true });
    loop.send('disposed');
    loop.send('compiled');
    expect(loop.state).toBe('disposed');
    expect(calls()).toEqual([]);
  });
});
