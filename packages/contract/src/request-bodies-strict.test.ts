import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';

/** Every request body of the contract, found by name so a new one is checked without listing it. */
const requestSchemas = Object.entries(contract).flatMap(([name, value]): [string, z.ZodType][] =>
  name.endsWith('RequestSchema') && value instanceof z.ZodType ? [[name, value]] : [],
);

describe('request bodies', () => {
  it('are found', () => {
    expect(requestSchemas.length).toBeGreaterThan(20);
  });

  it.each(requestSchemas)('%s refuses a field it does not know', (_name, schema) => {
    const result = schema.safeParse({ notAField: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['notAField'] }),
    );
  });
});
