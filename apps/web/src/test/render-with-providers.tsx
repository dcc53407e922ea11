import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

interface Options {
  path?: string;
  initialEntry?: string;
  /** Other routes to register, so redirects can be observed. */
  extraRoutes?: { path: string; element: ReactElement }[];
  /** Answers already in the cache, for calls a test is not about (they are never fetched). */
  queryData?: [QueryKey, unknown][];
}

/** Renders a screen inside a fresh query client and a memory router. */
export function renderWithProviders(element: ReactElement, options: Options = {}) {
  const { path = '/', initialEntry = path, extraRoutes = [], queryData = [] } = options;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  for (const [key, data] of queryData) queryClient.setQueryData(key, data);
  const router = createMemoryRouter([{ path, element }, ...extraRoutes], { initialEntries: [initialEntry] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
