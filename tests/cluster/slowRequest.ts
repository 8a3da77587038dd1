import http from 'node:http';

/**
 * A JSON POST whose body arrives in two halves `gapMs` apart, on a connection of its own: a
 * request in flight for that long. `started` resolves once the server has had its headers for a
 * moment; `status` with the answer's status.
 */
export function slowPost(port: number, path: string, headers: Record<string, string>, body: object, gapMs: number) {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
  });
  request.write(text.slice(0, half));
  setTimeout(() => request.end(text.slice(half)), gapMs);
  return { started: new Promise((resolve) => setTimeout(resolve, 100)), status };
}
