#include <tonemapping_fragment>
#include <colorspace_fragment>
