import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

export interface Hydrated {
  html: string;
  container: HTMLElement;
  /** console.error calls during hydration: React reports every mismatch there. */
  errors: unknown[][];
  root: Root;
}

const mounted = new Set<Hydrated>();

/**
 * Renders `ui` to HTML as the pre-renderer does, lets the test lay that HTML out (jsdom has no
 * layout), then hydrates it in place, as the browser does with a pre-rendered page. It is
 * unmounted after the test.
 */
export async function hydrate(
  ui: ReactNode,
  layout: (container: HTMLElement) => void = () => {},
): Promise<Hydrated> {
  const html = renderToString(ui);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  layout(container);
  const errorLog = vi.spyOn(console, 'error');
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: (error) => console.error(error) });
  });
  const errors = [...errorLog.mock.calls];
  errorLog.mockRestore();
  if (!root) throw new Error('hydrateRoot did not return a root');
  const page = { html, container, errors, root };
  mounted.add(page);
  return page;
}

/** Unmounts every page hydrate() made and removes its HTML: tests/unit/setup.ts, after each test. */
export function unmountHydrated() {
  for (const { root, container } of mounted) {
    act(() => root.unmount());
    container.remove();
  }
  mounted.clear();
}

/**
 * Lets a few frames pass. React flushes what they scheduled when each act() ends, so frame work
 * that leads to more frame work (a reveal hiding in batches, then framer-motion applying it) needs
 * several rounds. It moves the fake clock of motion-env.ts: no test sleeps.
 */
export const nextFrames = async (rounds = 4) => {
  if (!vi.isFakeTimers())
    throw new Error('nextFrames needs the fake clock: installMotionEnvironment()');
  for (let round = 0; round < rounds; round += 1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40);
    });
};
