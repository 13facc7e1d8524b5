import { writeClipboard } from '../components/clipboard';
import type { ToastSlice } from '../stores/toast-slice';

export interface SharedLook {
  url: string;
  title: string;
  text: string;
}

/** What became of a press on Share: 'failed' means the visitor must copy the link by hand. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

const SHARE_ERROR_MESSAGE = 'Could not copy the look’s link:';

/**
 * The system's share sheet where the browser has one (phones mostly, some desktops); elsewhere the
 * link copied, with the same toast queue as Copy. A sheet the visitor closes is their choice, not a
 * failure; a sheet the browser refuses (no activation left, a policy) falls back to copying.
 */
export async function shareLook(
  look: SharedLook,
  notify: ToastSlice['notify'],
): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(look) ?? true)) {
    try {
      await navigator.share(look);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await writeClipboard(look.url);
    notify('linkCopied');
    return 'copied';
  } catch (error) {
    console.error(SHARE_ERROR_MESSAGE, error);
    notify('linkCopyFailed');
    return 'failed';
  }
}
