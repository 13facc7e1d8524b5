uniform vec3 uHot;
uniform vec3 uWarm;
uniform vec3 uCool;
uniform vec3 uFirefly;
#include "ember-varyings"
void main() {
  float d = length(gl_PointCoord - 0.5) * 2.0;
  float core = pow(max(0.0, 1.0 - d), 2.2);
  float fade = smoothstep(0.0, 0.08, vLife) * (1.0 - smoothstep(0.55, 1.0, vLife));
  vec3 col = mix(uHot, uWarm, smoothstep(0.0, 0.45, vLife));
  col = mix(col, uCool, smoothstep(0.45, 1.0, vLife));
  if (vKind > 1.5) {
    col = uFirefly;
    fade = 0.35 + 0.65 * vTwinkle;
  }
  gl_FragColor = vec4(col * 2.2, core * fade * vTwinkle);
  #include "output"
}
