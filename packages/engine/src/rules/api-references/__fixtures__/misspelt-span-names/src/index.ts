import { IncomingMessage } from 'node:http';

export interface StoreOptions {
  storesDirs?: string[];
  colour?: string;
  onStartup?: () => void;
}

export interface RequestOptions {
  timeout?: number;
}

export class TRPCClientError extends Error {}

export class Schema {
  passthrough = (): Schema => this;
  strip(): Schema {
    return this;
  }
}

export function createStore(options: StoreOptions) {
  return { persist: { rehydrate: () => options } };
}

export function useSuspenseInfiniteQuery(key: string): string {
  return key;
}

export function setColour(value: string): string {
  return value;
}

export function setColor(value: string): string {
  return value;
}

function readBody(request: IncomingMessage): string {
  return String(request.headers);
}

export const body = readBody;

export function statusText(code: number): string {
  return String(code);
}
