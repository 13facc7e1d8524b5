varying vec2 vUv;
varying float vDepth;
varying float vShade;
