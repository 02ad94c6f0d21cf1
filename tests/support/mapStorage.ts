/** A page's local storage over a map the test reads and fills: what a store under test keeps, in plain view. */
export const storageOver = (map: Map<string, string>): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => ({
  getItem: (key) => map.get(key) ?? null,
  setItem: (key, value) => void map.set(key, value),
  removeItem: (key) => void map.delete(key),
});
