// A stand-in for the map's tile server on loopback, for the browser benchmarks: the machine cannot reach
// OpenStreetMap, and a tile that fails to load is an error in the console (Lighthouse's best practices) and a grey
// map. Each tile is the same 256 × 256 PNG of a light land colour, cached as a tile server's are.
import { createServer, type Server } from 'node:http';
import { deflateSync } from 'node:zlib';

const SIZE = 256;

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** One PNG tile of a single colour (8-bit RGB). */
function tilePng([red, green, blue]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + SIZE * 3);
  for (let x = 0; x < SIZE; x++) row.set([red, green, blue], 1 + x * 3);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: SIZE }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** Serves `/{z}/{x}/{y}.png` on a free loopback port; answers the URL template the app is built with. */
export async function startTileStub(): Promise<{ url: string; server: Server }> {
  const tile = tilePng([242, 239, 233]);
  const server = createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': tile.length,
      'cache-control': 'public, max-age=604800',
      'access-control-allow-origin': '*',
    });
    response.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the tile stub has no port');
  return { url: `http://127.0.0.1:${address.port}/{z}/{x}/{y}.png`, server };
}
