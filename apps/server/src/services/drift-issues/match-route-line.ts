/** `GET /orders/:id` as a drift names a route: the method and the path's segments. */
export interface RouteName {
  method: string;
  segments: string[];
}

const routeName = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|ALL) (\/\S*)$/i;

/** A path segment that stands for a value: `:id`, `{id}`, `<id>`, `[id]` or a template `${id}`. */
const parameterSegment = /^(?::\w+|\{[^}]*\}|<[^>]*>|\[[^\]]*\]|.*\$\{.*)$/;

function segmentsOf(path: string): string[] {
  return path
    .replace(/[?#].*$/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (parameterSegment.test(segment) ? ':' : segment));
}

export function readRouteName(name: string): RouteName | null {
  const match = routeName.exec(name.trim());
  if (!match?.[1] || !match[2]) return null;
  return { method: match[1].toLowerCase(), segments: segmentsOf(match[2]) };
}

/** The string literals of a line of code that look like paths ('/stats', `/orders/${id}`). */
function pathLiterals(line: string): string[][] {
  const literals: string[][] = [];
  for (const match of line.matchAll(/(['"`])(\/[^'"`\s]*)\1/g)) {
    if (match[2] !== undefined) literals.push(segmentsOf(match[2]));
  }
  return literals;
}

function sameSegments(left: string[], right: string[]): boolean {
  return left.length === right.length && left.every((segment, index) => segment === right[index]);
}

/**
 * Whether a line of code declares, calls or mounts the route. Routers declare the end of a path
 * next to the method (`ordersRouter.get('/:orderId/invoice'`), clients call the whole path with
 * the method (`request('GET', `/orders/${id}`)`), and apps mount the start of it without one
 * (`app.use('/admin', adminRouter)`).
 */
export function matchesRouteLine(route: RouteName, line: string): boolean {
  const literals = pathLiterals(line);
  if (literals.length === 0) return false;
  const names = route.method === 'all' ? 'get|post|put|patch|delete|head|options|all' : route.method;
  const mentionsMethod = new RegExp(`(?<![\\w$])(?:${names})(?![\\w$])`, 'i').test(line);
  const anyMethod = /(?<![\w$])(?:get|post|put|patch|delete|head|options|all)(?![\w$])/i.test(line);
  const { segments } = route;
  return literals.some((literal) => {
    if (literal.length === 0 || literal.length > segments.length) return false;
    if (mentionsMethod && sameSegments(literal, segments.slice(segments.length - literal.length)))
      return true;
    const prefix = segments.slice(0, literal.length);
    return (
      !anyMethod &&
      literal.length < segments.length &&
      literal.some((segment) => segment !== ':') &&
      sameSegments(literal, prefix)
    );
  });
}
