/// <reference lib="webworker" />
import { socketRelay, type ToSocketWorker } from './socketRelay';

/** The page's live sockets, opened here so that taking in and parsing large frames never blocks the page. */
const relay = socketRelay(
  (url) => new WebSocket(url),
  (message, transfer = []) => self.postMessage(message, transfer),
  performance.timeOrigin,
);
self.onmessage = ({ data }: MessageEvent<ToSocketWorker>) => relay(data);
