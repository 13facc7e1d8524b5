import type { EarlyToastKind } from '../boot/protocol';
import type { MessageId, Translate } from '../content/messages';

const messages = {
  copied: { title: 'toast.copied.title', description: 'toast.copied.description' },
  copyFailed: { title: 'toast.copyFailed.title', description: 'toast.copyFailed.description' },
} as const satisfies Record<EarlyToastKind, { title: MessageId; description: MessageId }>;

/** The words of a toast a click on Copy causes, early (boot script) or not (the app). */
export const toastText = (t: Translate, kind: EarlyToastKind) => ({
  title: t(messages[kind].title),
  description: t(messages[kind].description),
});
