uniform float uTime;
uniform float uFlare;
