// The API's own outgoing POSTs (the payment gateway, the emulator's notifications): node:http(s)
// over keep-alive agents. fetch (undici's WHATWG layer) cost about twice the CPU per request, and
// every member of a registration burst makes two such calls (registration at the gateway, the
// gateway's notification back).
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

const httpAgent = new HttpAgent({ keepAlive: true });
const httpsAgent = new HttpsAgent({ keepAlive: true });

/** Posts `body` and resolves with the status and the whole answer as text; rejects on a network error or timeout. */
export function post(
  url: string,
  options: { contentType: string; body: string; timeoutMs: number },
): Promise<{ status: number; text: string }> {
  const secure = new URL(url).protocol === 'https:';
  const body = Buffer.from(options.body);
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        agent: secure ? httpsAgent : httpAgent,
        headers: { 'content-type': options.contentType, 'content-length': String(body.length) },
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
