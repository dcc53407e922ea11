import { errorMessages } from '@driftwatch/contract';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { buildQuery, type QueryValue } from './build-query';
import { fileNameFromDisposition } from './file-name-from-disposition';
import { mapErrorResponse } from './map-error-response';
import { fireSessionExpired } from './session-events';
import { clearAuthToken, getAuthToken } from './storage';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest<Schema extends z.ZodType> {
  method?: HttpMethod;
  path: string;
  /** Parses the success body; every answer goes through a contract schema. */
  schema: Schema;
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Public calls (sign-in, sign-up, links) pass false: no bearer token; a 401 is not a session expiry. */
  auth?: boolean;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface SendOptions {
  method: HttpMethod;
  path: string;
  body?: unknown;
  query?: Record<string, QueryValue>;
  auth: boolean;
  signal?: AbortSignal;
  accept: string;
}

/** Sends a request with the session's token and turns every failure into an ApiError. */
async function send(options: SendOptions): Promise<Response> {
  const { method, path, body, query, auth, signal, accept } = options;
  const headers: Record<string, string> = { Accept: accept };
  // A FormData body (a file upload) sets its own multipart type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = auth ? getAuthToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${path}${buildQuery(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', errorMessages.NETWORK_ERROR);
  }
  if (response.ok) return response;

  let payload: unknown;
  try {
    payload = await readBody(response);
  } catch {
    throw new ApiError('NETWORK_ERROR', errorMessages.NETWORK_ERROR, response.status);
  }
  const error = mapErrorResponse(response.status, payload);
  if (error.code === 'AUTH_EXPIRED') {
    if (!token) {
      // A 401 to a call made without a session (a wrong password) is a plain failed request.
      throw new ApiError(
        'REQUEST_FAILED',
        error.serverMessage ?? errorMessages.REQUEST_FAILED,
        401,
        error.serverMessage,
        error.reason,
      );
    }
    clearAuthToken();
    fireSessionExpired();
  }
  throw error;
}

/** The one way the web app talks to the API. Resolves with parsed data or rejects with an ApiError. */
export async function apiRequest<Schema extends z.ZodType>(
  request: ApiRequest<Schema>,
): Promise<z.output<Schema>> {
  const { method = 'GET', path, schema, body, query, auth = true, signal } = request;
  const response = await send({ method, path, body, query, auth, signal, accept: 'application/json' });
  let payload: unknown;
  try {
    payload = await readBody(response);
  } catch {
    throw new ApiError('NETWORK_ERROR', errorMessages.NETWORK_ERROR, response.status);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError('UNKNOWN_ERROR', errorMessages.UNKNOWN_ERROR, response.status);
  }
  return parsed.data;
}

export interface ApiDownload {
  path: string;
  query?: Record<string, QueryValue>;
  /** The file name when the answer's Content-Disposition names none. */
  fallbackFileName: string;
}

/** A file answer (an export): the same session and error handling as apiRequest, the body as a Blob. */
export async function apiDownload(request: ApiDownload): Promise<{ blob: Blob; fileName: string }> {
  const response = await send({
    method: 'GET',
    path: request.path,
    query: request.query,
    auth: true,
    accept: '*/*',
  });
  const fileName = fileNameFromDisposition(
    response.headers.get('content-disposition'),
    request.fallbackFileName,
  );
  try {
    return { blob: await response.blob(), fileName };
  } catch {
    throw new ApiError('NETWORK_ERROR', errorMessages.NETWORK_ERROR, response.status);
  }
}
