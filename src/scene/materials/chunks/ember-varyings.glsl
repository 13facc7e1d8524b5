varying float vLife;
varying float vKind;
varying float vTwinkle;
