import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Text is worth compressing; fonts (woff2 is compressed already) and raster images are not. */
const COMPRESSIBLE = /^(?:text\/|application\/json|image\/svg\+xml)/;
export const isCompressible = (contentType: string): boolean => COMPRESSIBLE.test(contentType);

/**
 * The encoding to answer with, from the request's Accept-Encoding (RFC 9110, 12.5.3): the one of highest weight,
 * brotli before gzip at equal weight (it is smaller), none when neither is accepted (`q=0`, or no header).
 */
export function negotiateEncoding(accept: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.map((param) => /^q=([0-9.]+)$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const accepted = (['br', 'gzip'] as const).filter((encoding) => weight(encoding) > 0);
  return accepted.sort((a, b) => weight(b) - weight(a))[0];
}

const compress: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * The built files, compressed on their first request at the highest levels (as a build's precompressed copies
 * would be) and kept in memory: a build does not change under a running server, so each file is compressed
 * once. `version` (its size and time of change) makes a file rebuilt in place compressed anew.
 */
export function compressedFiles() {
  const cache = new Map<string, { version: string; body: Promise<Buffer> }>();
  return (file: string, version: string, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding} ${file}`;
    const cached = cache.get(key);
    if (cached?.version === version) return cached.body;
    const body = readFile(file).then(compress[encoding]);
    cache.set(key, { version, body });
    body.catch(() => {
      if (cache.get(key)?.body === body) cache.delete(key);
    });
    return body;
  };
}
