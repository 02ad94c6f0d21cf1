import type { Clock } from '../../src/core/clock';
import type { Random } from '../../src/core/random';
import type { Chunks } from './chunks';
import type { Inbox } from './inbox';
import type { Scenario } from './scenario';

/** A socket frame as it travels: text, or binary (which the product's codecs must reject). */
export type Frame = string | Uint8Array;

export interface UploadedFile {
  filename: string;
  type: string;
  /** The file's bytes as they arrived: an upload part goes to storage without being joined (copied) first. */
  chunks: Chunks;
}

export type SimBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; value: string }
  | { kind: 'form'; fields: Record<string, string>; files: Record<string, UploadedFile> };

/** An HTTP request, as every adapter hands it to the simulation. */
export interface SimRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  body: SimBody;
}

export interface SimCookie {
  name: string;
  value: string;
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
}

export interface SimResponse {
  status: number;
  /** JSON-serialisable, or a string sent as is (with its content type in headers). */
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: SimCookie[];
  /** Answer after this many ms of simulation time. */
  delayMs?: number;
  /**
   * The request fails as if it never reached a server (an ad blocker, a dropped connection): fetch rejects
   * in the browser adapter, the node server drops the connection. Status and body are for the transcript.
   */
  networkError?: boolean;
}

/** The server's end of one socket, implemented by each adapter over its transport. */
export interface SocketPeer {
  send(frame: Frame): void;
  close(code: number, reason: string): void;
}

/** What the simulation does with one accepted socket. */
export interface SocketSession {
  receive(frame: Frame): void;
  /** The client (or the transport) closed the socket. */
  closed(code: number, reason: string): void;
}

/** Shared services every emulator is built with. */
export interface SimContext {
  scenario: Scenario;
  clock: Clock;
  random: Random;
  inbox: Inbox;
  files: FileStorage;
}

/**
 * Where uploaded bytes go: memory in the browser and in unit tests, disk in the node server (a 1 GiB upload
 * must not live in the heap). Keys are an upload's uid. Each part is written straight into its place in the
 * file: parts may arrive in any order and more than once, and no joining step copies the file again.
 */
export interface FileStorage {
  /** Writes the chunks into the file under key from byteOffset on, creating the file; resolves with the count. */
  write(key: string, byteOffset: number, chunks: Chunks | AsyncIterable<Uint8Array>): Promise<number>;
  /** The file, or its first maxBytes. */
  read(key: string, maxBytes?: number): Promise<Uint8Array>;
  /** SHA-256 of the file, hex: how tests prove an upload arrived byte for byte. */
  sha256(key: string): Promise<string>;
  /** Frees everything stored. */
  clear(): Promise<void>;
}

/** A stateful stand-in for a service: answers what the scenario's timeline does not script. */
export interface Emulator {
  readonly name: string;
  http?(request: SimRequest): SimResponse | Promise<SimResponse> | undefined;
  socket?(path: string, query: Record<string, string>, peer: SocketPeer): SocketSession | undefined;
  /** An identity provider says whether these cookies carry one of its live sessions. */
  hasSession?(cookies: Record<string, string>): Promise<boolean>;
}

export type EmulatorFactory = (context: SimContext) => Emulator;
