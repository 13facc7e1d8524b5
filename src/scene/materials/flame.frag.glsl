#include "animated"
uniform float uSeed;
uniform float uIntensity;
uniform float uSpeed;
uniform vec3 uDeep;
uniform vec3 uFlame;
uniform vec3 uEmber;
uniform vec3 uGold;
uniform vec3 uCore;
varying vec2 vUv;
#include "noise"

void main() {
  float x = vUv.x * 2.0 - 1.0;
  float y = vUv.y;
  float t = uTime * uSpeed;

  vec2 p = vec2(x * 1.3, y * 1.7 - t * 1.3) + uSeed;
  float n = fbm3(p * 2.1);
  float lick = valueNoise(vec2(x * 4.5 + uSeed, y * 3.2 - t * 2.7));
  float sway = (valueNoise(vec2(t * 0.45, uSeed)) - 0.5) * 0.55 * y * y;
  float xs = x + (n - 0.5) * (0.22 + 0.95 * y) + sway;

  float reach = mix(0.8, 1.0, uFlare);
  float width = (1.0 - smoothstep(0.0, reach, y)) * mix(0.62, 0.78, uFlare);
  width = width * smoothstep(-0.12, 0.2, y) + 0.03;
  float body = 1.0 - smoothstep(width * 0.25, width, abs(xs));

  float carve = smoothstep(0.1, 1.0, y / reach) * (lick * 0.85 + n * 0.45);
  float heat = clamp(body - carve, 0.0, 1.0) * smoothstep(0.0, 0.1, y);
  float core = (1.0 - smoothstep(0.0, 0.55, abs(xs) / max(width, 0.05)))
    * (1.0 - smoothstep(0.0, 0.5, y / reach));
  float h = heat * (1.0 + 0.7 * core) * (1.0 + 0.2 * uFlare);

  vec3 col = mix(uDeep, uFlame, smoothstep(0.04, 0.32, h));
  col = mix(col, uEmber, smoothstep(0.3, 0.58, h));
  col = mix(col, uGold, smoothstep(0.55, 0.82, h));
  col = mix(col, uCore, smoothstep(0.82, 1.15, h));
  float alpha = smoothstep(0.01, 0.28, h);

  gl_FragColor = vec4(col * uIntensity * (1.0 + 0.3 * uFlare), alpha);
  #include "output"
}
