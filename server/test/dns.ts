import dgram from 'node:dgram';

const TXT = 16;
const NXDOMAIN = 3;

/**
 * A real DNS server over UDP for tests: it answers TXT queries for the names in `records` (lower
 * case, no final dot) and NXDOMAIN for anything else. The server under test is pointed at it with
 * DNS_SERVERS=<address>, so its lookups go through the network as they would in production.
 */
export async function startDnsServer() {
  const records = new Map<string, string[]>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => {
    const reply = answer(query, records);
    if (reply) socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    records,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** The reply to one query: its question echoed, then one TXT answer per value (RFC 1035 §4). */
function answer(query: Buffer, records: Map<string, string[]>): Buffer | null {
  if (query.length < 12 || query.readUInt16BE(4) !== 1) return null;
  const labels: string[] = [];
  let offset = 12;
  while (offset < query.length && query[offset] !== 0) {
    const length = query[offset];
    if (length > 63) return null; // no compression in a question
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('latin1'));
    offset += 1 + length;
  }
  offset += 1;
  if (offset + 4 > query.length) return null;
  const type = query.readUInt16BE(offset);
  const question = query.subarray(12, offset + 4);
  const values = type === TXT ? records.get(labels.join('.').toLowerCase()) : undefined;

  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  // A response (QR), authoritative, recursion available; opcode and "recursion desired" as asked.
  header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x7900) | 0x0400 | 0x0080 | (values ? 0 : NXDOMAIN), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(values?.length ?? 0, 6);
  return Buffer.concat([header, question, ...(values ?? []).map(txtRecord)]);
}

/** One TXT resource record naming the question (pointer to offset 12), its text in strings of up to 255 bytes. */
function txtRecord(value: string): Buffer {
  const text = Buffer.from(value, 'utf8');
  const strings: Buffer[] = [];
  for (let start = 0; start < text.length || strings.length === 0; start += 255) {
    const chunk = text.subarray(start, start + 255);
    strings.push(Buffer.concat([Buffer.from([chunk.length]), chunk]));
  }
  const data = Buffer.concat(strings);
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0);
  fixed.writeUInt16BE(TXT, 2);
  fixed.writeUInt16BE(1, 4); // class IN
  fixed.writeUInt32BE(60, 6); // TTL
  fixed.writeUInt16BE(data.length, 10);
  return Buffer.concat([fixed, data]);
}
