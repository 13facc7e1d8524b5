import type spriteSources from './icon-sprite.json';
import spriteUrl from './icon-sprite.svg';

/** An icon of the sprite: its ids are the keys of icon-sprite.json (`npm run render:sprite`). */
export type SpriteIcon = keyof typeof spriteSources;

interface IconProps {
  name: SpriteIcon;
  size?: number;
  className?: string;
}

/**
 * A decorative icon: the text next to it always carries the meaning. It names its symbol in the
 * sprite file, fetched once for every page, rather than carrying its paths in each page's HTML.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} className={className}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
