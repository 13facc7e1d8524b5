#include "animated"
uniform vec3 uColor;
uniform float uIntensity;
uniform float uFalloff;
uniform float uSeed;
varying vec2 vUv;
#include "noise"

void main() {
  float d = length(vUv - 0.5) * 2.0;
  float glow = pow(max(0.0, 1.0 - d), uFalloff);
  float flicker = 0.82 + 0.3 * valueNoise(vec2(uTime * 7.0, uSeed));
  gl_FragColor = vec4(uColor * uIntensity * flicker * (1.0 + 0.8 * uFlare), glow);
  #include "output"
}
