import { useRef } from 'react';
import { Badge } from '../components/badge';
import { Icon } from '../components/icon';
import {
  armoryLabels,
  armorySlotContent,
  itemsOf,
  rarityLabels,
  type ArmoryItem,
  type ArmorySlotContent,
} from '../content/armory';
import { armoryAnchor } from '../content/looks';
import { useT } from '../i18n/locale-context';
import { Reveal, RevealGroup } from '../reveal/reveal';
import { useArmoryStore } from '../stores/armory-store';
import styles from './armory.module.css';
import { ArmoryStage } from './armory-stage';
import { itemStill, stillBackground } from './armory-stills';
import { armoryRadioName } from '../lib/armory-before-hydration';
import { useHydrated } from '../lib/use-hydrated';
import { ShareLook } from './share-look';
import { useArmoryLink } from './use-armory-link';

interface ChoiceProps {
  item: ArmoryItem;
  checked: boolean;
  onChoose: () => void;
}

/**
 * One item: a native radio with the whole card as its label (the target is the card). Its name is
 * the item's name and rarity, its description the line below; "Equipped" is for the eyes only, as
 * the radio's own checked state says it. Choosing restyles the card and moves nothing.
 */
function Choice({ item, checked, onChoose }: ChoiceProps) {
  const t = useT();
  const id = `armory-${item.slot}-${item.id}`;
  const rarity = rarityLabels[item.rarity];
  return (
    <label className={styles.item} data-rarity={item.rarity}>
      <input
        type="radio"
        className={styles.radio}
        name={armoryRadioName(item.slot)}
        value={item.id}
        checked={checked}
        onChange={onChoose}
        // Firefox would otherwise restore an old choice on reload, over the link's.
        autoComplete="off"
        aria-labelledby={`${id}-name ${id}-rarity`}
        aria-describedby={`${id}-text`}
      />
      <span id={`${id}-name`} className={styles.name}>
        {t(item.name)}
      </span>
      <span id={`${id}-rarity`} className={styles.rarity}>
        <Badge color={rarity.color}>{t(rarity.label)}</Badge>
      </span>
      <span id={`${id}-text`} className={styles.text}>
        {t(item.description)}
      </span>
      <span className={styles.equipped} aria-hidden="true">
        {t(armoryLabels.equipped)}
      </span>
      <ItemPicture item={item} />
    </label>
  );
}

/**
 * The item on the Masked Flame, as a still rendered from the scene: what the visitor sees of it
 * without the live scene (reduced motion, no WebGL, Save-Data, a failed chunk), and a thumbnail
 * beside the live one. Its box is always laid out, so it moves nothing when it fills. Its picture
 * waits for the visitor's first move (data-headed-below, set by the boot script): a lazy image near
 * the top would be fetched with the first screen. From then the box shows it as its background
 * (armory.module.css), before the sections hydrate, which waits for the scroll to rest: a visitor
 * who flicks through sees the pictures, not empty boxes. Hydrated, the image with its text takes
 * over, from the cache.
 * Without JavaScript, <noscript> has it.
 */
function ItemPicture({ item }: { item: ArmoryItem }) {
  const t = useT();
  const hydrated = useHydrated();
  const still = itemStill(item.slot, item.id);
  if (!still) return null;
  const picture = (
    <picture>
      <source type="image/avif" srcSet={still.avif} />
      <img
        src={still.webp}
        alt={t(armoryLabels.stillAlt, { item: t(item.name) })}
        width={72}
        height={80}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
  return (
    <span className={styles.still} style={stillBackground(still)}>
      {hydrated ? picture : <noscript>{picture}</noscript>}
    </span>
  );
}

/** One slot: a native radio group, so arrow keys and screen readers work as they do everywhere. */
function SlotGroup({ group }: { group: ArmorySlotContent }) {
  const t = useT();
  const chosen = useArmoryStore((state) => state.equipped[group.slot]);
  const equip = useArmoryStore((state) => state.equip);
  const textId = `armory-${group.slot}-about`;
  return (
    <fieldset className={styles.group} aria-describedby={textId}>
      <legend className={styles.legend}>
        <h4 className={styles.legendTitle}>
          <Icon name={group.icon} size={20} className={styles.legendIcon} />
          {t(group.legend)}
        </h4>
      </legend>
      <p id={textId} className={styles.about}>
        {t(group.description)}
      </p>
      <ul className={styles.items} role="list">
        {itemsOf(group.slot).map((item) => (
          <li key={item.id} className={styles.cell}>
            <Choice
              item={item}
              checked={item.id === chosen}
              onChoose={() => equip(group.slot, item.id)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The Armory: masks, wings and gear to put on the Masked Flame, one radio group per slot. The set
 * is in the page's link and on the character in the scene (use-armory-link.ts). Pre-rendered, it
 * is a readable list with the defaults checked, as the section has always described them.
 */
export function Armory() {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  useArmoryLink(root);
  return (
    <div ref={root} id={armoryAnchor} className={styles.armory}>
      <p className={styles.intro}>{t(armoryLabels.intro)}</p>
      <div className={styles.dressing} data-armory-lists="">
        <ArmoryStage />
        <RevealGroup>
          {armorySlotContent.map((group) => (
            <Reveal key={group.slot} className={styles.slot}>
              <SlotGroup group={group} />
            </Reveal>
          ))}
        </RevealGroup>
      </div>
      <ShareLook />
    </div>
  );
}
