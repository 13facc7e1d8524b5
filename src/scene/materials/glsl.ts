import animated from './chunks/animated.glsl?raw';
import bodyVaryings from './chunks/body-varyings.glsl?raw';
import emberVaryings from './chunks/ember-varyings.glsl?raw';
import firelight from './chunks/firelight.glsl?raw';
import fog from './chunks/fog.glsl?raw';
import leafVaryings from './chunks/leaf-varyings.glsl?raw';
import maskVaryings from './chunks/mask-varyings.glsl?raw';
import noise from './chunks/noise.glsl?raw';
import output from './chunks/output.glsl?raw';

/**
 * GLSL written once and spliced into the materials' shaders. Each stage pair includes the same
 * varyings chunk, so what a vertex shader hands on and what its fragment shader reads cannot drift.
 */
const chunks: Readonly<Record<string, string>> = {
  // The uniforms behind `animated(state)`: the same two objects in every material.
  animated,
  // Cheap value noise, since every pixel may run it.
  noise,
  // Exponential fog towards the jungle haze, by distance from the camera.
  fog,
  // three's tone mapping and output color space, so custom shaders match the renderer.
  output,
  // The crest fire's flicker: the cloth and the mask breathe with it in step.
  firelight,
  'body-varyings': bodyVaryings,
  'ember-varyings': emberVaryings,
  'leaf-varyings': leafVaryings,
  'mask-varyings': maskVaryings,
};

// Quotes, not three's `#include <name>`, which three resolves itself from its own ShaderChunk.
const includeLine = /^[ \t]*#include "([\w-]+)"[ \t]*$/gm;

/** Replaces each `#include "name"` line with that chunk (chunks include no others). */
export function includeChunks(source: string): string {
  return source.replace(includeLine, (_line, name: string) => {
    const chunk = chunks[name];
    if (chunk === undefined) throw new Error(`Unknown GLSL chunk "${name}"`);
    return chunk.trimEnd();
  });
}

/** A material's two stages with the chunks spliced in, to spread into a ShaderMaterial. */
export function spliceShaders(vertex: string, fragment: string) {
  return { vertexShader: includeChunks(vertex), fragmentShader: includeChunks(fragment) };
}
