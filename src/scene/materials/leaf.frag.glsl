uniform vec3 uColor;
uniform vec3 uEdge;
uniform float uFogBoost;
#include "leaf-varyings"
#include "fog"

void main() {
  float rib = 1.0 - smoothstep(0.01, 0.06, abs(vUv.x - 0.5));
  vec3 col = uColor * (0.75 + 0.5 * vShade) + uEdge * rib * 0.25;
  vec3 fogged = applyFog(col, vDepth * uFogBoost);
  gl_FragColor = vec4(fogged, 1.0);
  #include "output"
}
