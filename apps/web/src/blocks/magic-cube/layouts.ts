/**
 * The seven magic-cube layouts (blocks §9: 2, 3, 4, 3, 4, 3, 4 pictures), drawn in magic-cube.css:
 *  0  two halves                 [A|B]
 *  1  tall left, two stacked      [A|B] / [A|C]
 *  2  four in a row (2×2 on phones)
 *  3  three in a row
 *  4  tall left, wide top right, two small below it   [A|B B] / [A|C D]
 *  5  wide top, two halves below  [A A] / [B|C]
 *  6  two by two
 * Each entry is the share of the cube's width each picture takes, used to ask for the right image width.
 */
export const CUBE_CELL_WIDTHS: readonly (readonly number[])[] = [
  [0.5, 0.5],
  [0.5, 0.5, 0.5],
  [0.25, 0.25, 0.25, 0.25],
  [0.34, 0.34, 0.34],
  [0.5, 0.5, 0.25, 0.25],
  [1, 0.5, 0.5],
  [0.5, 0.5, 0.5, 0.5],
];

/**
 * The same shares on a phone (≤ 766 px): only layout 2 changes there, to two by two (magic-cube.css).
 * A picture asked for wider than it is shown costs the phone the decoding of pixels it never shows.
 */
export const CUBE_CELL_WIDTHS_PHONE: readonly (readonly number[])[] = CUBE_CELL_WIDTHS.map((shares, template) =>
  template === 2 ? shares.map(() => 0.5) : shares,
);
