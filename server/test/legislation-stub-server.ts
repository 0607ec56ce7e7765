import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stub answers the next panel reads. */
export type LegislationStubBehaviour =
  | { kind: 'list'; items: { title: string; date?: string | null; url: string }[]; total: number; seeMoreUrl: string }
  | { kind: 'error'; status: number; body?: unknown }
  /** A 200 whose body is not JSON, or JSON of another shape. */
  | { kind: 'raw'; body: string }
  /** Accepts the request and never answers: the caller's time-out must end it. */
  | { kind: 'hang' };

export type ReceivedPanelRead = { url: string; authorization: string | undefined };

export type LegislationStubServer = {
  baseUrl: string;
  host: string;
  behave: (behaviour: LegislationStubBehaviour) => void;
  received: ReceivedPanelRead[];
  close: () => Promise<void>;
};

/**
 * A small external legislation service on 127.0.0.1 for tests of the HTTP connector
 * (docs/legislation-connector.md): it answers `GET /v1/users/{user}/{panel}` as told and records
 * what it received.
 */
export async function startLegislationStubServer(): Promise<LegislationStubServer> {
  let behaviour: LegislationStubBehaviour = { kind: 'list', items: [], total: 0, seeMoreUrl: '/' };
  const received: ReceivedPanelRead[] = [];
  const hanging = new Set<ServerResponse>();
  const json = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = createServer((request, response) => {
    if (request.method !== 'GET' || !request.url?.startsWith('/v1/users/')) {
      response.writeHead(404).end();
      return;
    }
    received.push({ url: request.url, authorization: request.headers.authorization });
    switch (behaviour.kind) {
      case 'list':
        json(response, 200, { items: behaviour.items, total: behaviour.total, seeMoreUrl: behaviour.seeMoreUrl });
        return;
      case 'error':
        json(response, behaviour.status, behaviour.body ?? { error: 'stub failure' });
        return;
      case 'raw':
        response.writeHead(200, { 'content-type': 'application/json' }).end(behaviour.body);
        return;
      case 'hang':
        hanging.add(response);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
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
