import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';

/** One card as a Teams incoming webhook received it. */
interface ReceivedTeamsPost {
  path: string;
  body: {
    type: string;
    attachments: Array<{
      contentType: string;
      content: { type: string; version: string; body: unknown[]; actions: unknown[] };
    }>;
  };
}

/** A scripted answer: a status and, for 429, the Retry-After seconds. */
interface TeamsAnswer {
  status: number;
  retryAfter?: number;
}

export interface FakeTeamsWebhook {
  /** https://127.0.0.1:<port>; a webhook URL is this plus any path. */
  origin: string;
  posts: ReceivedTeamsPost[];
  /** Cards that were accepted (2xx), per path. */
  accepted(path: string): ReceivedTeamsPost[];
  /** The next answers for a path, in order; after them the path accepts with 202. */
  script(path: string, answers: TeamsAnswer[]): void;
  close(): Promise<void>;
}

/**
 * A Teams incoming webhook (Workflows flavour) over HTTPS: it takes a JSON message whose
 * attachments hold Adaptive Cards and answers 202 Accepted with an empty body. A body that is not
 * such a message gets 400, as Teams answers a payload it cannot render.
 */
export async function startFakeTeamsWebhook(certificate: {
  key: string;
  cert: string;
}): Promise<FakeTeamsWebhook> {
  const posts: ReceivedTeamsPost[] = [];
  const acceptedPosts: ReceivedTeamsPost[] = [];
  const scripts = new Map<string, TeamsAnswer[]>();
  const server: Server = createServer(certificate, (request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'https://fake.teams').pathname;
      if (request.method !== 'POST' || request.headers['content-type'] !== 'application/json') {
        response.writeHead(415).end();
        return;
      }
      let body: ReceivedTeamsPost['body'];
      try {
        body = JSON.parse(text) as ReceivedTeamsPost['body'];
      } catch {
        response.writeHead(400).end('Bad payload');
        return;
      }
      const post = { path, body };
      posts.push(post);
      const answer = scripts.get(path)?.shift() ?? { status: 202 };
      const card = body.attachments?.[0];
      if (
        answer.status === 202 &&
        (body.type !== 'message' || card?.contentType !== 'application/vnd.microsoft.card.adaptive')
      ) {
        response.writeHead(400).end('Bad payload');
        return;
      }
      if (answer.status >= 200 && answer.status < 300) acceptedPosts.push(post);
      response
        .writeHead(
          answer.status,
          answer.retryAfter !== undefined ? { 'retry-after': String(answer.retryAfter) } : {},
        )
        .end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posts,
    accepted: (path) => acceptedPosts.filter((post) => post.path === path),
    script: (path, answers) => scripts.set(path, [...answers]),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
