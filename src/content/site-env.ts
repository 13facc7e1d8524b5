/**
 * Deploy-time overrides: environment variables (or a .env file) that replace values of the site
 * configuration when the site is built. Documented in .env.example.
 */
export const siteEnvKeys = [
  'SITE_URL',
  'CONTRACT_ADDRESS',
  'LINK_PLAY_NOW',
  'LINK_COMMUNITY',
  'LINK_SUPPORT',
  'LINK_SOCIAL',
  'LINK_WEBSITE',
] as const;

export type SiteEnv = Partial<Record<(typeof siteEnvKeys)[number], string | undefined>>;

interface Overridable {
  siteUrl: string;
  contractAddress: string;
  links: { playNow: string; community: string; support: string; social: string; website: string };
}

const pick = (value: string | undefined, fallback: string) =>
  value !== undefined && value.trim() !== '' ? value.trim() : fallback;

/** The configuration with every override that is set applied; the defaults stay typed. */
export function applySiteEnv<T extends Overridable>(defaults: T, env: SiteEnv) {
  return {
    ...defaults,
    siteUrl: pick(env.SITE_URL, defaults.siteUrl).replace(/\/+$/, ''),
    contractAddress: pick(env.CONTRACT_ADDRESS, defaults.contractAddress),
    links: {
      playNow: pick(env.LINK_PLAY_NOW, defaults.links.playNow),
      community: pick(env.LINK_COMMUNITY, defaults.links.community),
      support: pick(env.LINK_SUPPORT, defaults.links.support),
      social: pick(env.LINK_SOCIAL, defaults.links.social),
      website: pick(env.LINK_WEBSITE, defaults.links.website),
    },
  };
}
