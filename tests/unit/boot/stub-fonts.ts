import { vi } from 'vitest';

/**
 * FontFaces that load when the test says so (`settle(true)` or `settle(false)`), and the
 * document's font set they are added to. Shared by the boot script's and web-fonts' tests.
 */
export function stubFonts() {
  const made: StubFace[] = [];
  class StubFace {
    loads = 0;
    settle = (_ok: boolean) => {};
    constructor(
      readonly family: string,
      readonly source: string,
    ) {
      made.push(this);
    }
    load() {
      this.loads += 1;
      return new Promise<void>((resolve, reject) => {
        this.settle = (ok) => (ok ? resolve() : reject(new Error('network')));
      });
    }
  }
  const added: StubFace[] = [];
  vi.stubGlobal('FontFace', StubFace);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: StubFace) => added.push(face) },
  });
  return { made, added };
}
