import type { ToastKind } from '../boot/boot-contract';
import type { MessageId } from '../content/messages';

type ToastTone = 'success' | 'destructive';

/** Each toast a click on Copy causes: its tone, and its words (messages of the page's language). */
export const toastKinds = {
  copied: { tone: 'success', title: 'toast.copied.title', description: 'toast.copied.description' },
  copyFailed: {
    tone: 'destructive',
    title: 'toast.copyFailed.title',
    description: 'toast.copyFailed.description',
  },
} as const satisfies Record<
  ToastKind,
  { tone: ToastTone; title: MessageId; description: MessageId }
>;
