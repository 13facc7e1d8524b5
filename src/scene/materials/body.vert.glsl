#include <common>
#include "body-varyings"
void main() {
  vUv = uv;
  vec4 local = vec4(position, 1.0);
  mat4 model = modelMatrix;
  #ifdef USE_INSTANCING
    model = modelMatrix * instanceMatrix;
  #endif
  vec4 world = model * local;
  vWorld = world.xyz;
  vNormalW = normalize(mat3(model) * normal);
  vec4 mv = viewMatrix * world;
  vDepth = -mv.z;
  gl_Position = projectionMatrix * mv;
}
