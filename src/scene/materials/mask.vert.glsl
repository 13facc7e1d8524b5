attribute vec2 aFace;
attribute vec2 aCarving;
uniform vec3 uCameraLocal;
#include "mask-varyings"
void main() {
  vFace = aFace;
  vCarving = aCarving;
  vPos = position;
  vNormal = normal;
  // Lighting happens in the mask's own space, where the crest flame stands still.
  vView = uCameraLocal - position;
  vec4 mv = modelViewMatrix * vec4(position, 1.0);
  vDepth = -mv.z;
  gl_Position = projectionMatrix * mv;
}
