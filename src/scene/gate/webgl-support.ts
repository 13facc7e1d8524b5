export type WebglSupport = 'ok' | 'missing' | 'performance-caveat' | 'software-renderer';

/**
 * Renderers that draw every pixel on the CPU: SwiftShader (headless Chromium, and Chrome under an
 * enterprise policy), Mesa's llvmpipe, lavapipe and softpipe, and Windows' WARP ("Microsoft Basic
 * Render Driver"). No visitor's GPU: they get the still unless they ask for the scene.
 */
const softwareRenderers = /swiftshader|llvmpipe|lavapipe|softpipe|basic render driver|software/i;

export const isSoftwareRenderer = (name: unknown): boolean =>
  typeof name === 'string' && softwareRenderers.test(name);

type ContextFactory = (failIfMajorPerformanceCaveat: boolean) => WebGL2RenderingContext | null;

/**
 * Asks for a WebGL2 context that refuses software fallbacks, then one that accepts them, and reads
 * which renderer answered (unmasked where the browser tells). The context is given back at once.
 */
export function classifyWebgl2(createContext: ContextFactory): WebglSupport {
  const attempt = (caveat: boolean) => {
    try {
      return createContext(caveat);
    } catch {
      return null;
    }
  };
  const strict = attempt(true);
  const gl = strict ?? attempt(false);
  if (!gl) return 'missing';
  const caveat = !strict;
  try {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    if (isSoftwareRenderer(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)))
      return 'software-renderer';
    return caveat ? 'performance-caveat' : 'ok';
  } finally {
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}
