import {
  COPY_ERROR_MESSAGE,
  COPY_FROM_ATTRIBUTE,
  DISMISS_ATTRIBUTE,
  EARLY_TOAST_EVENT,
  EARLY_TOASTS_ID,
  type EarlyToast,
  type EarlyToastKind,
} from './boot-contract';

export interface EarlyCopy {
  /** How many toasts are on screen. */
  pending: () => number;
  /** Stops answering clicks and returns the toasts on screen, with the time each has left. */
  claim: () => EarlyToast[];
}

/**
 * Answers the Copy button until the app can: writes the clipboard inside the visitor's own
 * gesture (Safari refuses a write made later) and shows the toast that says how it went, cloned
 * from the templates the page carries (components/early-toasts.tsx, the app's own toast card), in
 * the region the app's toaster uses, each for the region's `data-duration`, at most `data-max` at
 * once. An early toast's dismiss button works too. `answered` runs after each click it answers.
 */
export function earlyCopy(answered: () => void): EarlyCopy {
  const doc = document;
  let shown: { id: string; kind: EarlyToastKind; until: number }[] = [];
  let count = 0;

  const remove = (id: string) => {
    shown = shown.filter((toast) => toast.id !== id);
    doc.getElementById(id)?.remove();
  };

  const show = (kind: EarlyToastKind): void => {
    const region = doc.getElementById(EARLY_TOASTS_ID);
    // The region closes the page: a tap on a page still arriving is shown once the page is whole.
    if (!region && doc.readyState === 'loading')
      return doc.addEventListener('DOMContentLoaded', () => show(kind));
    const template = region?.querySelector<HTMLTemplateElement>(`template[data-kind="${kind}"]`);
    const card = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!region || !card) return;
    const id = (card.id = `early-toast-${++count}`);
    const duration = Number(region.dataset.duration);
    shown.push({ id, kind, until: performance.now() + duration });
    region.append(card);
    for (const old of shown.slice(0, -Number(region.dataset.max))) remove(old.id);
    setTimeout(() => remove(id), duration);
    doc.dispatchEvent(new CustomEvent(EARLY_TOAST_EVENT));
  };

  const copyFrom = (button: Element) => {
    const text = doc.getElementById(button.getAttribute(COPY_FROM_ATTRIBUTE) ?? '')?.textContent;
    // The executor runs at once, in the click: a write after an await is outside the gesture. A
    // browser without a clipboard throws there, which rejects the promise.
    new Promise<void>((resolve) => resolve(navigator.clipboard.writeText(text ?? ''))).then(
      () => show('copied'),
      (error: unknown) => {
        console.error(COPY_ERROR_MESSAGE, error);
        show('copyFailed');
      },
    );
  };

  const onClick = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const dismiss = event.target.closest(`[${DISMISS_ATTRIBUTE}]`)?.closest('[id^="early-toast-"]');
    const copy = event.target.closest(`[${COPY_FROM_ATTRIBUTE}]`);
    if (!dismiss && !copy) return;
    // React may already listen on its root while it hydrates: this click is answered here, once.
    event.stopPropagation();
    if (dismiss) remove(dismiss.id);
    if (copy) copyFrom(copy);
    answered();
  };
  doc.addEventListener('click', onClick, true);

  return {
    pending: () => shown.length,
    claim: () => {
      doc.removeEventListener('click', onClick, true);
      const now = performance.now();
      return shown.map(({ id, kind, until }) => ({ id, kind, remainingMs: until - now }));
    },
  };
}
