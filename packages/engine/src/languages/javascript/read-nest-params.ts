import { type AstNode, child, children, nameOf, stringValue } from './ast.js';

export interface NestParams {
  query?: string[];
  body?: string[];
  queryModel?: string;
  bodyModel?: string;
}

function typeName(param: AstNode): string | undefined {
  const annotation = child(child(param, 'typeAnnotation') ?? param, 'typeAnnotation');
  return annotation?.type === 'TSTypeReference' ? nameOf(child(annotation, 'typeName')) : undefined;
}

/**
 * A NestJS handler's request names: `@Query('breed')` and `@Body('name')` name one each;
 * `@Query() q: ListQuery` and `@Body() dto: CreateCatDto` take every field of that class.
 */
export function readNestParams(method: AstNode): NestParams {
  const fn = child(method, 'value');
  const out: NestParams = {};
  for (const param of fn ? children(fn, 'params') : []) {
    // `constructor(@Body() private dto: X)` wraps the parameter.
    const target = param.type === 'TSParameterProperty' ? (child(param, 'parameter') ?? param) : param;
    for (const decorator of children(param, 'decorators')) {
      const call = child(decorator, 'expression');
      const kind = call?.type === 'CallExpression' ? nameOf(child(call, 'callee')) : undefined;
      if (kind !== 'Query' && kind !== 'Body') continue;
      const key = kind === 'Query' ? 'query' : 'body';
      const first = call ? children(call, 'arguments')[0] : undefined;
      const name = stringValue(first);
      if (name) out[key] = [...(out[key] ?? []), name];
      else if (!first) {
        const model = typeName(target);
        if (model) out[kind === 'Query' ? 'queryModel' : 'bodyModel'] = model;
      }
    }
  }
  return out;
}
