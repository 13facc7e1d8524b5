float flicker = 0.86 + 0.24 * valueNoise(vec2(uTime * 6.5, 1.3));
float fire = (1.0 + 0.75 * uFlare) * flicker;
