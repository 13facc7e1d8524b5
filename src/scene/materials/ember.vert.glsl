#include "animated"
uniform float uPixelRatio;
uniform vec3 uOrigin;
attribute vec4 aSeed;
attribute float aKind;
#include "ember-varyings"
void main() {
  float speed = mix(0.07, 0.16, aSeed.y) * (1.0 + 0.9 * uFlare);
  if (aKind > 1.5) speed *= 0.35;
  float life = fract(uTime * speed + aSeed.x);
  vec3 p;
  if (aKind < 0.5) {
    p = uOrigin + vec3((aSeed.z - 0.5) * 0.9, 0.0, (aSeed.w - 0.5) * 0.6);
    float rise = life * mix(3.2, 4.6, aSeed.y);
    p.y += rise;
    p.x += (aSeed.z - 0.5) * rise * 0.55 + life * life * 0.7;
    p.x += sin(life * 9.0 + aSeed.x * 40.0) * 0.12 * life;
    p.z += cos(life * 7.0 + aSeed.w * 30.0) * 0.15 * life;
  } else {
    p = vec3((aSeed.z - 0.5) * 9.0, -2.6 + life * 6.5, mix(-3.0, 3.2, aSeed.w));
    p.x += sin(life * 5.0 + aSeed.x * 30.0) * 0.35 + life * 0.8;
    if (aKind > 1.5) p.y = mix(-1.8, 2.2, aSeed.x) + sin(uTime * 0.4 + aSeed.z * 20.0) * 0.4;
  }
  vec4 mv = modelViewMatrix * vec4(p, 1.0);
  gl_Position = projectionMatrix * mv;
  float size = mix(3.5, 9.0, aSeed.y * aSeed.y) * (1.0 - 0.5 * life);
  if (aKind > 1.5) size = 6.0;
  gl_PointSize = clamp(size * uPixelRatio * 8.0 / max(-mv.z, 0.5), 1.5, 64.0 * uPixelRatio);
  vLife = life;
  vKind = aKind;
  vTwinkle = 0.6 + 0.4 * sin(uTime * (6.0 + aSeed.y * 9.0) + aSeed.x * 50.0);
}
