import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyCopy, type EarlyCopy } from '../../../src/boot/early-copy';
import { EARLY_TOAST_EVENT } from '../../../src/boot/boot-contract';

const ADDRESS = 'So11111111111111111111111111111111111111112';

/** The parts of a page the early copy works with; the words are the test's own. */
const page = `
  <code id="address">${ADDRESS}</code>
  <button type="button" data-copy-from="address">Copy</button>
  <a href="/elsewhere">Elsewhere</a>
  <div id="early-toasts" data-max="2" data-duration="1000">
    <template data-kind="copied"><div role="status">Copied<button data-dismiss>x</button></div></template>
    <template data-kind="copyFailed"><div role="status">Failed<button data-dismiss>x</button></div></template>
  </div>`;

const copyButton = () => document.querySelector<HTMLButtonElement>('[data-copy-from]')!;
const toasts = () =>
  [...document.querySelectorAll('#early-toasts > [role="status"]')].map((toast) => toast.id);

function stubClipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

let copy: EarlyCopy;
const answered = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = page;
  copy = earlyCopy(answered);
});
afterEach(() => {
  copy.claim();
  answered.mockReset();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('earlyCopy', () => {
  it('writes the address within the click, shows the toast, tells the page and reports the click', async () => {
    const writes: string[] = [];
    stubClipboard(async (text) => void writes.push(text));
    const told = vi.fn();
    document.addEventListener(EARLY_TOAST_EVENT, told);
    copyButton().click();
    expect(writes).toEqual([ADDRESS]);
    expect(answered).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts()).toEqual(['early-toast-1']);
    expect(told).toHaveBeenCalledTimes(1);
    document.removeEventListener(EARLY_TOAST_EVENT, told);
  });

  it('shows the toast of a click made while the page still arrives once its region is parsed', async () => {
    stubClipboard(async () => {});
    const region = document.getElementById('early-toasts')!;
    region.remove();
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    copyButton().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts()).toEqual([]);
    document.body.append(region);
    delete (document as { readyState?: unknown }).readyState;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(toasts()).toEqual(['early-toast-1']);
  });

  it('says the copy failed, and logs why, when the clipboard refuses or is missing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    copyButton().click();
    stubClipboard(undefined);
    copyButton().click();
    await vi.advanceTimersByTimeAsync(0);
    const shown = [...document.querySelectorAll('#early-toasts > [role="status"]')];
    expect(shown.map((toast) => toast.textContent)).toEqual(['Failedx', 'Failedx']);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('keeps at most data-max toasts, each for data-duration, and each can be dismissed', async () => {
    stubClipboard(async () => {});
    for (let click = 0; click < 3; click += 1) {
      copyButton().click();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(toasts()).toEqual(['early-toast-2', 'early-toast-3']);
    expect(copy.pending()).toBe(2);
    document.querySelector<HTMLButtonElement>('#early-toast-2 [data-dismiss]')!.click();
    expect(toasts()).toEqual(['early-toast-3']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(toasts()).toEqual([]);
    expect(copy.pending()).toBe(0);
  });

  it('lets other clicks through untouched', () => {
    const reached = vi.fn((event: Event) => event.preventDefault());
    document.body.addEventListener('click', reached);
    document.querySelector('a')!.click();
    expect(reached).toHaveBeenCalledTimes(1);
    expect(answered).not.toHaveBeenCalled();
  });

  it('hands over the toasts on screen with the time each has left, then answers no more', async () => {
    stubClipboard(async () => {});
    copyButton().click();
    await vi.advanceTimersByTimeAsync(400);
    expect(copy.claim()).toEqual([{ id: 'early-toast-1', kind: 'copied', remainingMs: 600 }]);

    const reached = vi.fn();
    document.body.addEventListener('click', reached);
    copyButton().click();
    expect(reached).toHaveBeenCalledTimes(1);
    expect(answered).toHaveBeenCalledTimes(1);
  });
});
