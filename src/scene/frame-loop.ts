/**
 * When the scene draws: one small state machine, its states named for what the visitor sees (the
 * table in docs/scene.md, "When it rests"). The facts behind them can hold at once (a paused scene
 * in a hidden tab): each event changes one fact, and `stateOf` reads the state from them: disposed,
 * then hidden, paused, starting, and settled or playing.
 */
export type LoopState = 'starting' | 'playing' | 'settled' | 'paused' | 'hidden' | 'disposed';

export type LoopEvent =
  'compiled' | 'shown' | 'hidden' | 'paused' | 'resumed' | 'settled' | 'moved' | 'disposed';

export type LoopFacts = Record<'compiled' | 'shown' | 'playing' | 'settled' | 'disposed', boolean>;

export function stateOf(facts: LoopFacts): LoopState {
  if (facts.disposed) return 'disposed';
  if (!facts.shown) return 'hidden';
  if (!facts.playing) return 'paused';
  if (!facts.compiled) return 'starting';
  return facts.settled ? 'settled' : 'playing';
}

const effects: Record<LoopEvent, Partial<LoopFacts>> = {
  compiled: { compiled: true },
  shown: { shown: true },
  hidden: { shown: false },
  paused: { playing: false },
  // Whatever moved while the loop stood still is drawn once it plays again.
  resumed: { playing: true, settled: false },
  settled: { settled: true },
  moved: { settled: false },
  disposed: { disposed: true },
};

/** The facts after `event`: a disposed loop stays disposed. */
export function transition(facts: LoopFacts, event: LoopEvent): LoopFacts {
  if (facts.disposed) return facts;
  // Only a drawn story settles: a loop that is not drawing has shown nothing to rest on.
  if (event === 'settled' && stateOf(facts) !== 'playing') return facts;
  return { ...facts, ...effects[event] };
}

/**
 * The loop of one scene. `onDraw(true)` starts r3f's frame loop and `onDraw(false)` stops it,
 * called only when that changes.
 */
export function createFrameLoop(
  initial: Pick<LoopFacts, 'shown' | 'playing'>,
  onDraw: (draw: boolean) => void,
) {
  let facts: LoopFacts = { compiled: false, settled: false, disposed: false, ...initial };
  let drawing = false;
  return {
    get state(): LoopState {
      return stateOf(facts);
    },
    send(event: LoopEvent) {
      facts = transition(facts, event);
      const draw = stateOf(facts) === 'playing';
      if (draw !== drawing) onDraw((drawing = draw));
    },
  };
}

export type FrameLoop = ReturnType<typeof createFrameLoop>;
