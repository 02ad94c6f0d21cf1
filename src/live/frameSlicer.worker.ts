/// <reference lib="webworker" />
import { sliceFrame } from './frameSlices';

/** Parses large frames off the main thread and posts their slices back one message each. */
self.onmessage = ({ data }: MessageEvent<{ id: number; text: string }>) => {
  const slices = sliceFrame(data.text);
  slices.forEach((slice, index) => self.postMessage({ id: data.id, slice, last: index === slices.length - 1 }));
};
