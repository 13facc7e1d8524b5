/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly SITE_URL?: string;
  readonly CONTRACT_ADDRESS?: string;
  readonly LINK_PLAY_NOW?: string;
  readonly LINK_COMMUNITY?: string;
  readonly LINK_SUPPORT?: string;
  readonly LINK_SOCIAL?: string;
  readonly LINK_WEBSITE?: string;
}
