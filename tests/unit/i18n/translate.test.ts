import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { site } from '../../../src/content/site';
import type { MessageId } from '../../../src/content/messages';
import { isolated, translator } from '../../../src/i18n/translate';
import { catalog } from '../../site-messages';

/** One language's real catalog, compiled as the build compiles it. */
function translate(code: string) {
  const messages = Object.fromEntries(
    Object.entries(catalog(code)).map(([key, text]) => [key, compileMessageOrThrow(text)]),
  );
  return translator(setupI18n({ locale: code, messages: { [code]: messages } }));
}

const LRM = '\u200e';
const id = 'features.rewards.description' satisfies MessageId;

describe('translator', () => {
  it('fills the product names in as they are on a left-to-right page (English unchanged)', () => {
    const text = translate('en')(id);
    expect(text).toContain(` ${site.token.symbol}.`);
    expect(text).not.toContain(LRM);
    expect(translate('zh-cn')(id)).not.toContain(LRM);
  });

  it('puts each name between left-to-right marks on a right-to-left page ($EMBER, not EMBER$)', () => {
    const text = translate('ar')(id);
    expect(text).toContain(`${LRM}${site.token.symbol}${LRM}`);
    expect(translate('ar')('footer.follow')).toContain(`${LRM}${site.socialHandle}${LRM}`);
  });

  it('leaves the values a message is given alone', () => {
    expect(translate('ar')('roadmap.phase', { number: 2 })).toBe('المرحلة 2');
  });
});

describe('isolated', () => {
  it('marks a name only in right-to-left text', () => {
    expect(isolated('$EMBER', 'ltr')).toBe('$EMBER');
    expect(isolated('$EMBER', 'rtl')).toBe(`${LRM}$EMBER${LRM}`);
  });
});
