import { type CSSProperties, type RefObject, useEffect, useRef } from 'react';
import { armoryDefaults, armorySlots, type EquippedSet } from '../content/armory';
import { lookPicturePath, lookPortraitPath } from '../content/looks';
import { ARMORY_PORTRAIT_ATTRIBUTE, LOOK_PORTRAIT_PROPERTY } from '../lib/armory-before-hydration';
import { useHydrated } from '../lib/use-hydrated';
import { useArmoryStore } from '../stores/armory-store';
import { ARMORY_STAGE_ATTRIBUTE } from './armory-scene-link';
import { itemStill, stageStillBackground } from './armory-stills';
import styles from './armory-stage.module.css';
import * as pageAttributes from '../lib/page-attributes';

/**
 * Where the Masked Flame stays in view while the visitor dresses him: a panel that sticks under
 * the header above the item lists (a phone) or beside them (a wide screen). With the live scene
 * it is a clear window: the scene frames him there (story/stage-frame.ts), and while the lists
 * scroll under it the canvas is drawn in front of them, clipped to the window. Without the live
 * scene it shows the chosen set's stills, one per slot, and on a wide screen, above them in the
 * column the scene would draw him in, his portrait in the set.
 */
export function ArmoryStage() {
  const ref = useRef<HTMLDivElement>(null);
  useHoldingAttribute(ref);
  const equipped = useArmoryStore((state) => state.equipped);
  // The stills come with the sections' hydration: never with the first screen. Until then, from
  // the visitor's first move, the set's show as the boxes' backgrounds, as the cards' do
  // (armory.tsx): a visitor who flicks through sees him dressed, not an empty panel. The set is
  // the default, or the one the page's link names (armory-stills.ts).
  const hydrated = useHydrated();
  return (
    <div
      ref={ref}
      className={styles.stage}
      {...{ [ARMORY_STAGE_ATTRIBUTE]: '' }}
      aria-hidden="true"
    >
      {armorySlots.map((slot) => {
        const still = itemStill(slot, hydrated ? equipped[slot] : armoryDefaults[slot]);
        if (!still) return null;
        return hydrated ? (
          <picture key={slot} className={styles.still}>
            <source type="image/avif" srcSet={still.avif} />
            <img src={still.webp} alt="" width={72} height={80} decoding="async" />
          </picture>
        ) : (
          <span key={slot} className={styles.waiting} style={stageStillBackground(slot, still)} />
        );
      })}
      <SetPortrait set={hydrated ? equipped : armoryDefaults} hydrated={hydrated} />
    </div>
  );
}

/**
 * The set's portrait (content/looks.ts: the art of its share picture, at twice the size the column
 * shows it), shown on a wide screen only: lazy, so no other screen fetches it. A browser without
 * AVIF gets the share picture, which the stylesheet crops to the same art. Before the sections
 * hydrate it waits as the stills do, a background from the visitor's first move (the link's set,
 * boot/armory-from-link.ts), and a reader without JavaScript gets the image. A new set's portrait
 * replaces the last once it has loaded: the image keeps showing the last until then.
 */
function SetPortrait({ set, hydrated }: { set: EquippedSet; hydrated: boolean }) {
  const marks = { [ARMORY_PORTRAIT_ATTRIBUTE]: armorySlots.join(' ') };
  const portrait = lookPortraitPath(set);
  const image = (
    <picture className={styles.portraitFrame}>
      <source type="image/avif" srcSet={portrait} />
      <img
        className={styles.portrait}
        {...marks}
        src={lookPicturePath(set)}
        alt=""
        width={470}
        height={630}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
  if (hydrated) return image;
  const waiting = {
    '--still': `var(${LOOK_PORTRAIT_PROPERTY}, url(${portrait}))`,
  } as CSSProperties;
  return (
    <>
      <span className={`${styles.portrait} ${styles.portraitWaiting}`} {...marks} style={waiting} />
      <noscript>{image}</noscript>
    </>
  );
}

/**
 * Marks <html> while the stage holds under the header (its lists' box spans it): the canvas is then
 * drawn in front of the lists, clipped to the stage. The boxes are measured when their size
 * changes; a scroll only compares numbers, so nothing forces a layout mid-scroll.
 */
function useHoldingAttribute(ref: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const stage = ref.current;
    const lists = stage?.parentElement;
    // Every browser that runs the live scene has ResizeObserver; without it there is no scene.
    if (!stage || !lists || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    let box = { top: 0, bottom: 0, stageTop: 0, stageHeight: 0 };
    const measure = () => {
      const rect = lists.getBoundingClientRect();
      box = {
        top: rect.top + window.scrollY,
        bottom: rect.bottom + window.scrollY,
        stageTop: parseFloat(getComputedStyle(stage).top) || 0,
        stageHeight: stage.getBoundingClientRect().height,
      };
      update();
    };
    const update = () => {
      const top = box.top - window.scrollY;
      const bottom = box.bottom - window.scrollY;
      const holding = top <= box.stageTop && bottom >= box.stageTop + box.stageHeight;
      if (root.hasAttribute(pageAttributes.armoryHolding) !== holding)
        root.toggleAttribute(pageAttributes.armoryHolding, holding);
    };
    // Measured in the next frame, not inside the observer's delivery: what it sets would change
    // styles within it, which Firefox reports as an error (the scene host does the same).
    let frame = 0;
    const observer = new ResizeObserver(() => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    });
    observer.observe(lists);
    observer.observe(stage);
    observer.observe(document.body);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', update);
      root.removeAttribute(pageAttributes.armoryHolding);
    };
  }, [ref]);
}
