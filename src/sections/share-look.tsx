import { useEffect, useRef, useState } from 'react';
import { ActionButton, AnchorButton } from '../components/button';
import { lookItems, lookLabels, lookPagePath, lookPicturePath, lookSlug } from '../content/looks';
import { site } from '../content/site';
import { useLocale, useT } from '../i18n/locale-context';
import { localizedPath } from '../i18n/locales';
import { useHydrated } from '../lib/use-hydrated';
import { useArmoryStore } from '../stores/armory-store';
import { useUiStore } from '../stores/ui-store';
import type * as ShareLookAction from './share-look-action';
import styles from './share-look.module.css';

// The share code is a chunk of its own, fetched when the visitor starts to press Share (pointer
// down, or the click a key gives): the page does not carry it for the many who never share.
let action: Promise<typeof ShareLookAction> | undefined;
const loadAction = () => (action ??= import('./share-look-action'));

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
    void loadAction()
      .then(({ shareLook }) => shareLook(look, notify))
      .catch(() => 'failed' as const)
      .then((outcome) => {
        if (outcome === 'failed') setManualLink(url);
      });
  };

  return (
    <div className={styles.share}>
      <div className={styles.actions}>
        <ActionButton variant="primary" onClick={onShare} onPointerDown={() => void loadAction()}>
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
