import { describe, expect, it, vi } from 'vitest';
import { detectSoftwareGpu, isSoftwareRendererName } from '../../../src/scene/software-gpu';

const UNMASKED_RENDERER = 0x9246;
const RENDERER = 0x1f01;

/** A stand-in context naming `renderer`, with or without the debug extension. */
function contextNaming(renderer: string, debugInfo = true) {
  const loseContext = vi.fn();
  const gl = {
    RENDERER,
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info'
        ? debugInfo
          ? { UNMASKED_RENDERER_WEBGL: UNMASKED_RENDERER }
          : null
        : name === 'WEBGL_lose_context'
          ? { loseContext }
          : null,
    getParameter: (parameter: number) =>
      parameter === (debugInfo ? UNMASKED_RENDERER : RENDERER) ? renderer : 'masked',
  };
  return { gl: gl as unknown as WebGL2RenderingContext, loseContext };
}

describe('isSoftwareRendererName', () => {
  it.each([
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'llvmpipe (LLVM 15.0.6, 256 bits)',
    'Microsoft Basic Render Driver',
  ])('knows %s as software', (name) => {
    expect(isSoftwareRendererName(name)).toBe(true);
  });

  it.each(['ANGLE (Intel, Mesa Intel(R) UHD Graphics 620)', 'Apple GPU', 'Mali-G57', null])(
    'knows %s as a GPU',
    (name) => {
      expect(isSoftwareRendererName(name)).toBe(false);
    },
  );
});

describe('detectSoftwareGpu', () => {
  it('reads the unmasked renderer and gives the context back', () => {
    const { gl, loseContext } = contextNaming('SwiftShader Device');
    expect(detectSoftwareGpu(() => gl)).toBe(true);
    expect(loseContext).toHaveBeenCalledOnce();
  });

  it('falls back to the plain renderer name without the debug extension', () => {
    expect(detectSoftwareGpu(() => contextNaming('llvmpipe', false).gl)).toBe(true);
    expect(detectSoftwareGpu(() => contextNaming('Adreno 640', false).gl)).toBe(false);
  });

  it('assumes a GPU when no context can be had', () => {
    expect(detectSoftwareGpu(() => null)).toBe(false);
    expect(
      detectSoftwareGpu(() => {
        throw new Error('no WebGL');
      }),
    ).toBe(false);
  });
});
