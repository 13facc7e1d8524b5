import { describe, expect, it, vi } from 'vitest';
import { classifyWebgl2, isSoftwareRenderer } from '../../../../src/scene/gate/webgl-support';

/** Renderers that draw on the CPU, as browsers report them (unmasked). */
const software = [
  // Headless Chromium, and Chrome where a policy still allows its software fallback.
  'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
  'ANGLE (Google, Vulkan 1.1.0 (SwiftShader Device (LLVM 10.0.0) (0x0000C0DE)), SwiftShader driver-5.0.0)',
  'Google SwiftShader',
  // Mesa on Linux without a GPU driver.
  'llvmpipe (LLVM 15.0.6, 256 bits)',
  'ANGLE (Mesa, llvmpipe (LLVM 15.0.7, 256 bits), OpenGL 4.5)',
  'Mesa lavapipe',
  'softpipe',
  // Windows' WARP.
  'Microsoft Basic Render Driver',
  'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
];

/** Visitors' GPUs, desktop and mobile. */
const hardware = [
  'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
  'NVIDIA GeForce RTX 3060/PCIe/SSE2',
  'ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0, D3D11)',
  'Intel(R) UHD Graphics 620',
  'Mesa Intel(R) UHD Graphics 620 (KBL GT2)',
  // A Mesa GPU driver names the LLVM it compiles shaders with: still a GPU.
  'ANGLE (AMD, AMD Radeon(TM) Graphics (radeonsi, renoir, LLVM 15.0.7, DRM 3.49), OpenGL 4.6)',
  'ANGLE (Apple, ANGLE Metal Renderer: Apple M1, Unspecified Version)',
  'Apple GPU',
  'Adreno (TM) 640',
  'Mali-G78',
  'Mali-G78 MP14',
  'PowerVR Rogue GE8320',
  // What a browser that masks the renderer says.
  'WebKit WebGL',
];

describe('isSoftwareRenderer', () => {
  it.each(software)('calls %s software', (name) => {
    expect(isSoftwareRenderer(name)).toBe(true);
  });

  it.each(hardware)('calls %s a GPU', (name) => {
    expect(isSoftwareRenderer(name)).toBe(false);
  });

  it('reads a renderer whatever its case', () => {
    expect(isSoftwareRenderer('SWIFTSHADER')).toBe(true);
    expect(isSoftwareRenderer('LLVMpipe')).toBe(true);
  });

  it('calls a renderer the context does not name (a lost context answers null) no software', () => {
    expect(isSoftwareRenderer(null)).toBe(false);
    expect(isSoftwareRenderer(undefined)).toBe(false);
    expect(isSoftwareRenderer('')).toBe(false);
  });
});

const RENDERER = 0x1f01;
const UNMASKED_RENDERER_WEBGL = 0x9246;

/**
 * A WebGL2 context naming `renderer`: unmasked through WEBGL_debug_renderer_info where `unmasked`,
 * otherwise only through RENDERER (as `masked` says).
 */
function contextOf({ unmasked, masked = 'WebKit WebGL' }: { unmasked?: string; masked?: string }) {
  const loseContext = vi.fn();
  const gl = {
    RENDERER,
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info' && unmasked !== undefined
        ? { UNMASKED_RENDERER_WEBGL }
        : name === 'WEBGL_lose_context'
          ? { loseContext }
          : null,
    getParameter: (parameter: number) =>
      parameter === UNMASKED_RENDERER_WEBGL ? unmasked : parameter === RENDERER ? masked : null,
  } as unknown as WebGL2RenderingContext;
  return { gl, loseContext };
}

describe('classifyWebgl2', () => {
  it.each(hardware)('finds WebGL2 ok on %s', (name) => {
    const { gl } = contextOf({ unmasked: name });
    expect(classifyWebgl2(() => gl)).toBe('ok');
  });

  it.each(software)('finds a software renderer in %s', (name) => {
    const { gl } = contextOf({ unmasked: name });
    expect(classifyWebgl2(() => gl)).toBe('software-renderer');
  });

  it('reads the unmasked renderer, not the masked one', () => {
    const swiftShader = software[0]!;
    const hidden = contextOf({ unmasked: swiftShader, masked: 'WebKit WebGL' });
    expect(classifyWebgl2(() => hidden.gl)).toBe('software-renderer');
    const gpu = contextOf({ unmasked: 'Apple GPU', masked: swiftShader });
    expect(classifyWebgl2(() => gpu.gl)).toBe('ok');
  });

  it('reads RENDERER where the browser does not unmask it', () => {
    const masked = contextOf({ masked: 'llvmpipe (LLVM 15.0.6, 256 bits)' });
    expect(classifyWebgl2(() => masked.gl)).toBe('software-renderer');
    const named = contextOf({ masked: 'Mali-G78' });
    expect(classifyWebgl2(() => named.gl)).toBe('ok');
  });

  it('asks first for a context that refuses software fallbacks', () => {
    const { gl } = contextOf({ unmasked: 'Adreno (TM) 640' });
    const factory = vi.fn(() => gl);
    classifyWebgl2(factory);
    expect(factory).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('calls a GPU context that exists only with the caveat a performance caveat', () => {
    const { gl } = contextOf({ unmasked: 'Intel(R) UHD Graphics 620' });
    expect(classifyWebgl2((caveat) => (caveat ? null : gl))).toBe('performance-caveat');
  });

  it('calls a software renderer so, even one that came only with the caveat', () => {
    const { gl } = contextOf({ unmasked: 'Microsoft Basic Render Driver' });
    expect(classifyWebgl2((caveat) => (caveat ? null : gl))).toBe('software-renderer');
  });

  it('calls no context at all, or a throwing one, missing', () => {
    expect(classifyWebgl2(() => null)).toBe('missing');
    expect(
      classifyWebgl2(() => {
        throw new Error('blocked');
      }),
    ).toBe('missing');
  });

  it('gives the context back at once, whatever it found', () => {
    for (const name of ['Apple GPU', 'softpipe']) {
      const { gl, loseContext } = contextOf({ unmasked: name });
      classifyWebgl2(() => gl);
      expect(loseContext).toHaveBeenCalledTimes(1);
    }
  });
});
