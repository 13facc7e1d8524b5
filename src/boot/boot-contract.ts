// What the inline boot script and the app agree on. The boot script runs before React exists, so
// the two share names and shapes here instead of code.

/** The toasts a click on Copy causes, before the app is ready or after (`toast.*` messages). */
export type EarlyToastKind = 'copied' | 'copyFailed';
/**
 * Every toast the page's queue shows: Copy's, and Share's when it copies the look's link (the
 * Armory's Share button is hidden until the app runs, so the boot script never shows those).
 */
export type ToastKind = EarlyToastKind | 'linkCopied' | 'linkCopyFailed';

/** Given to the boot script by the page, as a JSON data block (the scripts it starts). */
export interface BootConfig {
  entry: string;
  preloads: string[];
  /** The web fonts' faces, brought in once the page has painted (see `boot`). */
  faces?: WebFontFace[];
}

/** A web font face, from the build's web-fonts stylesheet (scripts/lib/site-fonts.js). */
export interface WebFontFace {
  family: string;
  /** The file's URL. */
  src: string;
  descriptors: FontFaceDescriptors;
  /** Loaded before the faces are added: the page's title has characters it draws. */
  load?: boolean;
}

/**
 * A toast the boot script is showing. The hand-off: once the app's toaster is ready, the store's
 * `claimEarlyToasts` (stores/toast-slice.ts) calls `claim()`, which ends the boot script's
 * handling of clicks and returns these; each joins the store's queue as a toast that replaces its
 * element, for the time it has left. From then on the store alone shows, times and removes toasts.
 */
export interface EarlyToast {
  /** The id of the toast's element, which the app's own toast replaces. */
  id: string;
  kind: EarlyToastKind;
  /** How long the toast has left to live, so the hand-over does not restart its clock. */
  remainingMs: number;
}

export interface BootHandle {
  /** Starts the app's JavaScript now, if it has not started. */
  start: () => void;
  /** Whether the visitor has scrolled, touched, clicked or typed since the page opened. */
  engaged: () => boolean;
  /** How many toasts it is showing: the app loads its toaster at once to take them over. */
  pending: () => number;
  /** Ends early handling (the app now answers every click) and returns the toasts on screen. */
  claim: () => EarlyToast[];
  /**
   * The page's uncaught errors and unhandled rejections since it opened (the first
   * MAX_RECORDED_ERRORS): what a test or a support session reads in any engine, including those
   * whose driver has no console log.
   */
  errors: () => string[];
}

export const BOOT_CONFIG_ID = 'boot-config';
export const EARLY_TOASTS_ID = 'early-toasts';
/** A button with this attribute copies the text of the element whose id it names. */
export const COPY_FROM_ATTRIBUTE = 'data-copy-from';
export const DISMISS_ATTRIBUTE = 'data-dismiss';
/** Dispatched on the document when the boot script shows a toast. */
export const EARLY_TOAST_EVENT = 'emberwild:early-toast';
export const COPY_ERROR_MESSAGE = 'Failed to copy contract address:';

export const MAX_RECORDED_ERRORS = 20;

/** A web font that has not arrived by then is left to swap in on its own. */
export const FONT_WAIT_MS = 5000;

/**
 * How long the visitor's input must pause before heavy work starts (the app, the fonts, the
 * sections).
 */
export const INPUT_QUIET_MS = 300;

/** Most browsers report first-contentful-paint long before this; it is only a safety net. */
export const BOOT_FALLBACK_MS = 1500;

declare global {
  interface Window {
    emberwildBoot?: BootHandle;
  }
}
