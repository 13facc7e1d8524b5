import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INPUT_EVENTS, listenForInput, whenInputQuiet } from '../../../src/lib/when-input-quiet';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenInputQuiet', () => {
  it('runs once the quiet time has passed with no input', () => {
    const callback = vi.fn();
    whenInputQuiet(300, callback);
    vi.advanceTimersByTime(299);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each(INPUT_EVENTS)('waits again after a %s', (type) => {
    const callback = vi.fn();
    whenInputQuiet(300, callback);
    vi.advanceTimersByTime(250);
    window.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(250);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('stops listening once it has run, and never runs once cancelled', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const callback = vi.fn();
    whenInputQuiet(300, callback);
    vi.advanceTimersByTime(300);
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function), true);
    const cancelled = vi.fn();
    const cancel = whenInputQuiet(300, cancelled);
    window.dispatchEvent(new Event('scroll'));
    cancel();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('counts the pause from the last input the caller saw, and runs at once when it is long enough', () => {
    const callback = vi.fn();
    whenInputQuiet(300, callback, { lastInput: -Infinity });
    expect(callback).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1000);
    const later = vi.fn();
    whenInputQuiet(300, later, { lastInput: performance.now() - 200 });
    vi.advanceTimersByTime(99);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

describe('listenForInput', () => {
  it('hears every input event on its target, capturing, until turned off', () => {
    const listener = vi.fn();
    const off = listenForInput(listener, document);
    for (const type of INPUT_EVENTS) document.body.dispatchEvent(new Event(type));
    expect(listener).toHaveBeenCalledTimes(INPUT_EVENTS.length);
    off();
    document.body.dispatchEvent(new Event('keydown'));
    expect(listener).toHaveBeenCalledTimes(INPUT_EVENTS.length);
  });
});

describe('whenInputQuiet with a wanted press', () => {
  const inside = document.createElement('div');
  const outside = document.createElement('div');
  const wanted = (event: Event) => event.target === inside;
  beforeEach(() => document.body.append(inside, outside));
  afterEach(() => {
    inside.remove();
    outside.remove();
  });

  it('runs at once on a wanted press, and only once', () => {
    const callback = vi.fn();
    whenInputQuiet(1000, callback, { pressed: wanted });
    inside.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
    inside.dispatchEvent(new Event('keydown', { bubbles: true }));
    vi.advanceTimersByTime(2000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the pause after a press elsewhere, as whenInputQuiet does', () => {
    const callback = vi.fn();
    whenInputQuiet(1000, callback, { pressed: wanted });
    vi.advanceTimersByTime(600);
    outside.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('with no pause to wait for, runs within the call, once, and stops listening', () => {
    const callback = vi.fn();
    expect(() => whenInputQuiet(0, callback, { pressed: wanted })).not.toThrow();
    expect(callback).toHaveBeenCalledTimes(1);
    inside.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const callback = vi.fn();
    const cancel = whenInputQuiet(1000, callback, { pressed: wanted });
    cancel();
    inside.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(2000);
    expect(callback).not.toHaveBeenCalled();
  });
});
