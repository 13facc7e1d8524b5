varying vec2 vFace;
varying vec2 vCarving;
varying vec3 vPos;
varying vec3 vNormal;
varying vec3 vView;
varying float vDepth;
