import { useEffect, useRef, useState } from 'react';
import { ActionButton, AnchorButton } from '../components/button';
import { lookItems, lookLabels, lookPagePath, lookPicturePath, lookSlug } from '../content/looks';
import { site } from '../content/site';
import { useLocale, useT } from '../i18n/locale-context';
import { localizedPath } from '../i18n/locales';
import { useHydrated } from '../lib/use-hydrated';
import { useArmoryStore } from '../stores/armory-store';
import { useUiStore } from '../stores/ui-store';
import { shareLook } from './share-look-action';
import styles from './share-look.module.css';

/**
 * Share and Save picture for the set the Masked Flame wears. The link shared is the set's share
 * page in the page's language (its preview is the set's picture; its button leads back here with
 * the set on). Hidden until the app runs: pre-rendered, a button would be a dead click, and the
 * picture link would name the set of the moment the page was built, not the visitor's.
 */
export function ShareLook() {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const equipped = useArmoryStore((state) => state.equipped);
  const notify = useUiStore((state) => state.notify);
  const [manualLink, setManualLink] = useState<string>();
  const manualField = useRef<HTMLInputElement>(null);
  // The failure toast says to copy the link by hand: it is shown, focused and selected for that.
  useEffect(() => {
    const field = manualField.current;
    if (!manualLink || !field) return;
    field.focus();
    field.select();
  }, [manualLink]);
  if (!hydrated) return null;

  const names = Object.fromEntries(
    lookItems(equipped).map((item) => [item.slot, t(item.name)]),
  ) as Record<'mask' | 'wings' | 'gear', string>;
  const onShare = () => {
    const url = new URL(localizedPath(locale, lookPagePath(equipped)), window.location.origin).href;
    const look = {
      url,
      title: t(lookLabels.shareTitle, names),
      text: t(lookLabels.shareText, names),
    };
    setManualLink(undefined);
    // Called within the press, not after a chunk fetched on it: WebKit refuses the share sheet and
    // the clipboard to a call that waited for the network, and the first press failed there.
    void shareLook(look, notify).then((outcome) => {
      if (outcome === 'failed') setManualLink(url);
    });
  };

  return (
    <div className={styles.share}>
      <div className={styles.actions}>
        <ActionButton variant="primary" onClick={onShare}>
          {t(lookLabels.share)}
        </ActionButton>
        <AnchorButton
          href={lookPicturePath(equipped)}
          download={`${site.name}-${lookSlug(equipped)}.jpg`}
        >
          {t(lookLabels.savePicture)}
        </AnchorButton>
      </div>
      {manualLink ? (
        <label className={styles.manual}>
          <span>{t(lookLabels.manualCopy)}</span>
          <input
            ref={manualField}
            className={styles.link}
            type="url"
            readOnly
            value={manualLink}
            dir="ltr"
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      ) : null}
    </div>
  );
}
