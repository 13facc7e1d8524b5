import { loadEnv, type Plugin } from 'vite';
import { allocation } from '../../src/content/allocation.ts';
import { armory } from '../../src/content/armory.ts';
import { siteDefaults } from '../../src/content/site.ts';
import { applySiteEnv, siteEnvKeys, type SiteEnv } from '../../src/content/site-env.ts';
import { validateContent } from './site-schema.ts';

/** The variable names the build may read, and so expose to the page (Vite's envPrefix). */
export const siteEnvPrefixes = [...siteEnvKeys];

/**
 * Stops `vite build` (and the dev server) when the site configuration with its environment
 * overrides, the allocation or the Armory is invalid, naming each bad field and value.
 */
export function validateContentPlugin(): Plugin {
  return {
    name: 'emberwild:validate-content',
    configResolved(config) {
      const env: SiteEnv = loadEnv(config.mode, config.envDir || process.cwd(), siteEnvPrefixes);
      const problems = validateContent(applySiteEnv(siteDefaults, env), allocation, armory);
      if (problems.length > 0) {
        throw new Error(
          `The site configuration is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nFix src/content/ (site.ts, allocation.ts, armory.ts) or the environment variables (see .env.example).`,
        );
      }
    },
  };
}
