import type { Node } from 'web-tree-sitter';
import type { MountFact, RouterFact } from '../../facts/types.js';
import { locate } from '../tree-sitter/shared/syntax.js';
import type { ImportBinding } from './python-imports.js';
import { callArguments, pythonString } from './python-strings.js';

const ROUTER_CONSTRUCTORS: Record<string, { isApp: boolean; prefixKeyword: string }> = {
  Flask: { isApp: true, prefixKeyword: '' },
  Quart: { isApp: true, prefixKeyword: '' },
  Sanic: { isApp: true, prefixKeyword: '' },
  FastAPI: { isApp: true, prefixKeyword: '' },
  Blueprint: { isApp: false, prefixKeyword: 'url_prefix' },
  APIRouter: { isApp: false, prefixKeyword: 'prefix' },
};
const MOUNT_METHODS: Record<string, string> = {
  register_blueprint: 'url_prefix',
  include_router: 'prefix',
  // Sanic: app.blueprint(bp, url_prefix="/x")
  blueprint: 'url_prefix',
};

/** Routers bound to a name: `app = Flask(__name__)`, `bp = Blueprint("books", __name__, url_prefix="/b")`. */
export function pythonRouter(path: string, call: Node): RouterFact | undefined {
  const callee = call.childForFieldName('function')?.text.split('.').at(-1) ?? '';
  const kind = ROUTER_CONSTRUCTORS[callee];
  const assignment = call.parent;
  const left = assignment?.type === 'assignment' ? assignment.childForFieldName('left') : undefined;
  if (!kind || left?.type !== 'identifier') return undefined;
  const prefix = kind.prefixKeyword
    ? pythonString(callArguments(call).keywords.get(kind.prefixKeyword))
    : undefined;
  const moduleLevel = assignment?.parent?.parent?.type === 'module';
  const router: RouterFact = {
    id: left.text,
    isApp: kind.isApp,
    exported: moduleLevel && !left.text.startsWith('_'),
    location: locate(path, call),
  };
  if (prefix !== undefined) router.prefix = prefix;
  return router;
}

/** Resolves `books_bp` or `books.bp` to the module and export it was imported from. */
export function importedOrigin(
  expression: Node,
  bindings: Map<string, ImportBinding>,
): { module: string; exportName: string } | undefined {
  const [head = '', ...rest] = expression.text.split('.');
  const binding = bindings.get(head);
  if (!binding) return undefined;
  if (rest.length === 0) return { module: binding.module, exportName: binding.exportName };
  const exportName = rest.join('.');
  if (binding.exportName === '*') return { module: binding.module, exportName };
  // `from . import books` then `books.bp`: the module is `.books`.
  const base = binding.module.endsWith('.') ? binding.module : `${binding.module}.`;
  return { module: `${base}${binding.exportName}`, exportName };
}

/** `app.register_blueprint(bp, url_prefix="/x")`, `app.include_router(r, prefix="/x")`, `app.mount("/x", sub)`. */
export function pythonMount(
  path: string,
  call: Node,
  appIds: Set<string>,
  bindings: Map<string, ImportBinding>,
): MountFact | undefined {
  const callee = call.childForFieldName('function');
  if (callee?.type !== 'attribute') return undefined;
  const method = callee.childForFieldName('attribute')?.text ?? '';
  const owner = callee.childForFieldName('object')?.text ?? '';
  const { positional, keywords } = callArguments(call);
  let child: Node | undefined;
  let prefix: string | undefined;
  const prefixKeyword = MOUNT_METHODS[method];
  if (prefixKeyword) {
    child = positional[0];
    prefix = pythonString(keywords.get(prefixKeyword)) ?? '';
  } else if (method === 'mount') {
    child = positional[1] ?? keywords.get('app');
    prefix = pythonString(positional[0] ?? keywords.get('path'));
  }
  if (!child || prefix === undefined || !/^[\w.]+$/.test(child.text)) return undefined;
  const mount: MountFact = { prefix, child: child.text, location: locate(path, call) };
  if (!appIds.has(owner)) mount.parent = owner;
  const origin = importedOrigin(child, bindings);
  if (origin) {
    mount.childModule = origin.module;
    mount.childExport = origin.exportName;
  }
  return mount;
}
