/** The types of shareByTitle.js, which Jest loads as it is (it transforms test files only). */
export function dealShares<Item extends { name: string; weight: number }>(
  items: readonly Item[],
  count: number,
): Item[][];
