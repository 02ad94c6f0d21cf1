import type { StyleRoot } from './sheet';

/** @emotion/cache's createCache, for the compact runtime: the class-name prefix and where styles go. */
export interface CompactCache {
  key: string;
  root: StyleRoot;
}

export default function createCache({ key, container }: { key: string; container?: Node }): CompactCache {
  const root = container?.getRootNode() ?? document;
  return { key, root: root instanceof ShadowRoot ? root : document };
}
