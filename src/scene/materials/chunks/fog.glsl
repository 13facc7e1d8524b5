uniform vec3 uFogColor;
uniform float uFogDensity;

vec3 applyFog(vec3 color, float depth) {
  float fog = 1.0 - exp(-uFogDensity * uFogDensity * depth * depth);
  return mix(color, uFogColor, clamp(fog, 0.0, 1.0));
}
