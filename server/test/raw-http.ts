import { connect, type Socket } from 'node:net';

/** A hand-driven HTTP/1.1 request over TCP, to send a body slowly or stop sending it. */
export interface RawRequest {
  socket: Socket;
  write: (data: Uint8Array | string) => Promise<void>;
  /** Resolves with everything the server sent once it closes the connection or answers fully. */
  response: Promise<{ status: number | null; text: string; closedWithoutAnswer: boolean }>;
}

export async function rawRequest(url: string, head: string): Promise<RawRequest> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let text = '';
  const response = new Promise<{ status: number | null; text: string; closedWithoutAnswer: boolean }>((resolve) => {
    const done = () => {
      const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ status: m ? Number(m[1]) : null, text, closedWithoutAnswer: !m });
    };
    socket.on('data', (d) => {
      text += d.toString('latin1');
      // An answer with Content-Length is complete once that many body bytes arrived.
      const headEnd = text.indexOf('\r\n\r\n');
      const len = /content-length: (\d+)/i.exec(text.slice(0, headEnd));
      if (headEnd > 0 && len && text.length - headEnd - 4 >= Number(len[1])) {
        socket.end();
        done();
      }
    });
    socket.on('close', done);
    socket.on('error', () => {});
  });
  const write = (data: Uint8Array | string) =>
    new Promise<void>((resolve, reject) => socket.write(data, (err) => (err ? reject(err) : resolve())));
  await write(head);
  return { socket, write, response };
}

/** A multipart body with one file, split for sending in parts. */
export function multipartBody(field: string, fileName: string, bytes: Uint8Array): { boundary: string; body: Buffer } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { boundary, body };
}

export function uploadHead(pathName: string, token: string, boundary: string, length: number): string {
  return (
    `POST ${pathName} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`
  );
}
