/**
 * Whether WebGL here is drawn by a software rasteriser (SwiftShader, llvmpipe, WARP): every pixel
 * on the CPU, which the page's own compositing shares. Multisampling is a creation attribute, so
 * the renderer must know before its context exists: a 1×1 context answers and is given back.
 */
const softwareRenderers = /swiftshader|llvmpipe|softpipe|software|basic render/i;

export function isSoftwareRendererName(name: unknown): boolean {
  return typeof name === 'string' && softwareRenderers.test(name);
}

type ContextSource = () => WebGL2RenderingContext | null;

function tinyContext(): WebGL2RenderingContext | null {
  const canvas =
    typeof OffscreenCanvas !== 'undefined'
      ? new OffscreenCanvas(1, 1)
      : (globalThis.document?.createElement('canvas') ?? null);
  return (canvas?.getContext('webgl2') as WebGL2RenderingContext | null | undefined) ?? null;
}

export function detectSoftwareGpu(createContext: ContextSource = tinyContext): boolean {
  let gl: WebGL2RenderingContext | null = null;
  try {
    gl = createContext();
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return isSoftwareRendererName(
      gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER),
    );
  } catch {
    return false;
  } finally {
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
}
