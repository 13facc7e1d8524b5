#include "animated"
uniform vec3 uBase;
uniform vec3 uVein;
uniform vec3 uKey;
uniform vec3 uRim;
uniform vec3 uFill;
uniform vec3 uTip;
uniform vec3 uFlameWorld;
uniform float uTipGlow;
uniform float uVeins;
#include "body-varyings"
#include "noise"
#include "fog"

void main() {
  vec3 n = normalize(vNormalW);
  if (!gl_FrontFacing) n = -n;
  vec3 v = normalize(cameraPosition - vWorld);
  vec3 toFlame = uFlameWorld - vWorld;
  vec3 l = normalize(toFlame);
  #include "firelight"

  float weave = valueNoise(vUv * vec2(40.0, 60.0));
  float vein = uVeins * (1.0 - smoothstep(0.0, 0.05, abs(vUv.x - 0.5)));
  vein += uVeins * 0.6 * (1.0 - smoothstep(0.0, 0.04, abs(fract((vUv.y - abs(vUv.x - 0.5) * 0.8) * 9.0) - 0.5)));
  vec3 albedo = mix(uBase * (0.8 + 0.4 * weave), uVein, clamp(vein, 0.0, 1.0) * 0.5);

  float key = max(dot(n, l), 0.0);
  vec3 light = uKey * key * fire * 1.4 / (0.5 + 0.3 * dot(toFlame, toFlame));
  light += uFill * (0.55 + 0.45 * n.y);
  float facing = max(dot(n, v), 0.0);
  light += uRim * pow(1.0 - facing, 2.5) * 1.3 * fire;

  vec3 col = albedo * light;
  float tip = smoothstep(0.72, 1.0, vUv.y) * uTipGlow;
  col += uTip * tip * tip * fire * 1.2;

  gl_FragColor = vec4(applyFog(col, vDepth), 1.0);
  #include "output"
}
