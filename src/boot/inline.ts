// The entry of the inline boot script (compiled to one small IIFE by scripts/lib/boot.js).
import { boot } from './boot';
import { lazyLayout } from './lazy-layout';
import { BOOT_CONFIG_ID, type BootConfig } from './protocol';

lazyLayout();
const config = document.getElementById(BOOT_CONFIG_ID)?.textContent;
if (config) window.emberwildBoot = boot(JSON.parse(config) as BootConfig);
