// The entry of the inline boot script (compiled to one small IIFE by scripts/lib/boot.js).
import { setUpAnimation } from './animation-control';
import { armoryFromLink } from './armory-from-link';
import { boot } from './boot-page';
import { lazyLayout } from './lazy-layout';
import { BOOT_CONFIG_ID, type BootConfig } from './boot-contract';

setUpAnimation(
  matchMedia('(prefers-reduced-motion: reduce)').matches,
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true,
);
lazyLayout();
armoryFromLink();
const config = document.getElementById(BOOT_CONFIG_ID)?.textContent;
if (config) window.emberwildBoot = boot(JSON.parse(config) as BootConfig);
