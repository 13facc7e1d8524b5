import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The layers of src/, top to bottom (docs/architecture.md). A module may import from its own
 * layer's peers only where eslint.config.js says so, and from lower layers; never from a higher
 * one, not even a type. This lints a probe module in each layer that imports from every layer
 * above it, once as a value and once as a type, and expects eslint.config.js to refuse each.
 */
const layers = [
  ['app'],
  ['sections'],
  ['timeline', 'components', 'reveal', 'scene'],
  ['stores'],
  ['i18n'],
  ['content'],
  ['lib'],
];

const eslint = new ESLint();

/** The import lines of `code` that the layer rules refuse, as 1-based line numbers. */
async function refusedLines(filePath: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.line);
}

describe('no import runs back up the layers', () => {
  // ESLint loads its config and parsers on the first file: seconds on a busy machine.
  beforeAll(() => eslint.lintText('', { filePath: 'src/lib/warm-up.ts' }), 60_000);

  const cases = layers.flatMap((layer, rank) =>
    layer.map((folder) => ({ folder, above: layers.slice(0, rank).flat() })),
  );

  for (const { folder, above } of cases.filter((layer) => layer.above.length > 0))
    it(`src/${folder}/ may not import from ${above.join(', ')}, values or types`, async () => {
      const imports = above.flatMap((upper, index) => [
        `import { value${index} } from '../${upper}/probe';`,
        `import type { Type${index} } from '../${upper}/probe';`,
      ]);
      const uses = above.map(
        (_, index) => `export const use${index}: Type${index} = value${index};`,
      );
      const code = [...imports, ...uses].join('\n');
      const refused = await refusedLines(`src/${folder}/probe.ts`, code);
      expect(refused).toEqual(imports.map((_, index) => index + 1));
    });

  it('the inline boot script imports no layer of the app, only lib/', async () => {
    const folders = layers.flat();
    const code = [
      ...folders.map((folder, index) => `import { v${index} } from '../${folder}/probe';`),
      `export const all = [${folders.map((_, index) => `v${index}`)}];`,
    ].join('\n');
    const refused = await refusedLines('src/boot/probe.ts', code);
    expect(refused).toEqual(
      folders.flatMap((folder, index) => (folder === 'lib' ? [] : [index + 1])),
    );
  });
});
