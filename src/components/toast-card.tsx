import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { copy } from '../content/copy';
import type { ToastItem } from '../stores/ui-store';
import styles from './toaster.module.css';

interface ToastCardProps {
  toast: ToastItem;
  onDismiss: () => void;
}

export function ToastCard({ toast, onDismiss }: ToastCardProps) {
  const destructive = toast.tone === 'destructive';
  const Glyph = destructive ? CircleAlert : CircleCheck;
  return (
    <div
      role="status"
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-tone={toast.tone}
      className={[styles.toast, destructive ? styles.destructive : ''].join(' ')}
    >
      <Glyph aria-hidden="true" size={20} className={styles.icon} />
      <div>
        <p className={styles.title}>{toast.title}</p>
        <p className={styles.description}>{toast.description}</p>
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={onDismiss}
        aria-label={copy.toast.dismiss}
      >
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
