import type spriteSources from './icon-sprite.json';

/** An icon of the sprite: its ids are the keys of icon-sprite.json (`npm run render:sprite`). */
export type SpriteIcon = keyof typeof spriteSources;

interface IconProps {
  name: SpriteIcon;
  size?: number;
  className?: string;
}

/**
 * A decorative icon: the text next to it always carries the meaning. It names its symbol in the
 * sprite that every page carries once (scripts/lib/icon-sprite.js), rather than its own paths.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg aria-hidden="true" width={size} height={size} className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
