varying vec2 vUv;
varying vec3 vWorld;
varying vec3 vNormalW;
varying float vDepth;
