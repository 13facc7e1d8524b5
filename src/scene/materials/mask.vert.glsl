attribute vec2 aFace;
attribute vec2 aCarving;
#include "mask-varyings"
void main() {
  vFace = aFace;
  vCarving = aCarving;
  vPos = position;
  vNormal = normal;
  // Lighting happens in the mask's own space, where the crest flame stands still.
  vView = (inverse(modelMatrix) * vec4(cameraPosition, 1.0)).xyz - position;
  vec4 mv = modelViewMatrix * vec4(position, 1.0);
  vDepth = -mv.z;
  gl_Position = projectionMatrix * mv;
}
