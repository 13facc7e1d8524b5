/**
 * The scene's colors, mirroring src/styles/tokens.css (tests/e2e/styles.spec.ts keeps the two in
 * step).
 * Shaders take these as sRGB hex and three converts them to linear light.
 */
export const palette = {
  bg: '#050d0a',
  bgRaised: '#0a1712',
  surface: '#0f211a',
  surface2: '#153026',
  line: '#24473a',
  text: '#f4efe4',
  flame: '#ff6b1f',
  ember: '#ffa043',
  gold: '#f6c453',
  jade: '#3fd99a',
  moss: '#8cc85c',
  teal: '#38c6c0',
  violet: '#b39cff',
  rose: '#ff7d8a',
} as const;

/** The token each palette entry mirrors, so the test can find it in tokens.css. */
export const paletteTokens: Record<keyof typeof palette, string> = {
  bg: '--color-bg',
  bgRaised: '--color-bg-raised',
  surface: '--color-surface',
  surface2: '--color-surface-2',
  line: '--color-line',
  text: '--color-text',
  flame: '--color-flame',
  ember: '--color-ember',
  gold: '--color-gold',
  jade: '--color-jade',
  moss: '--color-moss',
  teal: '--color-teal',
  violet: '--color-violet',
  rose: '--color-rose',
};

export type PaletteColor = keyof typeof palette;
