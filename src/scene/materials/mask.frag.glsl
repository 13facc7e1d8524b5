#include "animated"
uniform vec3 uWoodDark;
uniform vec3 uWoodLight;
uniform vec3 uPaint;
uniform vec3 uGold;
uniform vec3 uJade;
uniform vec3 uEyeHot;
uniform vec3 uEyeCore;
uniform vec3 uKey;
uniform vec3 uRim;
uniform vec3 uFillLow;
uniform vec3 uFillHigh;
uniform vec3 uFlameLocal;
uniform vec2 uEye;
#include "mask-varyings"
#include "noise"
#include "fog"

float eyeDistance(vec2 f, vec2 scale) {
  vec2 d = vec2(abs(f.x) - uEye.x, f.y - uEye.y);
  const float a = 0.32;
  vec2 r = vec2(d.x * cos(a) + d.y * sin(a), -d.x * sin(a) + d.y * cos(a));
  return length(r / scale);
}

float line(float d, float width) {
  return 1.0 - smoothstep(width * 0.5, width, abs(d));
}

void main() {
  vec2 f = vFace;
  float ax = abs(f.x);

  // Carved grooves: rings around the eyes, sweeping cheek lines, teeth, a keel up the brow.
  float e = eyeDistance(f, vec2(0.16, 0.1));
  float groove = 0.0;
  for (int k = 0; k < 2; k++) {
    float fk = float(k);
    float cy = -0.13 - fk * 0.1 + (ax - 0.2) * (0.5 + fk * 0.2);
    groove += line(f.y - cy, 0.03) * smoothstep(0.14, 0.2, ax) * (1.0 - smoothstep(0.46, 0.52, ax));
  }
  float mouthY = -0.46 - 0.28 * f.x * f.x;
  float teeth = line(fract(f.x * 16.0) - 0.5, 0.18) * line(f.y - mouthY, 0.075) * step(ax, 0.21);
  groove = clamp(groove + teeth + line(f.x, 0.012) * smoothstep(0.5, 0.62, f.y), 0.0, 1.0);

  // Paint: flame chevrons on the brow, gold tears under the eyes, three jade inlays.
  float chevron = 0.0;
  for (int k = 0; k < 2; k++) {
    float fk = float(k);
    chevron += line(f.y - (0.4 + fk * 0.095 + ax * 0.6), 0.028) * step(ax, 0.3 - fk * 0.07);
  }
  float tearX = ax - uEye.x - 0.01;
  float tear = line(tearX, 0.032 * smoothstep(-0.34, 0.0, f.y)) * step(f.y, -0.02) * step(-0.36, f.y);
  float jade = 0.0;
  jade += 1.0 - smoothstep(0.028, 0.036, length(f - vec2(0.0, 0.66)));
  jade += 1.0 - smoothstep(0.02, 0.027, length(vec2(ax, f.y) - vec2(0.11, 0.62)));

  // Wood with a vertical grain that wanders.
  float warp = valueNoise(f * 3.5) * 5.0;
  float grain = valueNoise(vec2(f.x * 26.0 + warp, f.y * 2.0));
  grain = 0.6 * grain + 0.4 * valueNoise(vec2(f.x * 70.0 + warp * 2.0, f.y * 5.0));
  // Raised carving is worn lighter; hollows keep the dark old stain.
  float wear = smoothstep(0.0, 0.1, vCarving.x);
  float hollow = smoothstep(0.0, -0.12, vCarving.x);
  vec3 albedo = mix(uWoodDark, uWoodLight, 0.25 + 0.35 * grain + 0.4 * wear);
  // A carved border runs round the rim, stained black beyond it.
  float rim = vCarving.y;
  groove = max(groove, line(rim - 0.86, 0.035));
  albedo = mix(albedo, uWoodDark * 0.35, smoothstep(0.9, 0.94, rim));
  albedo = mix(albedo, uPaint, clamp(chevron, 0.0, 1.0) * 0.9);
  albedo = mix(albedo, uGold, tear * 0.85);
  albedo *= 1.0 - 0.75 * groove;
  // Soot around the sockets, so the burning eyes stand out of a dark band.
  float soot = 1.0 - smoothstep(1.05, 1.75, eyeDistance(f, vec2(0.16, 0.1)));
  albedo *= 1.0 - 0.8 * soot;

  // The grooves also bend the normal, so they catch the firelight like real cuts.
  vec3 n = normalize(vNormal);
  float h = -groove * 0.012 + grain * 0.0025;
  vec3 dpdx = dFdx(vPos);
  vec3 dpdy = dFdy(vPos);
  vec3 r1 = cross(dpdy, n);
  vec3 r2 = cross(n, dpdx);
  float det = dot(dpdx, r1);
  vec3 grad = sign(det) * (dFdx(h) * r1 + dFdy(h) * r2);
  n = normalize(abs(det) * n - grad);
  if (!gl_FrontFacing) n = -n;

  vec3 v = normalize(vView);
  vec3 toFlame = uFlameLocal - vPos;
  vec3 l = normalize(toFlame);
  #include "firelight"
  float key = max(dot(n, l), 0.0);
  vec3 light = uKey * (0.25 + 0.75 * key) * key * fire * 1.7 / (0.6 + 0.25 * dot(toFlame, toFlame));
  // Embers below and in front light the face from beneath: the carving reads, and looks fierce.
  float under = max(dot(n, normalize(vec3(0.85, -0.45, 0.55))), 0.0);
  light += uRim * under * under * 0.9 * fire;
  light += mix(uFillLow, uFillHigh, n.y * 0.5 + 0.5) * 0.4;
  float facing = max(dot(n, v), 0.0);
  light += uRim * pow(1.0 - facing, 4.0) * 1.4 * fire;
  float spill = exp(-pow(eyeDistance(f, vec2(0.16, 0.1)), 2.0) * 0.9);
  light += uEyeHot * spill * 0.6 * fire;

  vec3 col = albedo * light * (1.0 - 0.75 * hollow);
  vec3 halfway = normalize(l + v);
  col += uKey * pow(max(dot(n, halfway), 0.0), 18.0) * 0.16 * (0.5 + grain) * fire * (1.0 - groove);
  col += uJade * jade * (0.9 + 0.3 * flicker);

  // The eyes burn: an almond of fire, white-gold at its heart.
  float eye = eyeDistance(f, vec2(0.115, 0.05));
  float iris = 1.0 - smoothstep(0.72, 1.0, eye);
  vec3 eyeColor = mix(uEyeHot, uEyeCore, 1.0 - smoothstep(0.0, 0.7, eye)) * 2.4 * fire;
  col = mix(col, eyeColor, iris);
  if (!gl_FrontFacing) col = uWoodDark * 0.25;

  gl_FragColor = vec4(applyFog(col, vDepth), 1.0);
  #include "output"
}
