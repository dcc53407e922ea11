import { describe, expect, it } from 'vitest';
import { extractSnippet, withoutLocations } from '../tree-sitter/test-support/extract-snippet.js';

describe('php extractor', () => {
  it('reads the namespace, use statements, functions and public class members', async () => {
    const facts = await extractSnippet(
      'php',
      'app/Http/Controllers/BookController.php',
      `<?php
namespace App\\Http\\Controllers;

use Illuminate\\Http\\Request;
use App\\Models\\{Book, Author as Writer};

function helper(string $name, int $count = 3, ...$rest) {
    return getenv('APP_KEY') . $_ENV['APP_URL'] . env('DB_HOST', 'localhost');
}

class BookController extends Controller
{
    public const PER_PAGE = 20;
    public string $title;
    private $secret;

    public function __construct(private BookService $service, ?int $limit = null) {}
    public function index(Request $request) {}
    public static function make(): static {}
    protected function hidden() {}
}
`,
    );
    expect(facts.module).toBe('App\\Http\\Controllers');
    expect(facts.imports).toEqual([
      { source: 'Illuminate\\Http', names: ['Request'] },
      { source: 'App\\Models', names: ['Book', 'Author'] },
    ]);
    expect(
      facts.symbols.map((symbol) => [symbol.kind, symbol.container, symbol.name, symbol.signature]),
    ).toEqual([
      ['function', undefined, 'helper', 'helper(string $name, int $count = 3, ...$rest)'],
      ['class', undefined, 'BookController', 'BookController(BookService $service, ?int $limit = null)'],
      ['constant', 'BookController', 'PER_PAGE', 'const PER_PAGE = 20'],
      ['property', 'BookController', 'title', 'string $title'],
      ['method', 'BookController', 'index', 'index(Request $request)'],
      ['method', 'BookController', 'make', 'make(): static'],
    ]);
    expect(facts.symbols[0]?.params).toEqual([
      { name: 'name', kind: 'positional', optional: false, type: 'string' },
      { name: 'count', kind: 'positional', optional: true, defaultValue: '3', type: 'int' },
      { name: 'rest', kind: 'rest', optional: true },
    ]);
    expect(withoutLocations(facts.envVars)).toEqual([
      { name: 'APP_KEY' },
      { name: 'DB_HOST', defaultValue: 'localhost' },
      { name: 'APP_URL' },
    ]);
  });

  it('reads Laravel routes in prefix groups and Symfony attribute routes', async () => {
    const facts = await extractSnippet(
      'php',
      'routes/api.php',
      `<?php
Route::get('/books/{id}', [BookController::class, 'show']);
Route::prefix('api')->group(function () {
    Route::match(['get', 'post'], 'loans', [LoanController::class, 'index']);
    Route::apiResource('authors', AuthorController::class)->only(['index', 'show']);
});

#[Route('/admin')]
class AdminController {
    #[Route('/users', name: 'users', methods: ['GET'])]
    public function users() {}
}
`,
    );
    expect(withoutLocations(facts.routes)).toEqual([
      { method: 'GET', path: '/books/{id}', framework: 'laravel' },
      { method: 'GET', path: '/api/loans', framework: 'laravel' },
      { method: 'POST', path: '/api/loans', framework: 'laravel' },
      { method: 'GET', path: '/api/authors', framework: 'laravel' },
      { method: 'GET', path: '/api/authors/{author}', framework: 'laravel' },
      { method: 'GET', path: '/users', router: 'AdminController', framework: 'symfony' },
    ]);
    expect(withoutLocations(facts.routers)).toEqual([
      { id: 'AdminController', prefix: '/admin', isApp: false, exported: true },
    ]);
  });

  it('reads Laravel command signatures and Symfony console options', async () => {
    const facts = await extractSnippet(
      'php',
      'app/Console/SendMail.php',
      `<?php
class SendMail extends Command {
    protected $signature = 'mail:send {user} {--queue=default} {--Q|quiet}';
    protected function configure(): void {
        $this->addOption('limit', 'l', InputOption::VALUE_REQUIRED, 'How many', 10)->addArgument('path');
    }
}
`,
    );
    expect(withoutLocations(facts.cliOptions)).toEqual([
      { flags: [], name: 'mail:send', takesValue: false, kind: 'command', framework: 'laravel' },
      {
        flags: [],
        name: 'user',
        takesValue: true,
        kind: 'argument',
        framework: 'laravel',
        command: 'mail:send',
      },
      {
        flags: ['--queue'],
        name: 'queue',
        takesValue: true,
        defaultValue: 'default',
        kind: 'option',
        framework: 'laravel',
        command: 'mail:send',
      },
      {
        flags: ['--quiet', '-Q'],
        name: 'quiet',
        takesValue: false,
        kind: 'option',
        framework: 'laravel',
        command: 'mail:send',
      },
      {
        flags: ['--limit', '-l'],
        name: 'limit',
        takesValue: true,
        defaultValue: '10',
        kind: 'option',
        framework: 'symfony',
      },
      { flags: [], name: 'path', takesValue: true, kind: 'argument', framework: 'symfony' },
    ]);
  });

  it('records the supertypes and mixins a class gets members from', async () => {
    const facts = await extractSnippet(
      'php',
      'src/Client.php',
      '<?php\nnamespace Acme;\nclass Client extends BaseClient implements \\Countable, Sender {\n    use Retries;\n    public function send() {}\n}\n',
    );
    expect(facts.symbols.filter((s) => s.extends).map((s) => [s.name, s.extends])).toEqual([
      ['Client', ['BaseClient', 'Countable', 'Sender', 'Retries']],
    ]);
  });
});
