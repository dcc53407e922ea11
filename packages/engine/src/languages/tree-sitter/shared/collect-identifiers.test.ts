import { describe, expect, it } from 'vitest';
import {
  C_LIKE_LEXER,
  collectIdentifiers,
  PHP_LEXER,
  PYTHON_LEXER,
  RUBY_LEXER,
} from './collect-identifiers.js';

describe('collectIdentifiers', () => {
  it('keeps code names and key-like strings, drops comments and prose', () => {
    const python = `# unused comment words
def list_books(genre="fantasy"):
    """Docstring prose is ignored."""
    return request.args.get("group-by"), f"{x} items", r'/api/books'
`;
    expect(collectIdentifiers(python, PYTHON_LEXER).sort()).toEqual(
      [
        'api',
        'args',
        'books',
        'def',
        'fantasy',
        'genre',
        'get',
        'group-by',
        'list_books',
        'request',
        'return',
      ].sort(),
    );
  });

  it('handles C-like comments, raw strings, char literals and Rust lifetimes', () => {
    const go =
      'package x // comment here\n/* block words */ var Port = `PORT` + "not a key" + string(\'a\')\n';
    expect(collectIdentifiers(go, C_LIKE_LEXER).sort()).toEqual(
      ['PORT', 'Port', 'package', 'string', 'var', 'x'].sort(),
    );
    const rust = "fn f<'a>(x: &'a str) -> u8 { 0x1F }";
    expect(collectIdentifiers(rust, C_LIKE_LEXER).sort()).toEqual(['a', 'f', 'fn', 'str', 'u8', 'x'].sort());
  });

  it('keeps PHP attributes and variables, Ruby symbols', () => {
    expect(collectIdentifiers("#[Route('/x')] # note\n$user_id = 1;", PHP_LEXER).sort()).toEqual(
      ['Route', 'user_id', 'x'].sort(),
    );
    expect(collectIdentifiers("ENV.fetch('APP_URL') # comment\nget :index", RUBY_LEXER).sort()).toEqual(
      ['APP_URL', 'ENV', 'fetch', 'get', 'index'].sort(),
    );
  });
});
