import type spriteSources from './icon-sprite.json';
import styles from './icon.module.css';

/** An icon of the sprite: its ids are the keys of icon-sprite.json (`npm run render:sprite`). */
export type SpriteIcon = keyof typeof spriteSources;

interface IconProps {
  name: SpriteIcon;
  size?: number;
  className?: string;
}

/**
 * Icons that point along the line of text, mirrored on a right-to-left page (a back arrow points
 * to where the reader came from). Logos, the flame and every other icon keep their drawing.
 */
const DIRECTIONAL: ReadonlySet<SpriteIcon> = new Set(['arrow-left']);

/**
 * A decorative icon: the text next to it always carries the meaning. It names its symbol in the
 * sprite that every page carries once (scripts/lib/icon-sprite.js), rather than its own paths.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      className={
        DIRECTIONAL.has(name)
          ? [styles.directional, className].filter(Boolean).join(' ')
          : className
      }
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
