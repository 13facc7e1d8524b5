import { m, type Variants } from 'framer-motion';
import {
  createContext,
  useContext,
  useMemo,
  useRef,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import type { RevealBatch } from './reveal-observer';
import { useReveal, type RevealState } from './use-reveal';
import styles from './reveal.module.css';

/** Short, eased, small: a reveal should be felt more than watched. */
export const REVEAL_DURATION = 0.6;
const OFFSET_PX = 24;
const EASE_OUT = [0.22, 1, 0.36, 1] as const;

const elements = {
  div: m.div,
  header: m.header,
  li: m.li,
  p: m.p,
  figure: m.figure,
} as const;

export type RevealTag = keyof typeof elements;
/**
 * Where the element comes from: up from below, or out from the spine at the start of the line
 * (the left, or the right on a right-to-left page).
 */
export type RevealFrom = 'below' | 'start';

interface RevealCustom {
  from: RevealFrom;
  delay: number;
  instant: boolean;
}

// Read when a reveal hides, in the browser only: the server HTML carries no motion styles.
const startSide = () => (document.documentElement.dir === 'rtl' ? 1 : -1);

const variants: Variants = {
  hidden: ({ from }: RevealCustom) => ({
    opacity: 0,
    x: from === 'start' ? startSide() * OFFSET_PX : 0,
    y: from === 'below' ? OFFSET_PX : 0,
    transition: { duration: 0 },
  }),
  shown: ({ delay, instant }: RevealCustom) => ({
    opacity: 1,
    x: 0,
    y: 0,
    transition: instant ? { duration: 0 } : { duration: REVEAL_DURATION, delay, ease: EASE_OUT },
  }),
};

const BatchContext = createContext<RevealBatch | null>(null);
const StateContext = createContext<RevealState>({ phase: 'idle', delay: 0, instant: false });

/**
 * The state of the nearest enclosing reveal, for pieces that animate with it in their own way
 * (a number counting up, a chart drawing itself in). Idle outside any reveal.
 */
export const useRevealState = (): RevealState => useContext(StateContext);

interface RevealGroupProps {
  /** Seconds between the reveals of items that come into view together. */
  stagger?: number;
  children: ReactNode;
}

/** Reveals inside a group that enter the screen together go one after another, in page order. */
export function RevealGroup({ stagger = 0.08, children }: RevealGroupProps) {
  const batch = useMemo<RevealBatch>(() => ({ stagger }), [stagger]);
  return <BatchContext.Provider value={batch}>{children}</BatchContext.Provider>;
}

// Props framer-motion types differently from the DOM; a reveal never needs them.
type MotionConflicts =
  | 'onAnimationStart'
  | 'onAnimationEnd'
  | 'onAnimationIteration'
  | 'onDrag'
  | 'onDragEnd'
  | 'onDragStart'
  | 'onDragOver'
  | 'onDragEnter'
  | 'onDragLeave'
  | 'onDrop'
  | 'style';

type RevealProps = Omit<ComponentPropsWithoutRef<'div'>, MotionConflicts> & {
  as?: RevealTag;
  from?: RevealFrom;
};

/**
 * The one reveal on the site. The server HTML and the first client render carry no motion
 * styles at all, so content never waits for JavaScript; once hydrated, an element that is still
 * below the fold hides and then eases in as it scrolls into view. Under reduced motion it never
 * hides.
 */
export function Reveal({ as = 'div', from = 'below', className, children, ...rest }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const batch = useContext(BatchContext);
  const state = useReveal(ref, batch);
  const { phase, delay, instant } = state;
  const Element = elements[as] as typeof m.div;
  return (
    <Element
      ref={ref}
      className={className ? `${styles.reveal} ${className}` : styles.reveal}
      data-reveal={phase}
      custom={{ from, delay, instant } satisfies RevealCustom}
      variants={variants}
      animate={phase === 'idle' ? undefined : phase}
      onAnimationComplete={(definition) => {
        if (definition === 'shown') ref.current?.setAttribute('data-settled', '');
      }}
      {...rest}
    >
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </Element>
  );
}
