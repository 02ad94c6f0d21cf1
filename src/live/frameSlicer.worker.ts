/// <reference lib="webworker" />
import { sliceFrame } from './frameSlices';

/**
 * Parses large frames off the main thread and posts their slices back one message each, each as soon as it
 * is cut: the page applies the first slices while the worker cuts the rest.
 */
self.onmessage = ({ data }: MessageEvent<{ id: number; text: string }>) => {
  let previous: string | undefined;
  for (const slice of sliceFrame(data.text)) {
    if (previous !== undefined) self.postMessage({ id: data.id, slice: previous, last: false });
    previous = slice;
  }
  self.postMessage({ id: data.id, slice: previous, last: true });
};
