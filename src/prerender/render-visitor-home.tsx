import { dehydrate } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { visitorHomeCalls } from './visitor-home-calls';

/** Reads one gateway call by its path and gives back its envelope's data. */
export type LoadCall = (path: string) => Promise<unknown>;

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The query cache the page was rendered from, as JSON for the client to hydrate with. */
  state: string;
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

/**
 * /home as a visitor sees it, rendered on the gateway from its own calls so the banner and the text paint
 * before any script runs (docs/decisions/0197-prerendered-visitor-home.md).
 */
export async function renderVisitorHome(url: string, load: LoadCall): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  await Promise.all(
    visitorHomeCalls.map(async ({ queryKey, path, toData = (data) => data }) => {
      queryClient.setQueryData(queryKey, toData(await load(path)));
    }),
  );
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`The home route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // Every boundary in place: React would move large ones out to inline scripts, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await readStream(prelude), state: JSON.stringify(dehydrate(queryClient)) };
}
