// The page's own background laid over the scene, so text keeps its contrast: outside the framed
// box (in the hero, where the page shows no scene beyond its art), over the text column on a wide
// screen, and a dim over everything on a phone.
uniform vec3 uColor;
uniform vec2 uResolution;
// The framed box in 0…1 screen units, y up: (left, bottom, right, top).
uniform vec4 uBox;
uniform float uOutside;
uniform float uSide;
uniform float uDim;
// 1 on a right-to-left page, whose text column is on the right.
uniform float uMirror;

void main() {
  vec2 uv = gl_FragCoord.xy / uResolution;
  // Soft edges, a few percent wide, so the box never shows a hard line.
  float edge = 0.04;
  // The fade lies outside the box, so the box itself (a phone's full-width art) is never veiled.
  float inX = smoothstep(uBox.x - edge, uBox.x, uv.x) * (1.0 - smoothstep(uBox.z, uBox.z + edge, uv.x));
  float inY = smoothstep(uBox.y - edge, uBox.y, uv.y) * (1.0 - smoothstep(uBox.w, uBox.w + edge, uv.y));
  float outside = uOutside * (1.0 - inX * inY);
  // The text column of a wide screen: the page's background up to where the text ends, fading out.
  float fromText = mix(uv.x, 1.0 - uv.x, uMirror);
  float side = uSide * 0.94 * (1.0 - smoothstep(0.34, 0.6, fromText));
  float cover = 1.0 - (1.0 - outside) * (1.0 - side) * (1.0 - uDim);
  gl_FragColor = vec4(uColor, cover);
  #include "output"
}
