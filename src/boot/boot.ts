import {
  BOOT_FALLBACK_MS,
  COPY_ERROR_MESSAGE,
  COPY_FROM_ATTRIBUTE,
  DISMISS_ATTRIBUTE,
  EARLY_TOAST_EVENT,
  EARLY_TOASTS_ID,
  FONT_WAIT_MS,
  INPUT_QUIET_MS,
  MAX_RECORDED_ERRORS,
  type BootConfig,
  type BootHandle,
  type EarlyToast,
  type EarlyToastKind,
} from './protocol';

/*
 * The pre-rendered page is complete without JavaScript, so the app starts only once the page is
 * on screen (the first contentful paint, a safety-net timeout, or the visitor's first touch or
 * key, whichever comes first): on a slow phone, hydration would otherwise compete with the first
 * paint. Until the app is ready, this script answers the one control that needs a script, the
 * copy button: it writes the clipboard inside the visitor's own gesture (Safari refuses a write
 * made later) and shows the toast from a template the page carries. The app then takes over the
 * toasts still on screen (`claim`), so no click is lost and none is shown twice. Every other
 * control works without a script: links, the native <details> menu, the inert buttons.
 */
export function boot(config: BootConfig, win: Window & typeof globalThis = window): BootHandle {
  const doc = win.document;
  let started = false;
  let engaged = false;
  let claimed = false;
  let count = 0;
  const shown: { id: string; kind: EarlyToastKind; until: number }[] = [];
  const errors: string[] = [];

  const record = (what: unknown) => {
    if (errors.length < MAX_RECORDED_ERRORS) errors.push(String(what));
  };
  win.addEventListener('error', (event) => record(event.error ?? event.message));
  win.addEventListener('unhandledrejection', (event) => record(event.reason));

  /*
   * The heavy work this script starts (the app's evaluation, the fonts' layout of the page) waits
   * until the visitor's input has paused, as the sections do (src/lib/when-input-quiet.ts): done
   * under a tap, it held back the frame that shows the tap's toast (130-150 ms at 4x CPU each).
   */
  let lastInput = -INPUT_QUIET_MS;
  const whenQuiet = (task: () => void) => {
    const wait = lastInput + INPUT_QUIET_MS - win.performance.now();
    if (wait > 0) win.setTimeout(() => whenQuiet(task), wait);
    else task();
  };

  /*
   * The page paints in the web fonts' metric-matched stand-ins (tokens.css). The faces the page's
   * text needs are loaded outside the document, then all added at once: the page is laid out once
   * for them, and not restyled. A stylesheet of @font-face rules costs a layout of the whole page
   * when it is added and another as each font arrives. The other faces (the Korean ones on a page
   * in another language) load if and when text asks for them, as a stylesheet's would.
   */
  const loadFonts = () => {
    const faces = (config.faces ?? []).map(({ family, src, descriptors, load }) => ({
      face: new win.FontFace(family, `url("${src}")`, descriptors),
      load,
    }));
    let added = false;
    const add = () =>
      whenQuiet(() => {
        if (!added) for (const { face } of faces) doc.fonts.add(face);
        added = true;
      });
    Promise.all(faces.filter(({ load }) => load).map(({ face }) => face.load())).then(add, add);
    win.setTimeout(add, FONT_WAIT_MS);
  };

  /*
   * The hero's image comes before the fonts: they only redress text already on screen in its
   * stand-ins, and fetched with the image they share the connection with it (on a slow phone the
   * largest paint waits). They start once the page has loaded and the frame after it is drawn, or
   * after FONT_WAIT_MS if a stalled request holds the load event back.
   */
  const afterLoad = (task: () => void) => {
    let due = true;
    const run = () => {
      if (due) win.requestAnimationFrame(() => win.setTimeout(task));
      due = false;
    };
    if (doc.readyState === 'complete') run();
    else {
      win.addEventListener('load', run);
      win.setTimeout(run, FONT_WAIT_MS);
    }
  };

  const start = () => {
    if (started) return;
    started = true;
    if (win.FontFace && doc.fonts) afterLoad(loadFonts);
    for (const href of config.preloads) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.append(link);
    }
    // Fetched (and compiled) at once, run once the input pauses.
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = config.entry;
    whenQuiet(() => doc.head.append(script));
  };

  const remove = (id: string) => {
    const index = shown.findIndex((toast) => toast.id === id);
    if (index >= 0) shown.splice(index, 1);
    doc.getElementById(id)?.remove();
  };

  const show = (kind: EarlyToastKind) => {
    const region = doc.getElementById(EARLY_TOASTS_ID);
    const template = region?.querySelector<HTMLTemplateElement>(`template[data-kind="${kind}"]`);
    const card = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!region || !card) return;
    count += 1;
    card.id = `early-toast-${count}`;
    const duration = Number(region.dataset.duration);
    shown.push({ id: card.id, kind, until: win.performance.now() + duration });
    region.append(card);
    for (const old of shown.slice(0, Math.max(shown.length - Number(region.dataset.max), 0)))
      remove(old.id);
    const id = card.id;
    win.setTimeout(() => remove(id), duration);
    doc.dispatchEvent(new win.CustomEvent(EARLY_TOAST_EVENT));
  };

  const copyFrom = (button: Element) => {
    const text = doc.getElementById(button.getAttribute(COPY_FROM_ATTRIBUTE) ?? '')?.textContent;
    let write: Promise<void>;
    try {
      // Called synchronously in the click: a write after an await is outside the gesture.
      write = win.navigator.clipboard.writeText(text ?? '');
    } catch (error) {
      write = Promise.reject(error);
    }
    write.then(
      () => show('copied'),
      (error: unknown) => {
        console.error(COPY_ERROR_MESSAGE, error);
        show('copyFailed');
      },
    );
  };

  const onClick = (event: Event) => {
    if (claimed || !(event.target instanceof win.Element)) return;
    const dismiss = event.target.closest(`[${DISMISS_ATTRIBUTE}]`)?.closest('[id^="early-toast-"]');
    const copy = event.target.closest(`[${COPY_FROM_ATTRIBUTE}]`);
    if (!dismiss && !copy) return;
    // React may already listen on its root while it hydrates: this click is answered here, once.
    event.stopPropagation();
    if (dismiss) remove(dismiss.id);
    if (copy) copyFrom(copy);
    start();
  };

  const onInput = () => {
    lastInput = win.performance.now();
    engaged = true;
    start();
  };
  doc.addEventListener('click', onClick, true);
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'])
    doc.addEventListener(type, onInput, { capture: true, passive: true });

  const Observer = win.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
    win.setTimeout(start, BOOT_FALLBACK_MS);
  } else start();

  return {
    start,
    engaged: () => engaged,
    errors: () => [...errors],
    pending: () => shown.length,
    claim: () => {
      claimed = true;
      doc.removeEventListener('click', onClick, true);
      const now = win.performance.now();
      return shown.map(({ id, kind, until }): EarlyToast => ({
        id,
        kind,
        remainingMs: until - now,
      }));
    },
  };
}
