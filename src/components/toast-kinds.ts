import type { EarlyToastKind, ToastKind } from '../boot/boot-contract';
import type { MessageId } from '../content/messages';

type ToastTone = 'success' | 'destructive';

/** Each toast a click on Copy or Share causes: its tone, and its words (messages of the page's language). */
export const toastKinds = {
  copied: { tone: 'success', title: 'toast.copied.title', description: 'toast.copied.description' },
  copyFailed: {
    tone: 'destructive',
    title: 'toast.copyFailed.title',
    description: 'toast.copyFailed.description',
  },
  linkCopied: {
    tone: 'success',
    title: 'armory.share.copied.title',
    description: 'armory.share.copied.description',
  },
  linkCopyFailed: {
    tone: 'destructive',
    title: 'armory.share.copyFailed.title',
    description: 'armory.share.copyFailed.description',
  },
} as const satisfies Record<
  ToastKind,
  { tone: ToastTone; title: MessageId; description: MessageId }
>;

/** The toasts the boot script can show before the app is ready: Copy's (boot/early-copy.ts). */
export const earlyToastKinds = [
  'copied',
  'copyFailed',
] as const satisfies readonly EarlyToastKind[];
