import { Copy } from 'lucide-react';
import { copy } from '../content/copy';
import { writeClipboard } from '../lib/clipboard';
import { useUiStore } from '../stores/ui-store';
import styles from './copy-address.module.css';

interface CopyAddressProps {
  address: string;
}

export function CopyAddress({ address }: CopyAddressProps) {
  const notify = useUiStore((state) => state.notify);

  const handleCopy = async () => {
    try {
      await writeClipboard(address);
      notify({ tone: 'success', ...copy.toast.copied });
    } catch (error) {
      console.error('Failed to copy contract address:', error);
      notify({ tone: 'destructive', ...copy.toast.copyFailed });
    }
  };

  return (
    <div className={styles.wrap}>
      <span className={styles.label} id="contract-address-label">
        {copy.hero.contractLabel}
      </span>
      <div className={styles.row}>
        <code className={styles.address}>{address}</code>
        <button
          type="button"
          className={styles.copy}
          onClick={handleCopy}
          aria-label={copy.hero.copyAccessibleLabel}
        >
          <Copy aria-hidden="true" size={18} />
          {copy.hero.copyLabel}
        </button>
      </div>
    </div>
  );
}
