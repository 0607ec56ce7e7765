import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stub answers the next chat-completions requests. */
export type StubBehaviour =
  | { kind: 'stream'; text: string }
  | { kind: 'json'; text: string }
  | { kind: 'error'; status: number }
  /** Accepts the request and never answers: the caller's timeout must end it. */
  | { kind: 'hang' };

export type ReceivedCompletion = { authorization: string | undefined; body: { model: string; stream: boolean; messages: { role: string; content: string }[] } };

export type OpenAiStubServer = {
  baseUrl: string;
  behave: (behaviour: StubBehaviour) => void;
  received: ReceivedCompletion[];
  close: () => Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

/** Splits a text into a few pieces, as a model streams tokens. */
function pieces(text: string): string[] {
  const size = Math.max(1, Math.ceil(text.length / 4));
  const result: string[] = [];
  for (let start = 0; start < text.length; start += size) result.push(text.slice(start, start + size));
  return result;
}

/**
 * A small OpenAI-compatible server on 127.0.0.1 for tests of the OpenAI adapter: it answers
 * `POST /v1/chat/completions` as told (streamed events, a JSON reply, an error status or
 * nothing at all) and records what it received.
 */
export async function startOpenAiStubServer(): Promise<OpenAiStubServer> {
  let behaviour: StubBehaviour = { kind: 'stream', text: 'Hello.' };
  const received: ReceivedCompletion[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      received.push({ authorization: request.headers.authorization, body: JSON.parse(await readBody(request)) as ReceivedCompletion['body'] });
      switch (behaviour.kind) {
        case 'error':
          response.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'stub failure' } }));
          return;
        case 'hang':
          hanging.add(response);
          return;
        case 'json':
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: behaviour.text } }] }));
          return;
        case 'stream':
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          for (const piece of pieces(behaviour.text)) response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
          response.end('data: [DONE]\n\n');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    behave: (next) => {
      behaviour = next;
    },
    received,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
