import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToPage, observeLayout } from '../../../../src/scene/host/page-inputs';
import type { SceneInputs } from '../../../../src/scene/scene-messages';

function finePointer(fine: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: fine && query.includes('pointer: fine'), media: query }) as MediaQueryList,
  );
}

const movePointer = (clientX: number, clientY: number) =>
  window.dispatchEvent(new PointerEvent('pointermove', { clientX, clientY }));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const start = (): SceneInputs => ({ scrollY: 0, pointerX: 0, pointerY: 0 });

describe('listenToPage', () => {
  beforeEach(() => vi.useFakeTimers());

  it('follows the scroll, and tells of it in the next frame, once however many events came', () => {
    const onInputs = vi.fn();
    stop = listenToPage(start(), onInputs, () => {});
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    for (const y of [120, 300, 420]) {
      scrollY.mockReturnValue(y);
      window.dispatchEvent(new Event('scroll'));
    }
    expect(onInputs).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(onInputs).toHaveBeenCalledExactlyOnceWith({ scrollY: 420, pointerX: 0, pointerY: 0 });
  });

  it('follows a fine pointer, from -1 to 1 across the window', () => {
    finePointer(true);
    const onInputs = vi.fn();
    stop = listenToPage(start(), onInputs, () => {});
    // jsdom's window is 1024 × 768.
    movePointer(768, 192);
    vi.advanceTimersToNextFrame();
    expect(onInputs).toHaveBeenLastCalledWith({ scrollY: 0, pointerX: 0.5, pointerY: -0.5 });
    movePointer(0, 768);
    vi.advanceTimersToNextFrame();
    expect(onInputs).toHaveBeenLastCalledWith({ scrollY: 0, pointerX: -1, pointerY: 1 });
    expect(onInputs).toHaveBeenCalledTimes(2);
  });

  it('tells nothing when nothing changed', () => {
    finePointer(true);
    const onInputs = vi.fn();
    stop = listenToPage(start(), onInputs, () => {});
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    window.dispatchEvent(new Event('scroll'));
    movePointer(512, 384);
    vi.advanceTimersToNextFrame();
    expect(onInputs).not.toHaveBeenCalled();
  });

  it('leaves the pointer at the centre on a touch screen', () => {
    finePointer(false);
    const onInputs = vi.fn();
    stop = listenToPage(start(), onInputs, () => {});
    movePointer(768, 192);
    vi.advanceTimersToNextFrame();
    expect(onInputs).not.toHaveBeenCalled();
  });

  it('says whether the tab is shown, at once', () => {
    const onVisibility = vi.fn();
    stop = listenToPage(start(), () => {}, onVisibility);
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    state.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onVisibility.mock.calls).toEqual([[false], [true]]);
  });

  it('stops listening to all of it, a frame already asked for included', () => {
    finePointer(true);
    const onInputs = vi.fn();
    const onVisibility = vi.fn();
    const stopListening = listenToPage(start(), onInputs, onVisibility);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(90);
    window.dispatchEvent(new Event('scroll'));
    stopListening();
    window.dispatchEvent(new Event('scroll'));
    movePointer(10, 10);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersToNextFrame();
    expect(onInputs).not.toHaveBeenCalled();
    expect(onVisibility).not.toHaveBeenCalled();
  });
});

/** A ResizeObserver the test triggers by hand. */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

describe('observeLayout', () => {
  it('watches the screen, the page and the art box, and reports the stage’s size a frame later, once', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const art = document.createElement('div');
    const stage = document.createElement('div');
    vi.spyOn(stage, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 390, 844));
    const onChange = vi.fn();
    const stopObserving = observeLayout(art, stage, onChange);
    const observer = FakeResizeObserver.last!;
    expect(observer.observed).toEqual([stage, document.body, art]);
    // Not inside the observer's delivery: what the callback starts may resize what it observes.
    observer.callback();
    observer.callback();
    expect(onChange).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ width: 390, height: 844 });
    // A later change asks for a frame of its own.
    observer.callback();
    expect(frames).toHaveLength(2);
    stopObserving();
    expect(observer.disconnected).toBe(true);
    expect(cancelAnimationFrame).toHaveBeenCalledWith(2);
  });
});
