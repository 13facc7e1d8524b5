#include "animated"
uniform vec3 uTop;
uniform vec3 uHaze;
uniform vec3 uBottom;
uniform vec3 uShaft;
uniform vec3 uGlow;
uniform vec2 uGlowCenter;
uniform vec2 uAspect;
uniform vec2 uParallax;
varying vec2 vUv;
#include "noise"

void main() {
  vec2 uv = vUv + uParallax;
  vec2 p = (uv - 0.5) * uAspect;

  float horizon = smoothstep(1.05, 0.35, uv.y) * smoothstep(-0.2, 0.45, uv.y);
  vec3 col = mix(uBottom, uTop, smoothstep(0.0, 1.0, uv.y));
  col = mix(col, uHaze, horizon * 0.75);

  float mist = fbm3(p * vec2(2.2, 3.4) + vec2(uTime * 0.03, -uTime * 0.012));
  col *= 0.72 + 0.6 * mist;

  vec2 source = vec2(-0.55, 0.75) * uAspect;
  vec2 ray = p - source;
  float angle = atan(ray.x, -ray.y);
  float shafts = valueNoise(vec2(angle * 14.0, uTime * 0.06));
  shafts = pow(shafts, 3.0) * smoothstep(1.9, 0.3, length(ray)) * smoothstep(0.0, 0.5, length(ray));
  col += uShaft * shafts * (0.55 + 0.45 * mist);

  vec2 g = (uv - uGlowCenter) * uAspect;
  float flicker = 0.88 + 0.2 * valueNoise(vec2(uTime * 5.0, 7.0));
  float halo = exp(-dot(g, g) * 9.0) * (0.6 + 0.4 * mist);
  col += uGlow * halo * flicker * (0.65 + 0.7 * uFlare);

  float vignette = smoothstep(1.15, 0.35, length((vUv - vec2(0.5, 0.55)) * vec2(1.1, 1.0)));
  gl_FragColor = vec4(col * mix(0.45, 1.0, vignette), 1.0);
  #include "output"
}
