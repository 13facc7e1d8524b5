import { describe, expect, it } from 'vitest';
import { controlPage } from '../../../bench/control.js';

const built = [
  '<!doctype html><html lang="ar" dir="rtl"><head><style>h1{color:red}</style>',
  '<script type="application/json" id="boot-config">{"entry":"/a.js"}</script>',
  '<script>boot()</script><noscript><link rel="stylesheet" href="/assets/web-fonts.css"></noscript>',
  '</head><body>',
  '<svg aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">',
  '<symbol id="icon-copy"></symbol></svg>',
  '<div id="root"><header>Menu</header><main id="main">',
  '<script type="application/ld+json">{}</script>',
  '<section id="top"><picture><img src="/still.webp" fetchPriority="high"/></picture>',
  '<h1 id="hero-title">Emberwild</h1><button data-copy-from="a">Copy</button></section>',
  '<section id="character"><h2 id="character-title">Character</h2></section></main>',
  '<template data-kind="copied"><div role="status"></div></template></div>',
  '<svg aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">',
  '<symbol id="icon-key"></symbol></svg>',
  '<script type="module" src="/assets/index.js"></script></body></html>',
].join('');

describe("the bench's control page (the home page's first screen without a script)", () => {
  const page = controlPage(built);

  it('keeps the head, the header and the hero, in the page’s language, and cuts after the hero', () => {
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<style>h1{color:red}</style>');
    expect(page).toContain('<header>Menu</header>');
    expect(page).toContain('<img src="/still.webp" fetchPriority="high"/>');
    expect(page).toContain('<h1 id="hero-title">Emberwild</h1>');
    expect(page).not.toContain('character-title');
    expect(page).not.toContain('<template');
  });

  it('has no script of any kind, and no <noscript> left to differ from the page', () => {
    expect(page).not.toMatch(/<script|<noscript/);
  });

  it('brings the first screen’s icons, and not the web fonts the boot script adds later', () => {
    expect(page).toContain('<symbol id="icon-copy">');
    expect(page).not.toContain('icon-key');
    expect(page).not.toContain('web-fonts.css');
    expect(page).toMatch(/<\/body><\/html>\n$/);
  });

  it('refuses a page with no hero to cut after', () => {
    expect(() => controlPage('<html><body><p>No heading</p></body></html>')).toThrow(/hero/);
  });
});
