// Spaces that Intl writes and a face has no glyph for, drawn by one of the face's own spaces.
//
// Intl puts U+202F (narrow no-break space) between French digits and before "%"; Inter and Cinzel
// (Fontsource's files) have no glyph for it, so a browser would ask the visitor's fonts for it
// and the figure would depend on them. A space has no outline, only a width: mapping the code
// point to the face's thin space (or, lacking one, its no-break space) in the font's character
// map draws it in the face itself, with the face's own spacing, at every weight of the variable
// axis. Used by `npm run render:fonts` on each subset before it is written.
import { create } from 'fontkitten';

/**
 * For a space a face lacks, the spaces whose glyph may stand in, nearest in width first (Unicode:
 * U+202F is "a narrow form of a no-break space, typically the width of a thin space").
 */
const STAND_INS = {
  0x202f: [0x2009, 0x00a0],
  0x2009: [0x202f, 0x00a0],
  0x2007: [0x2002, 0x00a0],
  0x2008: [0x2009, 0x00a0],
};
const FALLBACK = [0x00a0, 0x0020];

/** Whether a character is a space (Unicode's Zs: it draws nothing, only moves the pen). */
export const isSpace = (char) => /\p{Zs}/u.test(char);

/** The code points that may stand in for the space `point`, best first. */
export const standInsFor = (point) => [...(STAND_INS[point] ?? []), ...FALLBACK];

/** A sfnt's tables: tag → bytes. */
function tablesOf(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(4);
  const tables = new Map();
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    tables.set(tag, bytes.subarray(offset, offset + length));
  }
  return { flavor: view.getUint32(0), tables };
}

const checksum = (bytes) => {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4)
    sum = (sum + view.getUint32(offset)) >>> 0;
  return sum;
};

/** A sfnt from its tables, with its directory, checksums and head.checkSumAdjustment. */
function sfntOf(flavor, tables) {
  const tags = [...tables.keys()].sort();
  const headerLength = 12 + tags.length * 16;
  const aligned = (length) => Math.ceil(length / 4) * 4;
  const total = tags.reduce((sum, tag) => sum + aligned(tables.get(tag).length), headerLength);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, flavor);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  let offset = headerLength;
  let headOffset = -1;
  tags.forEach((tag, index) => {
    const table = Uint8Array.from(tables.get(tag));
    if (tag === 'head') new DataView(table.buffer).setUint32(8, 0);
    const record = 12 + index * 16;
    for (let i = 0; i < 4; i += 1) out[record + i] = tag.charCodeAt(i);
    view.setUint32(record + 4, checksum(table));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.length);
    out.set(table, offset);
    if (tag === 'head') headOffset = offset;
    offset += aligned(table.length);
  });
  if (headOffset >= 0) view.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** A cmap of two subtables, Windows BMP (format 4) and Windows full (format 12), of `map`. */
function cmapOf(map) {
  const entries = [...map].sort((a, b) => a[0] - b[0]);
  // Runs of consecutive code points with consecutive glyphs: one segment or group each.
  const runs = [];
  for (const [code, glyph] of entries) {
    const last = runs.at(-1);
    if (last && code === last.end + 1 && glyph === last.glyph + (code - last.start))
      last.end = code;
    else runs.push({ start: code, end: code, glyph });
  }
  const bmp = [
    ...runs.filter((run) => run.end <= 0xfffe),
    { start: 0xffff, end: 0xffff, glyph: 0 },
  ];
  const segments = bmp.length;
  const format4 = new DataView(new ArrayBuffer(16 + segments * 8));
  const power = 2 ** Math.floor(Math.log2(segments));
  format4.setUint16(0, 4);
  format4.setUint16(2, format4.byteLength);
  format4.setUint16(6, segments * 2);
  format4.setUint16(8, power * 2);
  format4.setUint16(10, Math.log2(power));
  format4.setUint16(12, segments * 2 - power * 2);
  bmp.forEach((run, index) => {
    format4.setUint16(14 + index * 2, run.end);
    format4.setUint16(16 + segments * 2 + index * 2, run.start);
    // idDelta, modulo 65536; idRangeOffset stays 0.
    format4.setUint16(16 + segments * 4 + index * 2, (run.glyph - run.start + 0x10000) & 0xffff);
  });
  const groups = runs;
  const format12 = new DataView(new ArrayBuffer(16 + groups.length * 12));
  format12.setUint16(0, 12);
  format12.setUint32(4, format12.byteLength);
  format12.setUint32(12, groups.length);
  groups.forEach((run, index) => {
    format12.setUint32(16 + index * 12, run.start);
    format12.setUint32(20 + index * 12, run.end);
    format12.setUint32(24 + index * 12, run.glyph);
  });
  const header = new DataView(new ArrayBuffer(4 + 2 * 8));
  header.setUint16(2, 2);
  header.setUint16(4, 3);
  header.setUint16(6, 1);
  header.setUint32(8, header.byteLength);
  header.setUint16(12, 3);
  header.setUint16(14, 10);
  header.setUint32(16, header.byteLength + format4.byteLength);
  const out = new Uint8Array(header.byteLength + format4.byteLength + format12.byteLength);
  out.set(new Uint8Array(header.buffer), 0);
  out.set(new Uint8Array(format4.buffer), header.byteLength);
  out.set(new Uint8Array(format12.buffer), header.byteLength + format4.byteLength);
  return out;
}

/**
 * A TrueType font (`bytes`, as subset-font writes it) whose character map also maps each
 * `[space, standIn]` pair's space to the stand-in's glyph. Pairs whose stand-in it lacks are left
 * out; returns the font and the spaces it now draws.
 */
export function withSpaceAliases(bytes, pairs) {
  const font = create(bytes);
  const map = new Map(font.characterSet.map((point) => [point, font.glyphForCodePoint(point).id]));
  const added = [];
  for (const [space, standIn] of pairs) {
    if (map.has(space) || !map.has(standIn)) continue;
    map.set(space, map.get(standIn));
    added.push(space);
  }
  if (added.length === 0) return { bytes, added };
  const { flavor, tables } = tablesOf(bytes);
  tables.set('cmap', cmapOf(map));
  return { bytes: Buffer.from(sfntOf(flavor, tables)), added };
}
