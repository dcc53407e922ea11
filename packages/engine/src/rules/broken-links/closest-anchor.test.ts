import { describe, expect, it } from 'vitest';
import { closestAnchor } from './closest-anchor.js';

const slugs = [
  'fastifyfastifyinstance-rawserver-rawrequest-requestgeneric-logger',
  'fastifyfastifylogfn',
  'fastifyfastifyreplyrequestgeneric-rawserver-rawrequest-rawreply-contextconfig',
  'rawreply',
  'context',
  'installation',
];

describe('closestAnchor', () => {
  it('prefers the heading that extends the anchor over a shorter look-alike', () => {
    expect(closestAnchor('fastifyfastifyinstance', slugs)).toBe(
      'fastifyfastifyinstance-rawserver-rawrequest-requestgeneric-logger',
    );
  });

  it('matches whole slugs letter by letter, not by shared words', () => {
    expect(closestAnchor('fastifyfastifyreplyrawserver-rawreply-contextconfig', slugs)).toBe(
      'fastifyfastifyreplyrequestgeneric-rawserver-rawrequest-rawreply-contextconfig',
    );
    expect(closestAnchor('Instalation', slugs)).toBe('installation');
  });

  it('takes the heading the anchor extends when the heading lost its parameters', () => {
    expect(closestAnchor('fastifyfastifylogfn-level-message', slugs)).toBe('fastifyfastifylogfn');
  });

  it('suggests nothing when no slug is at least half alike', () => {
    expect(closestAnchor('ContextConfigGeneric', slugs)).toBeUndefined();
  });
});
