// Directives that document an API: autodoc's (`.. autofunction:: pkg.run`), which claim that the
// named object exists, and the domains' (`.. py:method:: get(url, *, params=None)`,
// `.. option:: -o, --output <file>`, `.. envvar:: APP_TOKEN`), which also claim its signature.
// Each becomes the leading span of a list item: the same claim a Markdown API list makes.
import { isPublicApiName } from './read-role.js';
import type { Directive } from './read-rst-directive.js';
import type { RstReader } from './rst-reader.js';

const AUTODOC_ROLE: Record<string, string> = {
  autofunction: 'func',
  autodecorator: 'func',
  autoclass: 'class',
  autoexception: 'exc',
  automethod: 'meth',
  autoattribute: 'attr',
  autoproperty: 'attr',
  autodata: 'data',
};
const DOMAIN_ROLE: Record<string, string> = {
  function: 'func',
  decorator: 'func',
  class: 'class',
  exception: 'exc',
  method: 'meth',
  classmethod: 'meth',
  staticmethod: 'meth',
  decoratormethod: 'meth',
  attribute: 'attr',
  property: 'attr',
  data: 'data',
};
/** Domains whose directives document the project's code. */
const DOMAIN = /^(?:py|js|ts|go|rb|php|java|cs|rust|):?/;

/** `name(args) -> Ret` or `name(args)`: the signature without its return annotation. */
function signatureOf(text: string): string {
  const sig = text.trim().replace(/\s*->.*$/s, '');
  return sig.replace(/^(?:async|await|classmethod|staticmethod|final|abstract)\s+/, '');
}

/** Signatures a domain directive lists: one per line, or several joined by its argument lines. */
function signatures(args: string): string[] {
  return args
    .split(/\n|(?<=\))\s+(?=[A-Za-z_][\w.]*\()/)
    .map(signatureOf)
    .filter(Boolean);
}

function claim(reader: RstReader, value: string, role: string, line: number): void {
  if (!isPublicApiName(value.replace(/\(.*$/s, ''))) return;
  reader.doc.spans.push({
    value,
    line,
    context: 'list',
    group: reader.apiGroup(),
    leading: true,
    section: reader.section,
    role,
  });
}

/** Reads `d` when it documents an API; false when it is another directive. */
export function readApiDirective(reader: RstReader, name: string, d: Directive, depth: number): boolean {
  const auto = AUTODOC_ROLE[name];
  // `pkg.Props.Mode`: a class nested in a class, whose facts the code readers do not extract.
  if (auto && /(^|\.)[A-Z]\w*\.[A-Z]\w*(\(|$)/.test(d.args) && (auto === 'class' || auto === 'exc')) {
    reader.blocks(d.body, depth + 1);
    return true;
  }
  if (auto) {
    const sig = signatureOf(d.args);
    if (sig) claim(reader, sig, auto, d.line);
    // `:members: get, post` names the members the page documents.
    const members = d.options.get('members');
    if (auto === 'class' && members)
      for (const member of members.split(/[\s,]+/).filter(Boolean))
        claim(reader, `${sig.replace(/\(.*$/s, '')}.${member}`, 'meth', d.line);
    reader.blocks(d.body, depth + 1);
    return true;
  }
  if (name === 'option' || name === 'cmdoption' || name === 'std:option') {
    // A documented flag, as definite as a row of a flag table: it is read as one.
    const flags = d.args
      .split(/,\s*/)
      .map((flag) => flag.trim())
      .filter((flag) => flag.startsWith('-'));
    if (flags.length > 0)
      reader.table(
        {
          header: [
            { text: 'Flag', no: d.line },
            { text: 'Description', no: d.line },
          ],
          rows: [{ no: d.line, cells: [{ text: flags.join(', '), no: d.line }] }],
        },
        d.line,
      );
    reader.blocks(d.body, depth + 1);
    return true;
  }
  if (name === 'envvar' || name === 'std:envvar') {
    const group = reader.newGroup();
    if (d.args)
      reader.doc.spans.push({
        value: d.args,
        line: d.line,
        context: 'list',
        group,
        leading: true,
        section: reader.section,
      });
    reader.blocks(d.body, depth + 1, { context: 'list', group });
    return true;
  }
  const domain = DOMAIN.exec(name)?.[0] ?? '';
  const role = DOMAIN_ROLE[name.slice(domain.length)];
  if (!role || (domain === '' && name === 'class' && !/^[A-Za-z_][\w.]*(?:\(|$)/.test(d.args))) return false;
  const owner = reader.currentClass;
  const sigs = signatures(d.args);
  // Several signatures are overloads (`range(stop)`, `range(start, stop[, step])`) of a function
  // that takes them through `*args`: only the name is a claim, not each parameter list.
  const claims = sigs.length > 1 ? [...new Set(sigs.map((sig) => sig.replace(/\(.*$/s, '')))] : sigs;
  const member = role === 'meth' || role === 'attr';
  const qualified = claims.map((sig) => (member && owner && !sig.includes('.') ? `${owner}.${sig}` : sig));
  for (const sig of qualified) claim(reader, sig, role, d.line);
  const callable = reader.currentCallable;
  // One callable's body: its keyword spans are arguments of that callable.
  reader.currentCallable =
    qualified.length === 1 && role !== 'attr' && role !== 'data' && qualified[0]?.includes('(')
      ? qualified[0].replace(/\(.*$/s, '')
      : undefined;
  if (role === 'class' || role === 'exc') {
    reader.currentClass = (signatures(d.args)[0] ?? '').replace(/\(.*$/s, '');
    reader.blocks(d.body, depth + 1);
    reader.currentClass = owner;
  } else reader.blocks(d.body, depth + 1);
  reader.currentCallable = callable;
  return true;
}
