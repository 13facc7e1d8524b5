import sharp from 'sharp';

/*
 * How much of a screenshot is empty to a visitor: flat and dark, with no text, no card edge and no
 * scene in it. The picture is cut into 32 px blocks; a block is flat and dark when its brightest
 * and darkest pixels differ by less than `flatRange` and its mean is below `darkMean` (0–255 luma):
 * the veiled scene, a card's edge or a line of text each break it. A flat block beside one that is
 * not (`across`) is the space at a line's end or between two links, not emptiness.
 * Calibrated on the home page at 390 × 844 (issue 52): the heading-alone screens read 51–74 %,
 * screens of text, cards or the veiled scene 2–43 %.
 */
export const emptyBlock = { size: 32, flatRange: 6, darkMean: 32, across: 1 };

/** The share (0…1) of the picture's blocks that are flat and dark, with nothing beside them. */
export async function emptyShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png)
    .removeAlpha()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { size, flatRange, darkMean, across } = emptyBlock;
  const columns = Math.floor(info.width / size);
  const rows = Math.floor(info.height / size);
  const flat = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      let low = 255;
      let high = 0;
      let sum = 0;
      for (let y = row * size; y < (row + 1) * size; y++)
        for (let x = column * size; x < (column + 1) * size; x++) {
          const value = data[y * info.width + x]!;
          low = Math.min(low, value);
          high = Math.max(high, value);
          sum += value;
        }
      flat[row * columns + column] = Number(high - low < flatRange && sum / size ** 2 < darkMean);
    }
  let empty = 0;
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      let alone = true;
      for (let dx = -across; dx <= across && alone; dx++) {
        const x = Math.min(columns - 1, Math.max(0, column + dx));
        alone = flat[row * columns + x] === 1;
      }
      if (alone) empty += 1;
    }
  return rows * columns ? empty / (rows * columns) : 0;
}

/**
 * The tallest band of the picture (0…1 of its height) with nothing on it from side to side: every
 * pixel row flat and dark as `emptyBlock` reads a block. `skip` leaves out a run of columns, where
 * the timeline's spine runs down the whole page. Two sections' spaces together, or a heading
 * alone, read as such a band; a column of text beside an empty one does not.
 */
export async function emptyBand(
  png: Buffer,
  skip: { from: number; to: number } = { from: 0, to: 0 },
): Promise<number> {
  const { data, info } = await sharp(png)
    .removeAlpha()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { flatRange, darkMean } = emptyBlock;
  let band = 0;
  let tallest = 0;
  for (let y = 0; y < info.height; y++) {
    let low = 255;
    let high = 0;
    let sum = 0;
    let count = 0;
    for (let x = 0; x < info.width; x++) {
      if (x >= skip.from && x < skip.to) continue;
      const value = data[y * info.width + x]!;
      low = Math.min(low, value);
      high = Math.max(high, value);
      sum += value;
      count += 1;
    }
    const empty = high - low < flatRange && sum / count < darkMean;
    band = empty ? band + 1 : 0;
    tallest = Math.max(tallest, band);
  }
  return info.height ? tallest / info.height : 0;
}
