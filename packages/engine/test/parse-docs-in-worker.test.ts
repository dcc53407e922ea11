import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { extractDocClaims } from '../src/docs/extract-doc-claims.js';
import {
  claimDoc,
  createClaimCounters,
  type DocInput,
  parseDocsInWorker,
} from '../src/docs/parse-docs-in-worker.js';
import type { DocFile } from '../src/model/doc.js';
import { fixturePath } from './support/scan-fixture.js';

const echoWorker = `${fixturePath('doc-workers')}/echo-worker.mjs`;

function pages(count: number): DocInput[] {
  // Sizes vary from page to page, so where the threads meet differs from run to run.
  return Array.from({ length: count }, (_, i) => ({
    rel: `docs/page-${i}.md`,
    text: `# Page ${i}\n\n${'Some text. '.repeat(1 + ((i * 7) % 13))}\n`,
    hash: `h${i}`,
  }));
}

/** The caller's parser, marking the docs it parsed itself. */
async function loadCallerParser() {
  return (item: DocInput): DocFile => {
    const doc = extractDocClaims(item.rel, item.text, item.hash);
    return { ...doc, headings: [{ text: 'caller', slug: 'caller', line: 1, depth: 1 }] };
  };
}

const parsedBy = (docs: DocFile[]) => docs.map((d) => d.headings[0]?.text ?? '');

describe('claimDoc', () => {
  it('hands out every index once, the front from 0 up and the back from the end down', () => {
    const counters = new Int32Array(createClaimCounters());
    const taken: number[] = [];
    for (const fromBack of [true, false, true, true, false, false, true, false]) {
      taken.push(claimDoc(counters, 6, fromBack));
    }
    expect(taken).toEqual([5, 0, 4, 3, 1, 2, -1, -1]);
  });
});

describe('parseDocsInWorker', () => {
  it('parses everything on the caller thread when no worker runs', async () => {
    const input = pages(5);
    const docs = await parseDocsInWorker(input).finish(loadCallerParser);
    expect(docs.map((d) => d.path)).toEqual(input.map((i) => i.rel));
    expect(new Set(parsedBy(docs))).toEqual(new Set(['caller']));
  });

  it('returns every doc once, in the given order, when two workers share the list', async () => {
    const input = pages(40);
    const docs = await parseDocsInWorker(input, { workerFile: echoWorker, workers: 2 }).finish(
      loadCallerParser,
    );
    expect(docs.map((d) => d.path)).toEqual(input.map((i) => i.rel));
    expect(docs.map((d) => d.hash)).toEqual(input.map((i) => i.hash));
    // Which thread parsed which doc depends on the machine's load; that each came back does not.
    for (const by of parsedBy(docs)) expect(by).toMatch(/^worker \d+$|^caller$/);
  });

  it('never loads the caller parser when the workers take every doc and no core is left', async () => {
    const input = pages(12);
    let loaded = false;
    const docs = await parseDocsInWorker(input, {
      workerFile: echoWorker,
      workers: availableParallelism(),
    }).finish(async () => {
      loaded = true;
      return loadCallerParser();
    });
    expect(docs).toHaveLength(12);
    expect(loaded).toBe(false);
    expect(new Set(parsedBy(docs)).has('caller')).toBe(false);
  });

  it('re-parses on the caller thread what a crashed worker had claimed', async () => {
    const input = pages(6);
    input[2] = { rel: 'docs/crash.md', text: 'crash', hash: 'hc' };
    const docs = await parseDocsInWorker(input, {
      workerFile: echoWorker,
      workers: availableParallelism(),
    }).finish(loadCallerParser);
    expect(docs.map((d) => d.path)).toEqual(input.map((i) => i.rel));
    expect(docs[2]?.headings[0]?.text).toBe('caller');
  });
});
