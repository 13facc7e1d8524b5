import type { CSSProperties } from 'react';
import { COPY_ERROR_MESSAGE, COPY_FROM_ATTRIBUTE } from '../boot/boot-contract';
import { useT } from '../i18n/locale-context';
import { writeClipboard } from './clipboard';
import { useUiStore } from '../stores/ui-store';
import styles from './copy-address.module.css';
import { Icon } from './icon';

const ADDRESS_ID = 'contract-address';

interface CopyAddressProps {
  address: string;
}

export function CopyAddress({ address }: CopyAddressProps) {
  const notify = useUiStore((state) => state.notify);
  const t = useT();

  const handleCopy = async () => {
    try {
      await writeClipboard(address);
      notify('copied');
    } catch (error) {
      console.error(COPY_ERROR_MESSAGE, error);
      notify('copyFailed');
    }
  };

  // Where the address cannot take one line, it takes two of equal length, never an orphan letter.
  const halfLine = { '--address-half': Math.ceil(address.length / 2) } as CSSProperties;

  return (
    <div className={styles.wrap} style={halfLine}>
      <span className={styles.label} id="contract-address-label">
        {t('hero.contractLabel')}
      </span>
      <div className={styles.row}>
        {/* Left to right on every page: an address is one unit, read and copied as written. */}
        <code id={ADDRESS_ID} className={styles.address} dir="ltr">
          {address}
        </code>
        {/* Before the app is ready, the boot script answers this button from the attribute. */}
        <button
          type="button"
          className={styles.copy}
          onClick={handleCopy}
          {...{ [COPY_FROM_ATTRIBUTE]: ADDRESS_ID }}
          aria-label={t('hero.copyAccessibleLabel')}
        >
          <Icon name="copy" size={18} />
          {t('hero.copyLabel')}
        </button>
      </div>
    </div>
  );
}
